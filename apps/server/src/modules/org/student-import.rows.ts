import { readImportIdCard } from "./import-id-card.ts";
import { ACCOUNT, type CellOf, genders, MOBILE } from "./import-sheet.ts";

/** One row of the student and parent import, checked on its own (cross-row and database checks come after). */
export type StudentImportRow = {
  row: number;
  name: string;
  studentNo: string;
  gender: number | null;
  className: string;
  account: string;
  idCard: string;
  parentName: string;
  parentPhone: string;
  relation: string;
};

/** Column → accepted header texts (template headers first). */
export const studentColumns = {
  studentNo: ["学号", "Student number"],
  name: ["姓名", "Name"],
  gender: ["性别", "Gender"],
  className: ["班级", "Class"],
  account: ["账号", "Account"],
  idCard: ["身份证号", "ID card number", "身份证"],
  parentName: ["家长姓名", "Parent name"],
  parentPhone: ["家长手机", "Parent phone"],
  relation: ["关系", "Relation"],
} as const;

export type StudentColumn = keyof typeof studentColumns;
export const requiredStudentColumns: StudentColumn[] = ["studentNo", "name", "className"];

export const relations: Record<string, string> = {
  父亲: "father",
  母亲: "mother",
  father: "father",
  mother: "mother",
  爷爷: "grandfather",
  奶奶: "grandmother",
  外公: "grandfather",
  外婆: "grandmother",
  grandfather: "grandfather",
  grandmother: "grandmother",
  监护人: "guardian",
  guardian: "guardian",
  其他: "other",
  other: "other",
};

const STUDENT_NO = /^[A-Za-z0-9-]{1,20}$/;

/** Kept even when it has problems, so that the class and uniqueness checks report on it too. */
export const readStudentRow = (
  cell: CellOf<StudentColumn>,
  row: number,
  fail: (column: StudentColumn, code: string, value?: string) => void,
): StudentImportRow => {
  const r: StudentImportRow = {
    row,
    name: cell("name"),
    studentNo: cell("studentNo"),
    gender: null,
    className: cell("className"),
    account: cell("account") || cell("studentNo"),
    idCard: readImportIdCard(cell("idCard"), fail),
    parentName: cell("parentName"),
    parentPhone: cell("parentPhone"),
    relation: relations[cell("relation").toLowerCase()] ?? (cell("relation") ? "" : "guardian"),
  };
  if (!r.name || r.name.length > 30) fail("name", r.name ? "tooLong" : "required");
  if (!STUDENT_NO.test(r.studentNo)) fail("studentNo", r.studentNo ? "format" : "required", r.studentNo);
  if (!r.className) fail("className", "required");
  if (!ACCOUNT.test(r.account)) fail("account", "accountFormat", r.account);
  const g = cell("gender").toLowerCase();
  if (g) {
    if (genders[g] === undefined) fail("gender", "format", g);
    else r.gender = genders[g];
  }
  if (r.parentName && !r.parentPhone) fail("parentPhone", "required");
  if (r.parentPhone && !MOBILE.test(r.parentPhone)) fail("parentPhone", "format", r.parentPhone);
  if (cell("relation") && !r.relation) fail("relation", "format", cell("relation"));
  return r;
};
