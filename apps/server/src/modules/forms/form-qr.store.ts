import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { formQrVariable } from "./forms.tables.ts";

type Conn = Db | Tx;

export type QrVariableRow = { name: string; value: string };

export const listQrVariables = (db: Conn, schoolId: number, formId: number): Promise<QrVariableRow[]> =>
  db
    .select({ name: formQrVariable.name, value: formQrVariable.value })
    .from(formQrVariable)
    .where(and(eq(formQrVariable.schoolId, schoolId), eq(formQrVariable.formId, formId)))
    .orderBy(asc(formQrVariable.sort), asc(formQrVariable.name));

export const replaceQrVariables = async (tx: Tx, schoolId: number, formId: number, rows: QrVariableRow[]) => {
  await tx
    .delete(formQrVariable)
    .where(and(eq(formQrVariable.schoolId, schoolId), eq(formQrVariable.formId, formId)));
  if (rows.length > 0)
    await tx.insert(formQrVariable).values(rows.map((r, sort) => ({ schoolId, formId, sort, ...r })));
};
