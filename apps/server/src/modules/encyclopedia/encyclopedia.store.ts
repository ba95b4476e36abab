import { and, asc, count, desc, eq, ilike, max, or } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { encyclopediaArticle, encyclopediaType } from "./encyclopedia.tables.ts";

type Conn = Db | Tx;

export type TypeRow = { id: number; name: string; sort: number; articles: number };
export type ArticleItemRow = { id: number; typeId: number; title: string; text: string; updatedAt: Date };
export type ArticleRow = ArticleItemRow & { body: string; typeName: string };
export type ArticleValues = { typeId: number; title: string; body: string; text: string };

/** The school's types in order, each with how many articles it holds. */
export const listTypes = async (db: Conn, schoolId: number): Promise<TypeRow[]> => {
  const types = await db
    .select({ id: encyclopediaType.id, name: encyclopediaType.name, sort: encyclopediaType.sort })
    .from(encyclopediaType)
    .where(eq(encyclopediaType.schoolId, schoolId))
    .orderBy(asc(encyclopediaType.sort), asc(encyclopediaType.id));
  const counts = await db
    .select({ typeId: encyclopediaArticle.typeId, n: count() })
    .from(encyclopediaArticle)
    .where(eq(encyclopediaArticle.schoolId, schoolId))
    .groupBy(encyclopediaArticle.typeId);
  const byType = new Map(counts.map((c) => [c.typeId, Number(c.n)]));
  return types.map((t) => ({ ...t, articles: byType.get(t.id) ?? 0 }));
};

export const insertType = async (db: Conn, schoolId: number, name: string): Promise<number> => {
  const [top] = await db
    .select({ top: max(encyclopediaType.sort) })
    .from(encyclopediaType)
    .where(eq(encyclopediaType.schoolId, schoolId));
  const [row] = await db
    .insert(encyclopediaType)
    .values({ schoolId, name, sort: (top?.top ?? 0) + 1 })
    .returning({ id: encyclopediaType.id });
  return row.id;
};

export const renameType = async (db: Conn, schoolId: number, id: number, name: string) =>
  (
    await db
      .update(encyclopediaType)
      .set({ name })
      .where(and(eq(encyclopediaType.schoolId, schoolId), eq(encyclopediaType.id, id)))
      .returning({ id: encyclopediaType.id })
  ).length > 0;

export const deleteType = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .delete(encyclopediaType)
      .where(and(eq(encyclopediaType.schoolId, schoolId), eq(encyclopediaType.id, id)))
      .returning({ id: encyclopediaType.id })
  ).length > 0;

export const sortTypes = async (db: Conn, schoolId: number, ids: number[]) => {
  for (const [i, id] of ids.entries())
    await db
      .update(encyclopediaType)
      .set({ sort: i + 1 })
      .where(and(eq(encyclopediaType.schoolId, schoolId), eq(encyclopediaType.id, id)));
};

const itemColumns = {
  id: encyclopediaArticle.id,
  typeId: encyclopediaArticle.typeId,
  title: encyclopediaArticle.title,
  text: encyclopediaArticle.text,
  updatedAt: encyclopediaArticle.updatedAt,
};

/** Escapes LIKE's wildcards so that a search finds what was typed. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of articles, of one type or all, optionally those whose title or text holds `q`; newest first. */
export const pageArticles = async (
  db: Conn,
  schoolId: number,
  filter: { typeId?: number; q?: string; limit: number; offset: number },
): Promise<{ rows: ArticleItemRow[]; total: number }> => {
  const where = and(
    eq(encyclopediaArticle.schoolId, schoolId),
    filter.typeId === undefined ? undefined : eq(encyclopediaArticle.typeId, filter.typeId),
    filter.q
      ? or(
          ilike(encyclopediaArticle.title, likeOf(filter.q)),
          ilike(encyclopediaArticle.text, likeOf(filter.q)),
        )
      : undefined,
  );
  const rows = await db
    .select(itemColumns)
    .from(encyclopediaArticle)
    .where(where)
    .orderBy(desc(encyclopediaArticle.updatedAt), desc(encyclopediaArticle.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ n }] = await db.select({ n: count() }).from(encyclopediaArticle).where(where);
  return { rows, total: Number(n) };
};

export const findArticle = async (db: Conn, schoolId: number, id: number): Promise<ArticleRow | undefined> =>
  (
    await db
      .select({ ...itemColumns, body: encyclopediaArticle.body, typeName: encyclopediaType.name })
      .from(encyclopediaArticle)
      .innerJoin(
        encyclopediaType,
        and(
          eq(encyclopediaType.schoolId, encyclopediaArticle.schoolId),
          eq(encyclopediaType.id, encyclopediaArticle.typeId),
        ),
      )
      .where(and(eq(encyclopediaArticle.schoolId, schoolId), eq(encyclopediaArticle.id, id)))
  )[0];

export const insertArticle = async (
  db: Conn,
  schoolId: number,
  values: ArticleValues,
  createdBy: number | null,
): Promise<number> => {
  const [row] = await db
    .insert(encyclopediaArticle)
    .values({ schoolId, ...values, createdBy })
    .returning({ id: encyclopediaArticle.id });
  return row.id;
};

export const updateArticle = async (
  db: Conn,
  schoolId: number,
  id: number,
  values: ArticleValues,
  now: Date,
) =>
  (
    await db
      .update(encyclopediaArticle)
      .set({ ...values, updatedAt: now })
      .where(and(eq(encyclopediaArticle.schoolId, schoolId), eq(encyclopediaArticle.id, id)))
      .returning({ id: encyclopediaArticle.id })
  ).length > 0;

export const deleteArticle = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .delete(encyclopediaArticle)
      .where(and(eq(encyclopediaArticle.schoolId, schoolId), eq(encyclopediaArticle.id, id)))
      .returning({ id: encyclopediaArticle.id })
  ).length > 0;
