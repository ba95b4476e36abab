import { and, arrayOverlaps, asc, eq, inArray, max, or } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { centerApp, centerSetting } from "./center.tables.ts";

type Conn = Db | Tx;

export type AppRow = typeof centerApp.$inferSelect;
export type AppFields = Omit<typeof centerApp.$inferInsert, "schoolId" | "id" | "createdAt" | "sort">;

export const listApps = (db: Conn, schoolId: number): Promise<AppRow[]> =>
  db
    .select()
    .from(centerApp)
    .where(eq(centerApp.schoolId, schoolId))
    .orderBy(asc(centerApp.sort), asc(centerApp.id));

/** Enabled apps any of these roles sees, in their order. */
export const listVisibleApps = (db: Conn, schoolId: number, roles: string[]): Promise<AppRow[]> =>
  db
    .select()
    .from(centerApp)
    .where(
      and(
        eq(centerApp.schoolId, schoolId),
        eq(centerApp.enabled, true),
        arrayOverlaps(centerApp.roles, roles),
      ),
    )
    .orderBy(asc(centerApp.sort), asc(centerApp.id));

export const findApp = async (db: Conn, schoolId: number, idOrCode: { id?: number; code?: string }) => {
  const byId = idOrCode.id === undefined ? undefined : eq(centerApp.id, idOrCode.id);
  const byCode = idOrCode.code === undefined ? undefined : eq(centerApp.code, idOrCode.code);
  const [row] = await db
    .select()
    .from(centerApp)
    .where(and(eq(centerApp.schoolId, schoolId), or(byId, byCode)))
    .limit(1);
  return row;
};

export const findAppsByIds = (db: Conn, schoolId: number, ids: number[]): Promise<AppRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(centerApp)
        .where(and(eq(centerApp.schoolId, schoolId), inArray(centerApp.id, ids)));

export const codeOwner = async (db: Conn, schoolId: number, code: string) => {
  const [row] = await db
    .select({ id: centerApp.id })
    .from(centerApp)
    .where(and(eq(centerApp.schoolId, schoolId), eq(centerApp.code, code)))
    .limit(1);
  return row?.id;
};

export const insertApp = async (db: Conn, schoolId: number, fields: AppFields): Promise<number> => {
  const [{ last }] = await db
    .select({ last: max(centerApp.sort) })
    .from(centerApp)
    .where(eq(centerApp.schoolId, schoolId));
  const [row] = await db
    .insert(centerApp)
    .values({ ...fields, schoolId, sort: (last ?? 0) + 1 })
    .returning({ id: centerApp.id });
  return row.id;
};

export const updateApp = async (db: Conn, schoolId: number, id: number, fields: Partial<AppFields>) => {
  const rows = await db
    .update(centerApp)
    .set(fields)
    .where(and(eq(centerApp.schoolId, schoolId), eq(centerApp.id, id)))
    .returning({ id: centerApp.id });
  return rows.length > 0;
};

export const setSorts = async (db: Conn, schoolId: number, ids: number[]) => {
  for (const [i, id] of ids.entries())
    await db
      .update(centerApp)
      .set({ sort: i + 1 })
      .where(and(eq(centerApp.schoolId, schoolId), eq(centerApp.id, id)));
};

export const deleteApp = async (db: Conn, schoolId: number, id: number) => {
  const rows = await db
    .delete(centerApp)
    .where(and(eq(centerApp.schoolId, schoolId), eq(centerApp.id, id)))
    .returning({ id: centerApp.id });
  return rows.length > 0;
};

export const findSetting = async (db: Conn, schoolId: number) => {
  const [row] = await db.select().from(centerSetting).where(eq(centerSetting.schoolId, schoolId));
  return row;
};

export const saveSetting = async (
  db: Conn,
  schoolId: number,
  setting: { categories: string[]; iframeHosts: string[] },
) => {
  await db
    .insert(centerSetting)
    .values({ schoolId, ...setting })
    .onConflictDoUpdate({ target: centerSetting.schoolId, set: setting });
};
