import type { StoredValue } from "@eos/contracts";
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { formValue, formValueItem } from "./forms.tables.ts";

export type ValueHeader = {
  id: number;
  formId: number;
  version: number;
  taskId: number | null;
  userId: number | null;
  userType: number | null;
  userName: string | null;
  belongUserId: number | null;
  visitorId: number | null;
  draft: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** A new value; its times come from the application's clock (periods and deadlines are computed with it). */
export type NewValue = Omit<ValueHeader, "id" | "createdAt" | "updatedAt"> & { createdAt?: Date };
/** Who a draft belongs to: one per (person, form, task, and for a parent the child the task's fill is about). */
export type DraftKey = {
  userId: number;
  userType: number;
  formId: number;
  taskId: number | null;
  belongUserId: number | null;
};

const header = {
  id: formValue.id,
  formId: formValue.formId,
  version: formValue.version,
  taskId: formValue.taskId,
  userId: formValue.userId,
  userType: formValue.userType,
  userName: formValue.userName,
  belongUserId: formValue.belongUserId,
  visitorId: formValue.visitorId,
  draft: formValue.draft,
  createdAt: formValue.createdAt,
  updatedAt: formValue.updatedAt,
};

export const insertFormValue = async (tx: Tx, schoolId: number, value: NewValue): Promise<number> => {
  const [row] = await tx
    .insert(formValue)
    .values({ schoolId, ...value, updatedAt: value.createdAt })
    .returning({ id: formValue.id });
  return row.id;
};

/**
 * Inserts the value records of one or more form values in one statement. The rows travel as one JSON
 * parameter unpacked by json_to_recordset: building a multi-row VALUES list through the query builder cost
 * about half of a submission's CPU (bench/form-submit.bench.ts), this costs a JSON.stringify.
 */
export const insertValueItems = async (
  tx: Tx,
  schoolId: number,
  rows: ReadonlyArray<{ formValueId: number; values: readonly StoredValue[] }>,
): Promise<void> => {
  const all = rows.flatMap((r) =>
    r.values.map((v) => ({
      f: r.formValueId,
      i: v.itemId,
      t: v.itemType,
      r: v.recordNum,
      p: v.pid,
      v: v.val,
      o: v.valOther,
      h: v.hidden,
    })),
  );
  if (all.length === 0) return;
  await tx.execute(sql`
    insert into form_value_item (school_id, form_value_id, item_id, item_type, record_num, pid, val, val_other, hidden)
    select ${schoolId}, x.f, x.i, x.t, x.r, x.p, x.v, x.o, x.h
    from json_to_recordset(${JSON.stringify(all)}::json)
      as x(f bigint, i bigint, t smallint, r integer, p integer, v text, o text, h boolean)`);
};

export const deleteValueItems = async (tx: Tx, schoolId: number, formValueIds: number[]): Promise<void> => {
  if (formValueIds.length === 0) return;
  await tx
    .delete(formValueItem)
    .where(and(eq(formValueItem.schoolId, schoolId), inArray(formValueItem.formValueId, formValueIds)));
};

/** A live (not deleted) form value; `lock` takes its row lock for an edit or a delete. */
export const findFormValue = async (
  db: Db | Tx,
  schoolId: number,
  id: number,
  lock = false,
): Promise<ValueHeader | undefined> => {
  const query = db
    .select(header)
    .from(formValue)
    .where(and(eq(formValue.schoolId, schoolId), eq(formValue.id, id), isNull(formValue.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
};

/** Live, submitted values among these ids (drafts and deleted values are nobody's to read). */
export const liveValueHeads = async (db: Db | Tx, schoolId: number, ids: number[]): Promise<ValueHeader[]> =>
  ids.length === 0
    ? []
    : db
        .select(header)
        .from(formValue)
        .where(
          and(
            eq(formValue.schoolId, schoolId),
            inArray(formValue.id, ids),
            isNull(formValue.deletedAt),
            eq(formValue.draft, false),
          ),
        );

export const findFormValues = async (
  tx: Tx,
  schoolId: number,
  formId: number,
  ids: number[],
): Promise<ValueHeader[]> =>
  tx
    .select(header)
    .from(formValue)
    .where(
      and(
        eq(formValue.schoolId, schoolId),
        eq(formValue.formId, formId),
        inArray(formValue.id, ids),
        isNull(formValue.deletedAt),
        eq(formValue.draft, false),
      ),
    )
    .orderBy(asc(formValue.id))
    .for("update");

export const touchFormValue = async (tx: Tx, schoolId: number, id: number, now: Date): Promise<void> => {
  await tx
    .update(formValue)
    .set({ updatedAt: now })
    .where(and(eq(formValue.schoolId, schoolId), eq(formValue.id, id)));
};

export const softDeleteValues = async (tx: Tx, schoolId: number, ids: number[], now: Date): Promise<void> => {
  await tx
    .update(formValue)
    .set({ deletedAt: now })
    .where(and(eq(formValue.schoolId, schoolId), inArray(formValue.id, ids)));
};

/** Value records of form values, by form value, in storage order. */
export const valuesOf = async (
  db: Db | Tx,
  schoolId: number,
  formValueIds: number[],
): Promise<Map<number, StoredValue[]>> => {
  const out = new Map<number, StoredValue[]>(formValueIds.map((id) => [id, []]));
  if (formValueIds.length === 0) return out;
  const rows = await db
    .select({
      formValueId: formValueItem.formValueId,
      itemId: formValueItem.itemId,
      val: formValueItem.val,
      valOther: formValueItem.valOther,
      itemType: formValueItem.itemType,
      recordNum: formValueItem.recordNum,
      pid: formValueItem.pid,
      hidden: formValueItem.hidden,
    })
    .from(formValueItem)
    .where(and(eq(formValueItem.schoolId, schoolId), inArray(formValueItem.formValueId, formValueIds)))
    .orderBy(asc(formValueItem.id));
  for (const { formValueId, ...v } of rows) out.get(formValueId)?.push(v);
  return out;
};

const draftWhere = (schoolId: number, key: DraftKey) =>
  and(
    eq(formValue.schoolId, schoolId),
    eq(formValue.formId, key.formId),
    eq(formValue.userId, key.userId),
    eq(formValue.userType, key.userType),
    key.taskId === null ? isNull(formValue.taskId) : eq(formValue.taskId, key.taskId),
    key.belongUserId === null ? isNull(formValue.belongUserId) : eq(formValue.belongUserId, key.belongUserId),
    eq(formValue.draft, true),
    isNull(formValue.deletedAt),
  );

/** The newest draft of a person for a form (and task). */
export const findDraft = async (
  db: Db | Tx,
  schoolId: number,
  key: DraftKey,
): Promise<ValueHeader | undefined> => {
  const [row] = await db
    .select(header)
    .from(formValue)
    .where(draftWhere(schoolId, key))
    .orderBy(desc(formValue.updatedAt), desc(formValue.id))
    .limit(1);
  return row;
};

/** Removes a person's drafts for a form (and task): on each draft save, and when the real submission lands. */
export const deleteDrafts = async (tx: Tx, schoolId: number, key: DraftKey): Promise<void> => {
  const drafts = await tx.select({ id: formValue.id }).from(formValue).where(draftWhere(schoolId, key));
  const ids = drafts.map((d) => d.id);
  if (ids.length === 0) return;
  await deleteValueItems(tx, schoolId, ids);
  await tx.delete(formValue).where(and(eq(formValue.schoolId, schoolId), inArray(formValue.id, ids)));
};

export type ValuePageQuery = {
  formId: number;
  page: number;
  size: number;
  keyword?: string;
  /** Only the values filled for this task (a task's own view of its form's values). */
  taskId?: number;
  /** A class leader's view: only values about these students or filled by them. */
  studentIds?: number[];
};

/** Submitted (not draft, not deleted) values of a form, newest first; keyword matches the filler or a value. */
export const pageFormValues = async (
  db: Db,
  schoolId: number,
  q: ValuePageQuery,
): Promise<{ rows: ValueHeader[]; total: number }> => {
  const pattern = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(formValue.schoolId, schoolId),
    eq(formValue.formId, q.formId),
    eq(formValue.draft, false),
    isNull(formValue.deletedAt),
    q.taskId === undefined ? undefined : eq(formValue.taskId, q.taskId),
    q.studentIds === undefined
      ? undefined
      : q.studentIds.length === 0
        ? sql`false`
        : or(
            inArray(formValue.belongUserId, q.studentIds),
            and(eq(formValue.userType, 1), inArray(formValue.userId, q.studentIds)),
          ),
    pattern === undefined
      ? undefined
      : or(
          ilike(formValue.userName, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(formValueItem)
              .where(
                and(
                  eq(formValueItem.schoolId, formValue.schoolId),
                  eq(formValueItem.formValueId, formValue.id),
                  eq(formValueItem.hidden, false),
                  ilike(formValueItem.val, pattern),
                ),
              ),
          ),
        ),
  );
  const rows = await db
    .select(header)
    .from(formValue)
    .where(where)
    .orderBy(desc(formValue.createdAt), desc(formValue.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(formValue).where(where);
  return { rows, total: Number(n) };
};

/**
 * What other modules need to know of changed task values (deleted ones included): their task, the student
 * they are about and when they were filled. Values outside tasks or about nobody are left out.
 */
export const taskValueFacts = async (
  db: Db,
  schoolId: number,
  ids: number[],
): Promise<{ id: number; taskId: number; studentId: number; createdAt: Date }[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: formValue.id,
      taskId: formValue.taskId,
      studentId: formValue.belongUserId,
      createdAt: formValue.createdAt,
    })
    .from(formValue)
    .where(and(eq(formValue.schoolId, schoolId), inArray(formValue.id, ids)));
  return rows.flatMap((r) =>
    r.taskId === null || r.studentId === null
      ? []
      : [{ id: r.id, taskId: r.taskId, studentId: r.studentId, createdAt: r.createdAt }],
  );
};
