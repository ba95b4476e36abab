import { readImportIdCard } from "./import-id-card.ts";
import { ACCOUNT, type CellOf, genders, MOBILE } from "./import-sheet.ts";

export type TeacherImportRow = {
  row: number;
  name: string;
  account: string;
  phone: string;
  gender: number | null;
  departments: string[];
  subject: string;
  idCard: string;
};

/** Column → accepted header texts (template headers first). */
export const teacherColumns = {
  name: ["姓名", "Name"],
  account: ["账号", "Account"],
  phone: ["手机", "Phone", "手机号"],
  gender: ["性别", "Gender"],
  departments: ["部门", "Departments", "Department"],
  subject: ["学科", "Subject"],
  idCard: ["身份证号", "ID card number", "身份证"],
} as const;

export type TeacherColumn = keyof typeof teacherColumns;
export const requiredTeacherColumns: TeacherColumn[] = ["name", "account"];

/** Several departments share one cell, split by any of the separators people type. */
const SEPARATORS = /[、,，;；/|]/;

export const readTeacherRow = (
  cell: CellOf<TeacherColumn>,
  row: number,
  fail: (column: TeacherColumn, code: string, value?: string) => void,
): TeacherImportRow => {
  const r: TeacherImportRow = {
    row,
    name: cell("name"),
    account: cell("account"),
    phone: cell("phone"),
    gender: null,
    departments: [
      ...new Set(
        cell("departments")
          .split(SEPARATORS)
          .map((d) => d.trim())
          .filter(Boolean),
      ),
    ],
    subject: cell("subject"),
    idCard: readImportIdCard(cell("idCard"), fail),
  };
  if (!r.name || r.name.length > 30) fail("name", r.name ? "tooLong" : "required");
  if (!r.account) fail("account", "required");
  else if (!ACCOUNT.test(r.account)) fail("account", "accountFormat", r.account);
  if (r.phone && !MOBILE.test(r.phone)) fail("phone", "format", r.phone);
  if (r.subject.length > 20) fail("subject", "tooLong");
  const g = cell("gender").toLowerCase();
  if (g) {
    if (genders[g] === undefined) fail("gender", "format", g);
    else r.gender = genders[g];
  }
  return r;
};
