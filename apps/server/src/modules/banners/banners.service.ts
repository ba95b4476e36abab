import type { Banner, BannerInput, RecommendedTeacher, RecommendedTeacherInput } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { attachFiles, type FileReader, type FileReaders, fileUrl, referableFiles } from "../files/index.ts";
import { teacherExists, teacherNames } from "../org/index.ts";
import { schoolTimeZone, todayIn } from "../school/index.ts";
import { bannersError } from "./banners.messages.ts";
import {
  type BannerRow,
  bannersShownOn,
  deleteBanner,
  deleteTeacherPick,
  findTeacherPick,
  insertBanner,
  insertTeacherPick,
  listBanners,
  listTeacherPicks,
  sortBanners,
  sortTeacherPicks,
  type TeacherPickRow,
  updateBanner,
  updateTeacherPick,
} from "./banners.store.ts";

export type BannersDeps = {
  db: Db;
  now: () => Date;
  /** Who may read which files (files module's port): an image named must be one the caller may use. */
  fileReaders?: FileReaders;
};

/** Banners and recommended teachers' photos are shown to everyone of the school. */
export const bannersFileReaders: { banner: FileReader; recommendedTeacher: FileReader } = {
  banner: async (_ctx, ids) => ids,
  recommendedTeacher: async (_ctx, ids) => ids,
};

const bannerView = (r: BannerRow): Banner => ({
  id: r.id,
  title: r.title,
  fileId: r.fileId,
  url: fileUrl(r.fileId),
  link: r.link,
  from: r.fromDate,
  to: r.toDate,
  sort: r.sort,
  enabled: r.enabled,
});

/** The image an input names, if the caller may use it: an image they uploaded or may read. */
const usableImage = async (deps: BannersDeps, auth: AuthContext, id: number): Promise<number> => {
  const [file] = await referableFiles(deps.db, { kind: "user", auth }, [id], { readers: deps.fileReaders });
  if (!file?.mime.startsWith("image/")) throw bannersError(400, "imageNotUsable");
  return file.id;
};

/** Every banner of the school, in order (administrators). */
export const allBanners = async (deps: BannersDeps, schoolId: number): Promise<Banner[]> =>
  (await listBanners(deps.db, schoolId)).map(bannerView);

/** The banners shown now: enabled, and `now` (a day at the school) within their days; in their order. */
export const activeBanners = async (db: Db, schoolId: number, now: Date): Promise<Banner[]> => {
  const today = todayIn(await schoolTimeZone(db, schoolId), now);
  return (await bannersShownOn(db, schoolId, today)).map(bannerView);
};

type ParsedBanner = Omit<BannerInput, "link" | "from" | "to" | "enabled" | "fileId" | "id"> & {
  id?: number;
  fileId: number;
  link: string | null;
  from: string | null;
  to: string | null;
  enabled: boolean;
};

export const saveBanner = async (
  deps: BannersDeps,
  auth: AuthContext,
  input: ParsedBanner,
): Promise<{ id: number }> => {
  const fileId = await usableImage(deps, auth, input.fileId);
  const values = {
    title: input.title,
    fileId,
    link: input.link,
    fromDate: input.from,
    toDate: input.to,
    enabled: input.enabled,
  };
  return deps.db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      if (!(await updateBanner(tx, auth.schoolId, id, values))) throw bannersError(404, "bannerNotFound");
    } else id = await insertBanner(tx, auth.schoolId, values);
    await attachFiles(tx, auth.schoolId, { kind: "banner", id }, [fileId]);
    return { id };
  });
};

export const removeBanner = (deps: BannersDeps, auth: AuthContext, id: number): Promise<void> =>
  deps.db.transaction(async (tx) => {
    if (!(await deleteBanner(tx, auth.schoolId, id))) throw bannersError(404, "bannerNotFound");
    await attachFiles(tx, auth.schoolId, { kind: "banner", id }, []);
  });

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((x) => a.includes(x));

export const reorderBanners = (deps: BannersDeps, auth: AuthContext, ids: number[]): Promise<void> =>
  deps.db.transaction(async (tx) => {
    const all = (await listBanners(tx, auth.schoolId)).map((b) => b.id);
    if (!sameSet(ids, all)) throw bannersError(400, "sortIncomplete");
    await sortBanners(tx, auth.schoolId, ids);
  });

const pickViews = async (db: Db, schoolId: number, rows: TeacherPickRow[]): Promise<RecommendedTeacher[]> => {
  const names = await teacherNames(
    db,
    schoolId,
    rows.map((r) => r.teacherId),
  );
  return rows.map((r) => ({
    id: r.id,
    teacherId: r.teacherId,
    teacherName: names.get(r.teacherId) ?? "",
    photoFileId: r.photoFileId,
    photoUrl: r.photoFileId === null ? null : fileUrl(r.photoFileId),
    words: r.words,
    sort: r.sort,
  }));
};

/** The school's recommended teachers, in their order, with their names. */
export const recommendedTeachers = async (db: Db, schoolId: number): Promise<RecommendedTeacher[]> =>
  pickViews(db, schoolId, await listTeacherPicks(db, schoolId));

type ParsedPick = { id?: number; teacherId: number; photoFileId: number | null; words: string };

export const saveTeacherPick = async (
  deps: BannersDeps,
  auth: AuthContext,
  input: RecommendedTeacherInput & ParsedPick,
): Promise<{ id: number }> => {
  if (!(await teacherExists(deps.db, auth.schoolId, [input.teacherId])))
    throw bannersError(400, "teacherNotFound");
  const photoFileId = input.photoFileId === null ? null : await usableImage(deps, auth, input.photoFileId);
  const values = { teacherId: input.teacherId, photoFileId, words: input.words };
  return deps.db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      if (!(await findTeacherPick(tx, auth.schoolId, id))) throw bannersError(404, "pickNotFound");
      await updateTeacherPick(tx, auth.schoolId, id, values);
    } else id = await insertTeacherPick(tx, auth.schoolId, values);
    await attachFiles(
      tx,
      auth.schoolId,
      { kind: "recommendedTeacher", id },
      photoFileId === null ? [] : [photoFileId],
    );
    return { id };
  });
};

export const removeTeacherPick = (deps: BannersDeps, auth: AuthContext, id: number): Promise<void> =>
  deps.db.transaction(async (tx) => {
    if (!(await deleteTeacherPick(tx, auth.schoolId, id))) throw bannersError(404, "pickNotFound");
    await attachFiles(tx, auth.schoolId, { kind: "recommendedTeacher", id }, []);
  });

export const reorderTeacherPicks = (deps: BannersDeps, auth: AuthContext, ids: number[]): Promise<void> =>
  deps.db.transaction(async (tx) => {
    const all = (await listTeacherPicks(tx, auth.schoolId)).map((b) => b.id);
    if (!sameSet(ids, all)) throw bannersError(400, "sortIncomplete");
    await sortTeacherPicks(tx, auth.schoolId, ids);
  });
