import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { formTemplate } from "./forms.tables.ts";

export type TemplateRow = { id: number; name: string; items: unknown[]; createdAt: Date };

const columns = {
  id: formTemplate.id,
  name: formTemplate.name,
  items: formTemplate.items,
  createdAt: formTemplate.createdAt,
};
const asRow = (r: { items: unknown } & Omit<TemplateRow, "items">): TemplateRow => ({
  ...r,
  items: Array.isArray(r.items) ? r.items : [],
});

export const insertTemplate = async (
  db: Db,
  schoolId: number,
  v: { name: string; items: unknown[]; createdBy: number },
): Promise<number> => {
  const [row] = await db
    .insert(formTemplate)
    .values({ schoolId, ...v })
    .returning({ id: formTemplate.id });
  return row.id;
};

export const listTemplates = async (db: Db, schoolId: number): Promise<TemplateRow[]> =>
  (
    await db
      .select(columns)
      .from(formTemplate)
      .where(eq(formTemplate.schoolId, schoolId))
      .orderBy(desc(formTemplate.createdAt), desc(formTemplate.id))
      .limit(200)
  ).map(asRow);

export const findTemplate = async (
  db: Db,
  schoolId: number,
  id: number,
): Promise<TemplateRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(formTemplate)
    .where(and(eq(formTemplate.schoolId, schoolId), eq(formTemplate.id, id)));
  return row ? asRow(row) : undefined;
};

export const deleteTemplate = async (db: Db, schoolId: number, id: number): Promise<boolean> =>
  (
    await db
      .delete(formTemplate)
      .where(and(eq(formTemplate.schoolId, schoolId), eq(formTemplate.id, id)))
      .returning({ id: formTemplate.id })
  ).length > 0;
