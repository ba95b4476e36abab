import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";
import { factsOf, type ImportFacts, importFacts } from "./form-import-state.store.ts";
import { formImport, formImportFile, formImportValue, formValue } from "./forms.tables.ts";

/** A row that did not import: where, why, and the cells as uploaded (for the error file). */
export type ImportProblem = { row: number; name: string; msg: string; cells: string[] };

export type ImportState = "waiting" | "running" | "done" | "failed" | "cancelled" | "refused";

export type ImportRow = {
  id: number;
  formId: number;
  fileName: string;
  state: ImportState;
  dryRun: boolean;
  percent: number;
  total: number;
  imported: number;
  problems: ImportProblem[];
  taskId: number | null;
  /** Rows gone through so far (the checkpoint a resumed run starts from). */
  rowsDone: number;
  createdAt: Date;
  /** The import whose values this update replaces; null for a first import. */
  replacesId: number | null;
  acknowledgedAt: Date | null;
  /** A synced import ("sync excel data"): the check whose kept upload it stores; null otherwise. */
  syncedFrom: number | null;
};

const columns = {
  id: formImport.id,
  formId: formImport.formId,
  fileName: formImport.fileName,
  state: formImport.state,
  dryRun: formImport.dryRun,
  percent: formImport.percent,
  total: formImport.total,
  imported: formImport.imported,
  problems: formImport.problems,
  taskId: formImport.taskId,
  rowsDone: formImport.rowsDone,
  createdAt: formImport.createdAt,
  replacesId: formImport.replacesId,
  acknowledgedAt: formImport.acknowledgedAt,
  syncedFrom: formImport.syncedFrom,
};

const asRow = (r: Record<string, unknown>): ImportRow => r as ImportRow;

/**
 * The import record and its upload, in the caller's transaction (the one that queues its job). A synced
 * import takes over its check's upload: the check's copy goes in the same transaction, so a second sync of
 * the check finds none (and the unique synced_from refuses a concurrent one).
 */
export const insertImport = async (
  tx: Tx,
  schoolId: number,
  v: {
    formId: number;
    taskId: number | null;
    fileName: string;
    dryRun: boolean;
    total: number;
    createdBy: number;
    data: Buffer;
    replacesId?: number;
    syncedFrom?: number;
  },
): Promise<number> => {
  const { data, ...head } = v;
  const [row] = await tx
    .insert(formImport)
    .values({ schoolId, ...head, state: "waiting" })
    .returning({ id: formImport.id });
  await tx.insert(formImportFile).values({ schoolId, importId: row.id, data });
  if (v.syncedFrom !== undefined)
    await tx
      .delete(formImportFile)
      .where(and(eq(formImportFile.schoolId, schoolId), eq(formImportFile.importId, v.syncedFrom)));
  return row.id;
};

export type ImportProgress = Partial<{
  state: ImportRow["state"];
  percent: number;
  imported: number;
  problems: ImportProblem[];
  rowsDone: number;
}>;

export const updateImport = async (
  db: Db | Tx,
  schoolId: number,
  id: number,
  v: ImportProgress,
): Promise<void> => {
  await db
    .update(formImport)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(formImport.schoolId, schoolId), eq(formImport.id, id)));
};

/**
 * The upload of an import whose job has not finished, or of a finished check that kept it; undefined
 * otherwise (or when the record is gone).
 */
export const importFileOf = async (
  db: Db,
  schoolId: number,
  importId: number,
): Promise<Buffer | undefined> => {
  const [row] = await db
    .select({ data: formImportFile.data })
    .from(formImportFile)
    .where(and(eq(formImportFile.schoolId, schoolId), eq(formImportFile.importId, importId)));
  return row?.data;
};

/**
 * The import's last word: its state and counts, and its upload let go, in one transaction. A check that
 * finished (`keepUpload`) keeps its upload so that it can be synced without uploading again; the same
 * person's earlier finished checks of the same form, task and replaced import let theirs go, so at most
 * one kept upload per person and kind of check stays.
 */
