import { and, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { formImport, formImportFile, formImportValue, formValue } from "./forms.tables.ts";

/** States in which an import's job has nothing left to do. */
export const FINISHED = ["done", "failed", "cancelled", "refused"] as const;

/**
 * What the list and the state rules need to know of an import beyond its own row, each one correlated
 * subquery on indexed keys of form_import / form_import_value:
 * - legacy: it stored values before EOS noted which (migration 0026), so deleting it cannot take them back;
 * - replacedBy: the finished update that replaced its values;
 * - updatingId: an update of it that waits or runs;
 * - syncedBy: for a check, the import that synced it ("sync excel data");
 * - uploadKept: its upload is still stored (a waiting or running import's, or a finished check's).
 */
export const importFacts = {
  legacy: sql<boolean>`(not "form_import"."dry_run" and "form_import"."imported" > 0 and not exists (
      select 1 from form_import_value iv
      where iv.school_id = "form_import"."school_id" and iv.import_id = "form_import"."id"))`,
  replacedBy: sql<number | null>`(select max(u.id) from form_import u
      where u.school_id = "form_import"."school_id" and u.replaces_id = "form_import"."id"
        and u.state = 'done' and not u.dry_run)`.mapWith((v) => (v === null ? null : Number(v))),
  updatingId: sql<number | null>`(select max(u.id) from form_import u
      where u.school_id = "form_import"."school_id" and u.replaces_id = "form_import"."id"
        and u.state in ('waiting', 'running'))`.mapWith((v) => (v === null ? null : Number(v))),
  syncedBy: sql<number | null>`(select max(u.id) from form_import u
      where u.school_id = "form_import"."school_id" and u.synced_from = "form_import"."id")`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
  uploadKept: sql<boolean>`exists (select 1 from form_import_file f
      where f.school_id = "form_import"."school_id" and f.import_id = "form_import"."id")`,
};

export type ImportFacts = {
  legacy: boolean;
  replacedBy: number | null;
  updatingId: number | null;
  syncedBy: number | null;
  uploadKept: boolean;
};

/** The facts' booleans as booleans, whatever the driver answered for the SQL expressions. */
export const factsOf = <T extends { legacy: unknown; uploadKept: unknown }>(r: T) => ({
  ...r,
  legacy: Boolean(r.legacy),
  uploadKept: Boolean(r.uploadKept),
});

export const findImportFacts = async (
  db: Db,
  schoolId: number,
  id: number,
): Promise<ImportFacts | undefined> => {
  const [row] = await db
    .select(importFacts)
    .from(formImport)
    .where(and(eq(formImport.schoolId, schoolId), eq(formImport.id, id)));
  return row ? factsOf(row) : undefined;
};

/** The job takes a waiting import (or resumes a running one); false when it was cancelled or finished meanwhile. */
export const startRunning = async (db: Db, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .update(formImport)
    .set({ state: "running", updatedAt: new Date() })
    .where(
      and(
        eq(formImport.schoolId, schoolId),
        eq(formImport.id, id),
        inArray(formImport.state, ["waiting", "running"]),
      ),
    )
    .returning({ id: formImport.id });
  return rows.length > 0;
};

/** waiting → cancelled, and its upload let go; false (nothing changed) from any other state. */
export const cancelWaiting = async (db: Db, schoolId: number, id: number, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .update(formImport)
      .set({ state: "cancelled", updatedAt: now })
      .where(and(eq(formImport.schoolId, schoolId), eq(formImport.id, id), eq(formImport.state, "waiting")))
      .returning({ id: formImport.id });
    if (rows.length === 0) return false;
    await tx
      .delete(formImportFile)
      .where(and(eq(formImportFile.schoolId, schoolId), eq(formImportFile.importId, id)));
    return true;
  });

