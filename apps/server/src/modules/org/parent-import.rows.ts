import { type CellOf, MOBILE } from "./import-sheet.ts";
import { relations } from "./student-import.rows.ts";

/** One row of the parents-only import: a parent and one existing child, named by account or number. */
export type ParentImportRow = {
  row: number;
  parentName: string;
  parentPhone: string;
  studentAccount: string;
  studentNo: string;
  relation: string;
};

/** Column → accepted header texts (template headers first). */
export const parentColumns = {
  parentName: ["家长姓名", "Parent name"],
  parentPhone: ["家长手机", "Parent phone"],
  studentAccount: ["学生账号", "Student account"],
  studentNo: ["学号", "Student number"],
  relation: ["关系", "Relation"],
} as const;

export type ParentColumn = keyof typeof parentColumns;
export const requiredParentColumns: ParentColumn[] = ["parentName", "parentPhone"];

export const readParentRow = (
  cell: CellOf<ParentColumn>,
  row: number,
  fail: (column: ParentColumn, code: string, value?: string) => void,
): ParentImportRow => {
  const relation = cell("relation");
  const r: ParentImportRow = {
    row,
    parentName: cell("parentName"),
    parentPhone: cell("parentPhone"),
    studentAccount: cell("studentAccount"),
    studentNo: cell("studentNo"),
    relation: relations[relation.toLowerCase()] ?? (relation ? "" : "guardian"),
  };
  if (!r.parentName || r.parentName.length > 30) fail("parentName", r.parentName ? "tooLong" : "required");
  if (!r.parentPhone) fail("parentPhone", "required");
  else if (!MOBILE.test(r.parentPhone)) fail("parentPhone", "format", r.parentPhone);
  if (!r.studentAccount && !r.studentNo) fail("studentAccount", "required");
  if (relation && !r.relation) fail("relation", "format", relation);
  return r;
};
