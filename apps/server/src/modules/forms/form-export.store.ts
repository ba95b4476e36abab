import { and, asc, desc, eq, gt, inArray, isNull, lte, max } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { studentsByIds } from "../org/index.ts";
import { form, formValue, formValueItem, formVersion } from "./forms.tables.ts";

export type ExportValue = {
  id: number;
  /** The form version it was filled against: its cells read that version's names. */
  version: number;
  userName: string | null;
  belongName: string | null;
  createdAt: Date;
  items: { itemId: number; recordNum: number | null; pid: number | null; val: string; valOther: string }[];
};

export type VersionItems = { version: number; items: unknown[] };

/** The form's name and every released version's items, newest first; null for an unknown or deleted form. */
export const findFormVersions = async (
  db: Db,
  schoolId: number,
  formId: number,
): Promise<{ name: string; versions: VersionItems[] } | null> => {
  const [row] = await db
    .select({ name: form.name })
    .from(form)
    .where(and(eq(form.schoolId, schoolId), eq(form.id, formId), isNull(form.deletedAt)));
  if (!row) return null;
  const versions = await db
    .select({ version: formVersion.version, items: formVersion.items })
    .from(formVersion)
    .where(and(eq(formVersion.schoolId, schoolId), eq(formVersion.formId, formId)))
    .orderBy(desc(formVersion.version));
  return {
    name: row.name,
    versions: versions.map((v) => ({ version: v.version, items: Array.isArray(v.items) ? v.items : [] })),
  };
};

/** Which submissions a pass reads: after `afterId` (keyset), up to `maxId`, at most `limit` of them. */
export type ExportBatch = {
  afterId: number;
  maxId?: number;
  limit: number;
  taskId?: number;
  /** Only these items' values (a group sheet's pass); all of them when absent. */
  itemIds?: number[];
};

/**
 * One keyset page of a form's submitted (not draft, not deleted) values, in id order, with their item values:
 * an export reads the form batch by batch, so memory holds one batch whatever the form's size.
 */
export const exportValueBatch = async (
  db: Db,
  schoolId: number,
  formId: number,
  batch: ExportBatch,
): Promise<ExportValue[]> => {
  const heads = await db
    .select({
      id: formValue.id,
      version: formValue.version,
      userName: formValue.userName,
      belongUserId: formValue.belongUserId,
      createdAt: formValue.createdAt,
    })
    .from(formValue)
    .where(
      and(
        eq(formValue.schoolId, schoolId),
        eq(formValue.formId, formId),
        eq(formValue.draft, false),
        isNull(formValue.deletedAt),
        gt(formValue.id, batch.afterId),
        batch.maxId === undefined ? undefined : lte(formValue.id, batch.maxId),
        batch.taskId === undefined ? undefined : eq(formValue.taskId, batch.taskId),
      ),
    )
    .orderBy(asc(formValue.id))
    .limit(batch.limit);
  if (heads.length === 0) return [];
  const belongIds = [...new Set(heads.flatMap((h) => (h.belongUserId === null ? [] : [h.belongUserId])))];
  const names = new Map<number, string>();
  for (let i = 0; i < belongIds.length; i += 1000)
    for (const s of await studentsByIds(db, schoolId, belongIds.slice(i, i + 1000))) names.set(s.id, s.name);
  const byValue = new Map<number, ExportValue>(
    heads.map(({ belongUserId, ...h }) => [
      h.id,
      { ...h, belongName: belongUserId === null ? null : (names.get(belongUserId) ?? null), items: [] },
    ]),
  );
  const ids = heads.map((h) => h.id);
  if (batch.itemIds?.length === 0) return [...byValue.values()];
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({
        formValueId: formValueItem.formValueId,
        itemId: formValueItem.itemId,
        recordNum: formValueItem.recordNum,
        pid: formValueItem.pid,
        val: formValueItem.val,
        valOther: formValueItem.valOther,
      })
      .from(formValueItem)
      .where(
        and(
          eq(formValueItem.schoolId, schoolId),
          inArray(formValueItem.formValueId, ids.slice(i, i + 1000)),
          batch.itemIds === undefined ? undefined : inArray(formValueItem.itemId, batch.itemIds),
        ),
      )
      .orderBy(asc(formValueItem.id));
    for (const { formValueId, ...rest } of rows) byValue.get(formValueId)?.items.push(rest);
  }
  return [...byValue.values()];
};

/** The form's newest value id now (0 for none): one export's passes read no value submitted after it began. */
export const newestValueId = async (db: Db, schoolId: number, formId: number): Promise<number> => {
  const [row] = await db
    .select({ id: max(formValue.id) })
    .from(formValue)
    .where(and(eq(formValue.schoolId, schoolId), eq(formValue.formId, formId)));
  return Number(row?.id ?? 0);
};
