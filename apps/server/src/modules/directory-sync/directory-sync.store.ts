import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { externalDept, externalSync } from "./directory-sync.tables.ts";

export type DeptSource = { schoolId: number; platform: string; corpId: string };

/** The platform's departments already synced into the school: external id → org id. */
export const mappedDepts = async (db: Db, src: DeptSource): Promise<Map<string, number>> => {
  const rows = await db
    .select({ externalId: externalDept.externalId, orgId: externalDept.orgId })
    .from(externalDept)
    .where(
      and(
        eq(externalDept.schoolId, src.schoolId),
        eq(externalDept.platform, src.platform),
        eq(externalDept.corpId, src.corpId),
      ),
    );
  return new Map(rows.map((r) => [r.externalId, Number(r.orgId)]));
};

export const insertDeptMapping = async (
  db: Db,
  src: DeptSource,
  externalId: string,
  orgId: number,
): Promise<void> => {
  await db.insert(externalDept).values({ ...src, externalId, orgId });
};

export type SyncRow = typeof externalSync.$inferSelect;

export const findSyncRow = async (db: Db, schoolId: number): Promise<SyncRow | undefined> => {
  const [row] = await db.select().from(externalSync).where(eq(externalSync.schoolId, schoolId));
  return row;
};

/** The school's sync row, made when missing and locked until the transaction ends: one sync starts at a time. */
export const lockSyncRow = async (tx: Db, schoolId: number): Promise<SyncRow> => {
  await tx.insert(externalSync).values({ schoolId }).onConflictDoNothing();
  const rows = await tx.execute(sql`select 1 from external_sync where school_id = ${schoolId} for update`);
  if (rows.rows.length !== 1) throw new Error("external_sync row missing after insert");
  return (await findSyncRow(tx, schoolId)) as SyncRow;
};

export const setSyncJob = async (db: Db, schoolId: number, jobId: number): Promise<void> => {
  await db.update(externalSync).set({ jobId }).where(eq(externalSync.schoolId, schoolId));
};

/** The outcome of a real sync: its counts, or the upstream error (which changed nothing). */
export const recordOutcome = async (
  db: Db,
  schoolId: number,
  outcome: { at: Date; byName: string | null; result: unknown; error: unknown },
): Promise<void> => {
  await db
    .insert(externalSync)
    .values({
      schoolId,
      lastAt: outcome.at,
      lastByName: outcome.byName,
      lastResult: outcome.result,
      lastError: outcome.error,
    })
    .onConflictDoUpdate({
      target: externalSync.schoolId,
      set: {
        lastAt: outcome.at,
        lastByName: outcome.byName,
        lastResult: outcome.result,
        lastError: outcome.error,
      },
    });
};
