import { and, asc, eq, gte, isNull, lte, max, or } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { banner, recommendedTeacher } from "./banners.tables.ts";

type Conn = Db | Tx;

export type BannerRow = typeof banner.$inferSelect;
export type BannerValues = {
  title: string;
  fileId: number;
  link: string | null;
  fromDate: string | null;
  toDate: string | null;
  enabled: boolean;
};
export type TeacherPickRow = typeof recommendedTeacher.$inferSelect;
export type TeacherPickValues = { teacherId: number; photoFileId: number | null; words: string };

const byOrder = [asc(banner.sort), asc(banner.id)];

export const listBanners = (db: Conn, schoolId: number): Promise<BannerRow[]> =>
  db
    .select()
    .from(banner)
    .where(eq(banner.schoolId, schoolId))
    .orderBy(...byOrder);

/** Enabled banners whose days hold `today`, in their order. */
export const bannersShownOn = (db: Conn, schoolId: number, today: string): Promise<BannerRow[]> =>
  db
    .select()
    .from(banner)
    .where(
      and(
        eq(banner.schoolId, schoolId),
        eq(banner.enabled, true),
        or(isNull(banner.fromDate), lte(banner.fromDate, today)),
        or(isNull(banner.toDate), gte(banner.toDate, today)),
      ),
    )
    .orderBy(...byOrder);

export const findBanner = async (db: Conn, schoolId: number, id: number): Promise<BannerRow | undefined> =>
  (
    await db
      .select()
      .from(banner)
      .where(and(eq(banner.schoolId, schoolId), eq(banner.id, id)))
  )[0];

const nextSort = async (db: Conn, schoolId: number, table: typeof banner | typeof recommendedTeacher) => {
  const [row] = await db
    .select({ top: max(table.sort) })
    .from(table)
    .where(eq(table.schoolId, schoolId));
  return (row?.top ?? 0) + 1;
};

export const insertBanner = async (db: Conn, schoolId: number, values: BannerValues): Promise<number> => {
  const sort = await nextSort(db, schoolId, banner);
  const [row] = await db
    .insert(banner)
    .values({ schoolId, ...values, sort })
    .returning({ id: banner.id });
  return row.id;
};

export const updateBanner = async (db: Conn, schoolId: number, id: number, values: BannerValues) =>
  (
    await db
      .update(banner)
      .set(values)
      .where(and(eq(banner.schoolId, schoolId), eq(banner.id, id)))
      .returning({ id: banner.id })
  ).length > 0;

export const deleteBanner = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .delete(banner)
      .where(and(eq(banner.schoolId, schoolId), eq(banner.id, id)))
      .returning({ id: banner.id })
  ).length > 0;

/** Gives each id its place (1, 2, ...) in the order given. */
export const sortBanners = async (db: Conn, schoolId: number, ids: number[]) => {
  for (const [i, id] of ids.entries())
    await db
      .update(banner)
      .set({ sort: i + 1 })
      .where(and(eq(banner.schoolId, schoolId), eq(banner.id, id)));
};

export const listTeacherPicks = (db: Conn, schoolId: number): Promise<TeacherPickRow[]> =>
  db
    .select()
    .from(recommendedTeacher)
    .where(eq(recommendedTeacher.schoolId, schoolId))
    .orderBy(asc(recommendedTeacher.sort), asc(recommendedTeacher.id));

export const findTeacherPick = async (
  db: Conn,
  schoolId: number,
  id: number,
): Promise<TeacherPickRow | undefined> =>
  (
    await db
      .select()
      .from(recommendedTeacher)
      .where(and(eq(recommendedTeacher.schoolId, schoolId), eq(recommendedTeacher.id, id)))
  )[0];

export const insertTeacherPick = async (
  db: Conn,
  schoolId: number,
  values: TeacherPickValues,
): Promise<number> => {
  const sort = await nextSort(db, schoolId, recommendedTeacher);
  const [row] = await db
    .insert(recommendedTeacher)
    .values({ schoolId, ...values, sort })
    .returning({ id: recommendedTeacher.id });
  return row.id;
};

export const updateTeacherPick = async (db: Conn, schoolId: number, id: number, values: TeacherPickValues) =>
  (
    await db
      .update(recommendedTeacher)
      .set(values)
      .where(and(eq(recommendedTeacher.schoolId, schoolId), eq(recommendedTeacher.id, id)))
      .returning({ id: recommendedTeacher.id })
  ).length > 0;

export const deleteTeacherPick = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .delete(recommendedTeacher)
      .where(and(eq(recommendedTeacher.schoolId, schoolId), eq(recommendedTeacher.id, id)))
      .returning({ id: recommendedTeacher.id })
  ).length > 0;

export const sortTeacherPicks = async (db: Conn, schoolId: number, ids: number[]) => {
  for (const [i, id] of ids.entries())
    await db
      .update(recommendedTeacher)
      .set({ sort: i + 1 })
      .where(and(eq(recommendedTeacher.schoolId, schoolId), eq(recommendedTeacher.id, id)));
};
