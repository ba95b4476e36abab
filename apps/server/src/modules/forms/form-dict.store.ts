import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { dictEntry } from "./forms.tables.ts";

type Conn = Db | Tx;

export type DictRow = { id: number; pid: number | null; code: string; name: string };

export const dictTypes = async (db: Conn, schoolId: number): Promise<{ type: string; count: number }[]> => {
  const rows = await db
    .select({ type: dictEntry.type, count: count() })
    .from(dictEntry)
    .where(eq(dictEntry.schoolId, schoolId))
    .groupBy(dictEntry.type)
    .orderBy(asc(dictEntry.type));
  return rows.map((r) => ({ type: r.type, count: Number(r.count) }));
};

export const dictEntries = (db: Conn, schoolId: number, type: string): Promise<DictRow[]> =>
  db
    .select({ id: dictEntry.id, pid: dictEntry.pid, code: dictEntry.code, name: dictEntry.name })
    .from(dictEntry)
    .where(and(eq(dictEntry.schoolId, schoolId), eq(dictEntry.type, type)))
    .orderBy(asc(dictEntry.sort), asc(dictEntry.id));

const BATCH = 1000;

/** Replaces every entry of one dictionary type; parents are linked by code after the rows exist. */
export const replaceDict = async (
  tx: Tx,
  schoolId: number,
  type: string,
  entries: { code: string; name: string; parentCode?: string | null }[],
): Promise<void> => {
  await tx.delete(dictEntry).where(and(eq(dictEntry.schoolId, schoolId), eq(dictEntry.type, type)));
  const ids = new Map<string, number>();
  for (let i = 0; i < entries.length; i += BATCH) {
    const rows = entries
      .slice(i, i + BATCH)
      .map((e, j) => ({ schoolId, type, code: e.code, name: e.name, sort: i + j }));
    const inserted = await tx
      .insert(dictEntry)
      .values(rows)
      .returning({ id: dictEntry.id, code: dictEntry.code });
    for (const r of inserted) ids.set(r.code, r.id);
  }
  const links = entries
    .filter((e) => e.parentCode)
    .map((e) => ({ id: ids.get(e.code)!, pid: ids.get(e.parentCode!)! }));
  for (let i = 0; i < links.length; i += BATCH) {
    const values = sql.join(
      links.slice(i, i + BATCH).map((l) => sql`(${l.id}::bigint, ${l.pid}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`update ${dictEntry} d set pid = m.pid
      from (values ${values}) as m(id, pid)
      where d.school_id = ${schoolId} and d.id = m.id`);
  }
};
