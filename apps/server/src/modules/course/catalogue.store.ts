import { and, asc, count, eq, ilike, inArray, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { courseMain, courseType, subject } from "./course.tables.ts";

type Conn = Db | Tx;

/** Subjects and course types have one shape: a name in the school's order. */
export type CatalogueKind = "subject" | "type";
const tableOf = (kind: CatalogueKind) => (kind === "subject" ? subject : courseType);
const usedBy = (kind: CatalogueKind) => (kind === "subject" ? courseMain.subjectId : courseMain.typeId);

export type CatalogueRow = { id: number; name: string; sort: number; courseCount: number };

/** The kind's entries in order, each with how many course mains use it; a keyword narrows by name. */
export const listCatalogue = async (
  db: Conn,
  schoolId: number,
  kind: CatalogueKind,
  keyword?: string,
): Promise<CatalogueRow[]> => {
  const t = tableOf(kind);
  const column = kind === "subject" ? sql.raw("subject_id") : sql.raw("type_id");
  const used = sql<number>`(select count(*)::int from ${courseMain} m where m.school_id = ${t.schoolId} and m.${column} = ${t.id})`;
  const rows = await db
    .select({ id: t.id, name: t.name, sort: t.sort, courseCount: used })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), keyword ? ilike(t.name, `%${keyword}%`) : undefined))
    .orderBy(asc(t.sort), asc(t.id));
  return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }));
};

export const findCatalogue = async (db: Conn, schoolId: number, kind: CatalogueKind, id: number) => {
  const t = tableOf(kind);
  return (
    await db
      .select({ id: t.id, name: t.name })
      .from(t)
      .where(and(eq(t.schoolId, schoolId), eq(t.id, id)))
  )[0];
};

export const catalogueNameTaken = async (
  db: Conn,
  schoolId: number,
  kind: CatalogueKind,
  name: string,
  exceptId?: number,
) => {
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.name, name)));
  return rows.some((r) => r.id !== exceptId);
};

export const insertCatalogue = async (db: Conn, schoolId: number, kind: CatalogueKind, name: string) => {
  const t = tableOf(kind);
  const [top] = await db
    .select({ top: max(t.sort) })
    .from(t)
    .where(eq(t.schoolId, schoolId));
  const [row] = await db
    .insert(t)
    .values({ schoolId, name, sort: (top?.top ?? 0) + 1 })
    .returning({ id: t.id });
  return row.id;
};

export const renameCatalogue = async (
  db: Conn,
  schoolId: number,
  kind: CatalogueKind,
  id: number,
  name: string,
) => {
  const t = tableOf(kind);
  await db
    .update(t)
    .set({ name })
    .where(and(eq(t.schoolId, schoolId), eq(t.id, id)));
};

/** How many course mains use the entry; read under a share lock so that a concurrent add waits or sees it. */
export const catalogueUseCount = async (db: Conn, schoolId: number, kind: CatalogueKind, id: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(courseMain)
    .where(and(eq(courseMain.schoolId, schoolId), eq(usedBy(kind), id)));
  return Number(row?.n ?? 0);
};

/** Locks the entry's row for the rest of the transaction (removal and use exclude each other). */
export const lockCatalogue = async (db: Conn, schoolId: number, kind: CatalogueKind, ids: number[]) => {
  const t = tableOf(kind);
  if (ids.length === 0) return [];
  return db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), inArray(t.id, ids)))
    .for("update");
};

export const deleteCatalogue = async (db: Conn, schoolId: number, kind: CatalogueKind, id: number) => {
  const t = tableOf(kind);
  await db.delete(t).where(and(eq(t.schoolId, schoolId), eq(t.id, id)));
};

export const sortCatalogue = async (db: Conn, schoolId: number, kind: CatalogueKind, ids: number[]) => {
  const t = tableOf(kind);
  for (const [i, id] of ids.entries())
    await db
      .update(t)
      .set({ sort: i + 1 })
      .where(and(eq(t.schoolId, schoolId), eq(t.id, id)));
};