/** Marks a finished import as seen (the first time counts); false when it has not finished. */
export const acknowledgeFinished = async (
  db: Db,
  schoolId: number,
  id: number,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(formImport)
    .set({ acknowledgedAt: sql`coalesce(${formImport.acknowledgedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(eq(formImport.schoolId, schoolId), eq(formImport.id, id), inArray(formImport.state, [...FINISHED])),
    )
    .returning({ id: formImport.id });
  return rows.length > 0;
};

export type ImportCounts = {
  waiting: number;
  running: number;
  done: number;
  failed: number;
  cancelled: number;
  refused: number;
  /** Finished without going cleanly (failed, refused, or with problem rows) and not yet marked as seen. */
  attention: number;
  /** Progress of the waiting and running ones together, weighted by their rows; null when none runs. */
  percent: number | null;
};

const n = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** A task's imports, or (without a task) the caller's own, counted by state in one statement. */
export const countImports = async (
  db: Db,
  schoolId: number,
  scope: { taskId: number } | { createdBy: number },
): Promise<ImportCounts> => {
  const active = sql`${formImport.state} in ('waiting', 'running')`;
  const [row] = await db
    .select({
      waiting: n(sql`${formImport.state} = 'waiting'`),
      running: n(sql`${formImport.state} = 'running'`),
      done: n(sql`${formImport.state} = 'done'`),
      failed: n(sql`${formImport.state} = 'failed'`),
      cancelled: n(sql`${formImport.state} = 'cancelled'`),
      refused: n(sql`${formImport.state} = 'refused'`),
      attention: n(sql`${formImport.acknowledgedAt} is null and (${formImport.state} in ('failed', 'refused')
        or (${formImport.state} = 'done' and jsonb_array_length(${formImport.problems}) > 0))`),
      percent: sql<number | null>`floor(sum(${formImport.percent}::numeric * greatest(${formImport.total}, 1))
        filter (where ${active}) / nullif(sum(greatest(${formImport.total}, 1)) filter (where ${active}), 0))`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(formImport)
    .where(
      and(
        eq(formImport.schoolId, schoolId),
        "taskId" in scope ? eq(formImport.taskId, scope.taskId) : eq(formImport.createdBy, scope.createdBy),
      ),
    );
  return row;
};

/** The students the import's values still there are about (an update may fill them again). */
export const liveImportStudents = async (
  db: Db | Tx,
  schoolId: number,
  importId: number,
): Promise<number[]> =>
  (
    await db
      .selectDistinct({ id: formValue.belongUserId })
      .from(formImportValue)
      .innerJoin(
        formValue,
        and(eq(formValue.schoolId, formImportValue.schoolId), eq(formValue.id, formImportValue.valueId)),
      )
      .where(
        and(
          eq(formImportValue.schoolId, schoolId),
          eq(formImportValue.importId, importId),
          isNull(formValue.deletedAt),
        ),
      )
  )
    .filter((r) => r.id !== null)
    .map((r) => Number(r.id));

/** Deletes the record unless its job runs (checked in the same statement); false when it runs or is gone. */
export const deleteImportRecord = async (db: Db, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .delete(formImport)
    .where(and(eq(formImport.schoolId, schoolId), eq(formImport.id, id), ne(formImport.state, "running")))
    .returning({ id: formImport.id });
  return rows.length > 0;
};

/** The values a task's imports stored that are still there. */
export const taskImportValueCount = async (db: Db, schoolId: number, taskId: number): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${formValue.id})`.mapWith(Number) })
    .from(formImport)
    .innerJoin(
      formImportValue,
      and(eq(formImportValue.schoolId, formImport.schoolId), eq(formImportValue.importId, formImport.id)),
    )
    .innerJoin(
      formValue,
      and(
        eq(formValue.schoolId, formImportValue.schoolId),
        eq(formValue.id, formImportValue.valueId),
        isNull(formValue.deletedAt),
      ),
    )
    .where(and(eq(formImport.schoolId, schoolId), eq(formImport.taskId, taskId)));
  return row?.n ?? 0;
};