export const finishImport = async (
  db: Db,
  schoolId: number,
  id: number,
  v: ImportProgress,
  keepUpload = false,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await updateImport(tx, schoolId, id, v);
    const superseded = sql`${formImportFile.importId} in (select i.id from form_import i
      join form_import me on me.school_id = i.school_id and me.id = ${id}
      where i.school_id = ${schoolId} and i.id <> me.id and i.dry_run and i.state = 'done'
        and i.form_id = me.form_id and i.task_id is not distinct from me.task_id
        and i.created_by is not distinct from me.created_by
        and i.replaces_id is not distinct from me.replaces_id)`;
    await tx
      .delete(formImportFile)
      .where(
        and(eq(formImportFile.schoolId, schoolId), keepUpload ? superseded : eq(formImportFile.importId, id)),
      );
  });
};

/** Student ids by student no. among the given ones (a no. the school does not know is absent). */
export const studentsByNo = async (db: Db, schoolId: number, nos: string[]): Promise<Map<string, number>> => {
  const out = new Map<string, number>();
  for (let i = 0; i < nos.length; i += 1000) {
    const rows = await db
      .select({ no: studentClassV.studentNo, id: studentClassV.studentId })
      .from(studentClassV)
      .where(
        and(eq(studentClassV.schoolId, schoolId), inArray(studentClassV.studentNo, nos.slice(i, i + 1000))),
      );
    for (const r of rows) if (!out.has(r.no)) out.set(r.no, Number(r.id));
  }
  return out;
};

export const findImport = async (db: Db, schoolId: number, id: number): Promise<ImportRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(formImport)
    .where(and(eq(formImport.schoolId, schoolId), eq(formImport.id, id)));
  return row ? asRow(row) : undefined;
};

export const listImports = async (db: Db, schoolId: number, formId: number): Promise<ImportRow[]> =>
  (
    await db
      .select(columns)
      .from(formImport)
      .where(and(eq(formImport.schoolId, schoolId), eq(formImport.formId, formId)))
      .orderBy(desc(formImport.createdAt), desc(formImport.id))
      .limit(50)
  ).map(asRow);

export const deleteImport = async (db: Db, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .delete(formImport)
    .where(and(eq(formImport.schoolId, schoolId), eq(formImport.id, id)))
    .returning({ id: formImport.id });
  return rows.length > 0;
};

/** Notes the values a row of an import stored (a replayed row's are already there). */
export const recordImportValues = async (
  db: Db,
  schoolId: number,
  importId: number,
  valueIds: number[],
): Promise<void> => {
  if (valueIds.length === 0) return;
  await db
    .insert(formImportValue)
    .values(valueIds.map((valueId) => ({ schoolId, importId, valueId })))
    .onConflictDoNothing();
};

/** The values an import stored that are still there (not deleted since). */
export const liveImportValues = async (db: Db | Tx, schoolId: number, importId: number): Promise<number[]> =>
  (
    await db
      .select({ id: formImportValue.valueId })
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
  ).map((r) => Number(r.id));

export type TaskImportRow = ImportRow & ImportFacts & { createdBy: number | null; values: number };

/** A task's imports, newest first, paged, each with how many of its values are still there. */
export const pageTaskImports = async (
  db: Db,
  schoolId: number,
  q: { taskId: number; limit: number; offset: number },
): Promise<{ rows: TaskImportRow[]; total: number }> => {
  const where = and(eq(formImport.schoolId, schoolId), eq(formImport.taskId, q.taskId));
  const live = sql<number>`(select count(*) from form_import_value iv join form_value v
      on v.school_id = iv.school_id and v.id = iv.value_id and v.deleted_at is null
      where iv.school_id = "form_import"."school_id" and iv.import_id = "form_import"."id")`.mapWith(Number);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...columns, ...importFacts, createdBy: formImport.createdBy, values: live })
      .from(formImport)
      .where(where)
      .orderBy(desc(formImport.createdAt), desc(formImport.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(formImport)
      .where(where),
  ]);
  return { rows: rows.map((r) => factsOf(r) as TaskImportRow), total: n };
};
