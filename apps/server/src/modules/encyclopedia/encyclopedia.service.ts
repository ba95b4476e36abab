import type {
  EncyclopediaArticle,
  EncyclopediaArticleInput,
  EncyclopediaArticleItem,
  EncyclopediaType,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { attachFiles, type FileReader, type FileReaders, referableFiles } from "../files/index.ts";
import { imageIdsOf, sanitiseBody, textOf } from "./encyclopedia.html.ts";
import { encyclopediaError } from "./encyclopedia.messages.ts";
import {
  type ArticleItemRow,
  deleteArticle,
  deleteType,
  findArticle,
  insertArticle,
  insertType,
  listTypes,
  pageArticles,
  renameType,
  sortTypes,
  updateArticle,
} from "./encyclopedia.store.ts";

export type EncyclopediaDeps = {
  db: Db;
  now: () => Date;
  /** Who may read which files (files module's port): an article may show only images the editor may use. */
  fileReaders?: FileReaders;
};

/** The encyclopedia is read by everyone of the school: so are its articles' images. */
export const encyclopediaFileReader: FileReader = async (_ctx, ids) => ids;

const SUMMARY_CHARS = 120;

const mustBeOwnSchool = (auth: AuthContext, schoolId: number) => {
  if (schoolId !== auth.schoolId) throw encyclopediaError(403, "otherSchool");
};

const itemView = (r: ArticleItemRow): EncyclopediaArticleItem => ({
  id: r.id,
  typeId: r.typeId,
  title: r.title,
  summary: r.text.length > SUMMARY_CHARS ? `${r.text.slice(0, SUMMARY_CHARS)}…` : r.text,
  updatedAt: r.updatedAt.toISOString(),
});

export const typesOf = async (
  deps: EncyclopediaDeps,
  auth: AuthContext,
  schoolId: number,
): Promise<EncyclopediaType[]> => {
  mustBeOwnSchool(auth, schoolId);
  return listTypes(deps.db, auth.schoolId);
};

/** One page of the articles of a type (or of all types), optionally matching a search. */
export const articlesOf = async (
  deps: EncyclopediaDeps,
  auth: AuthContext,
  schoolId: number,
  q: { typeId?: number; q?: string; page: number; size: number },
) => {
  mustBeOwnSchool(auth, schoolId);
  const search = q.q?.trim() || undefined;
  const r = await pageArticles(deps.db, auth.schoolId, {
    typeId: q.typeId,
    q: search,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { list: r.rows.map(itemView), total: r.total, page: q.page, size: q.size };
};

export const articleOf = async (
  deps: EncyclopediaDeps,
  auth: AuthContext,
  schoolId: number,
  id: number,
): Promise<EncyclopediaArticle> => {
  mustBeOwnSchool(auth, schoolId);
  const row = await findArticle(deps.db, auth.schoolId, id);
  if (!row) throw encyclopediaError(404, "articleNotFound");
  return { ...itemView(row), body: row.body, typeName: row.typeName };
};

const typeExists = async (db: Db, schoolId: number, id: number) =>
  (await listTypes(db, schoolId)).find((t) => t.id === id);

export const saveType = async (
  deps: EncyclopediaDeps,
  auth: AuthContext,
  input: { id?: number; name: string },
): Promise<{ id: number }> => {
  if (input.id) {
    if (!(await renameType(deps.db, auth.schoolId, input.id, input.name)))
      throw encyclopediaError(404, "typeNotFound");
    return { id: input.id };
  }
  return { id: await insertType(deps.db, auth.schoolId, input.name) };
};

/** Deletes an empty type; a type that holds articles is refused, with how many. */
export const removeType = (deps: EncyclopediaDeps, auth: AuthContext, id: number): Promise<void> =>
  deps.db.transaction(async (tx) => {
    const type = (await listTypes(tx, auth.schoolId)).find((t) => t.id === id);
    if (!type) throw encyclopediaError(404, "typeNotFound");
    if (type.articles > 0) throw encyclopediaError(400, "typeNotEmpty", { count: type.articles });
    await deleteType(tx, auth.schoolId, id);
  });

export const reorderTypes = (deps: EncyclopediaDeps, auth: AuthContext, ids: number[]): Promise<void> =>
  deps.db.transaction(async (tx) => {
    const all = (await listTypes(tx, auth.schoolId)).map((t) => t.id);
    const same =
      ids.length === all.length && new Set(ids).size === ids.length && all.every((x) => ids.includes(x));
    if (!same) throw encyclopediaError(400, "sortIncomplete");
    await sortTypes(tx, auth.schoolId, ids);
  });

/** Adds or edits an article: its body sanitised, its images checked (the editor's own or readable images). */
export const saveArticle = async (
  deps: EncyclopediaDeps,
  auth: AuthContext,
  input: EncyclopediaArticleInput,
): Promise<{ id: number }> => {
  if (!(await typeExists(deps.db, auth.schoolId, input.typeId))) throw encyclopediaError(400, "typeNotFound");
  const body = sanitiseBody(input.body);
  const imageIds = imageIdsOf(body);
  if (imageIds.length > 0) {
    const usable = await referableFiles(deps.db, { kind: "user", auth }, imageIds, {
      readers: deps.fileReaders,
    });
    const images = new Set(usable.filter((f) => f.mime.startsWith("image/")).map((f) => f.id));
    if (imageIds.some((id) => !images.has(id))) throw encyclopediaError(400, "imageNotUsable");
  }
  const values = { typeId: input.typeId, title: input.title, body, text: textOf(body) };
  return deps.db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      if (!(await updateArticle(tx, auth.schoolId, id, values, deps.now())))
        throw encyclopediaError(404, "articleNotFound");
    } else id = await insertArticle(tx, auth.schoolId, values, auth.userId);
    await attachFiles(tx, auth.schoolId, { kind: "encyclopediaArticle", id }, imageIds);
    return { id };
  });
};

export const removeArticle = (deps: EncyclopediaDeps, auth: AuthContext, id: number): Promise<void> =>
  deps.db.transaction(async (tx) => {
    if (!(await deleteArticle(tx, auth.schoolId, id))) throw encyclopediaError(404, "articleNotFound");
    await attachFiles(tx, auth.schoolId, { kind: "encyclopediaArticle", id }, []);
  });
