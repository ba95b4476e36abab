import type { PageQuery } from "@eos/contracts";
import { and, asc, count, desc, eq, ilike, isNull, max, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { form, formValue, formVersion } from "./forms.tables.ts";

type Conn = Db | Tx;

export type FormRow = {
  id: number;
  name: string;
  draft: unknown[];
  settings: Record<string, unknown>;
  version: number | null;
  draftChanged: boolean;
  updatedAt: Date;
};

const columns = {
  id: form.id,
  name: form.name,
  draft: form.draft,
  settings: form.settings,
  version: form.version,
  draftChanged: form.draftChanged,
  updatedAt: form.updatedAt,
};

const rowOf = (r: { draft: unknown; settings: unknown } & Omit<FormRow, "draft" | "settings">): FormRow => ({
  ...r,
  draft: Array.isArray(r.draft) ? r.draft : [],
  settings: (r.settings ?? {}) as Record<string, unknown>,
});

/** `n` fresh item ids from the one sequence, so an id names one item in every version of its form. */
export const nextItemIds = async (db: Conn, n: number): Promise<number[]> => {
  if (n <= 0) return [];
  const res = await db.execute(sql`select nextval('form_item_id_seq') as id from generate_series(1, ${n})`);
  return (res.rows as { id: number | string }[]).map((r) => Number(r.id));
};

/** The highest item id ever handed out; ids above it were never issued. */
export const lastIssuedItemId = async (db: Conn): Promise<number> => {
  const res = await db.execute(sql`select last_value, is_called from form_item_id_seq`);
  const row = res.rows[0] as { last_value: number | string; is_called: boolean };
  return row.is_called ? Number(row.last_value) : Number(row.last_value) - 1;
};

export const insertForm = async (
  db: Conn,
  schoolId: number,
  values: { name: string; draft: unknown[]; createdBy: number },
): Promise<number> => {
  const [row] = await db
    .insert(form)
    .values({ schoolId, name: values.name, draft: values.draft, createdBy: values.createdBy })
    .returning({ id: form.id });
  return row!.id;
};

/** A live form of the school; `lock` holds the row until the transaction ends. */
export const findForm = async (
  db: Conn,
  schoolId: number,
  id: number,
  lock = false,
): Promise<FormRow | null> => {
  const query = db
    .select(columns)
    .from(form)
    .where(and(eq(form.schoolId, schoolId), eq(form.id, id), isNull(form.deletedAt)));
  const rows = lock ? await query.for("update") : await query;
  return rows[0] ? rowOf(rows[0]) : null;
};

export const updateForm = async (
  db: Conn,
  schoolId: number,
  id: number,
  values: { name?: string; draft?: unknown[]; settings?: Record<string, unknown>; draftChanged?: boolean },
): Promise<void> => {
  await db
    .update(form)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(form.schoolId, schoolId), eq(form.id, id)));
};

export const softDeleteForm = async (db: Conn, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .update(form)
    .set({ deletedAt: new Date() })
    .where(and(eq(form.schoolId, schoolId), eq(form.id, id), isNull(form.deletedAt)))
    .returning({ id: form.id });
  return rows.length > 0;
};

export const latestVersion = async (db: Conn, schoolId: number, formId: number): Promise<number> => {
  const [row] = await db
    .select({ v: max(formVersion.version) })
    .from(formVersion)
    .where(and(eq(formVersion.schoolId, schoolId), eq(formVersion.formId, formId)));
  return row?.v ?? 0;
};

export const insertVersion = async (
  db: Conn,
  schoolId: number,
  values: { formId: number; version: number; name: string; items: unknown[]; releasedBy: number },
): Promise<void> => {
  await db.insert(formVersion).values({ schoolId, ...values });
  await db
    .update(form)
    .set({ version: values.version, draftChanged: false })
    .where(and(eq(form.schoolId, schoolId), eq(form.id, values.formId)));
};

/**
 * Which forms of the school use each of `ids` as an item id, in a draft or a released version. Items are
 * told from options by their `childItem` list, which every stored item has.
 */
export const formsUsingItemIds = async (
  db: Conn,
  schoolId: number,
  ids: number[],
): Promise<Map<number, Set<number>>> => {
  const out = new Map<number, Set<number>>();
  if (ids.length === 0) return out;
  const wanted = sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  const path = "strict $.** ? (exists(@.childItem))";
  const res = await db.execute(sql`
    select distinct u.form_id, u.item_id from (
      select f.id as form_id, x->>'id' as item_id
        from ${form} f cross join lateral jsonb_path_query(f.draft, ${path}::jsonpath) x
       where f.school_id = ${schoolId}
      union all
      select v.form_id, x->>'id'
        from ${formVersion} v cross join lateral jsonb_path_query(v.items, ${path}::jsonpath) x
       where v.school_id = ${schoolId}
    ) u where u.item_id in (${wanted})`);
  for (const r of res.rows as { form_id: number | string; item_id: string }[]) {
    const id = Number(r.item_id);
    const set = out.get(id) ?? new Set<number>();
    set.add(Number(r.form_id));
    out.set(id, set);
  }
  return out;
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const itemCountSql = sql<number>`coalesce(jsonb_array_length(jsonb_path_query_array(${form.draft}, 'strict $.** ? (exists(@.childItem))')), 0)`;

export type FormListRow = Omit<FormRow, "draft" | "settings"> & { itemCount: number; valueCount: number };

/** Live forms of the school, searched by name, with item and submission counts. */
export const pageForms = async (
  db: Conn,
  schoolId: number,
  q: PageQuery,
): Promise<{ rows: FormListRow[]; total: number }> => {
  const conditions: (SQL | undefined)[] = [eq(form.schoolId, schoolId), isNull(form.deletedAt)];
  if (q.keyword) conditions.push(ilike(form.name, like(q.keyword)));
  const where = and(...conditions);
  const sortable = { name: form.name, updatedAt: form.updatedAt } as const;
  const column = sortable[q.sortField as keyof typeof sortable] ?? form.updatedAt;
  const direction = q.sortField && q.sortOrder === "ascend" ? asc : desc;
  // Qualified by hand: inside a select list drizzle writes bare column names, which the subquery would take as v's.
  const valueCount = sql<number>`(select count(*) from ${formValue} v
    where v.school_id = ${form}.school_id and v.form_id = ${form}.id and v.deleted_at is null and not v.draft)`;
  const rows = await db
    .select({
      id: form.id,
      name: form.name,
      version: form.version,
      draftChanged: form.draftChanged,
      updatedAt: form.updatedAt,
      itemCount: itemCountSql,
      valueCount,
    })
    .from(form)
    .where(where)
    .orderBy(direction(column), desc(form.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [total] = await db.select({ n: count() }).from(form).where(where);
  return {
    rows: rows.map((r) => ({ ...r, itemCount: Number(r.itemCount), valueCount: Number(r.valueCount) })),
    total: Number(total?.n ?? 0),
  };
};
