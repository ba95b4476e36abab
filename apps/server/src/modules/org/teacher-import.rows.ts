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
  /** The class this teacher leads (班主任), by name. */
  leads: string;
  /** Classes this teacher teaches their subject in, by name. */
  teaches: string[];
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
  leads: ["班主任班级", "Class leader of", "班主任"],
  teaches: ["任教班级", "Teaches classes", "Teaching classes"],
} as const;

export type TeacherColumn = keyof typeof teacherColumns;
export const requiredTeacherColumns: TeacherColumn[] = ["name", "account"];

/** Several departments share one cell, split by any of the separators people type. */
const SEPARATORS = /[、,，;；/|]/;

const splitNames = (text: string): string[] => [
  ...new Set(
    text
      .split(SEPARATORS)
      .map((d) => d.trim())
      .filter(Boolean),
  ),
];

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
    departments: splitNames(cell("departments")),
    subject: cell("subject"),
    idCard: readImportIdCard(cell("idCard"), fail),
    leads: cell("leads"),
    teaches: splitNames(cell("teaches")),
  };
  if (r.teaches.length > 0 && !r.subject) fail("subject", "subjectNeeded");
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
