/** Reading one import sheet: headers in either language, one problem per bad cell, nothing thrown. */

export type ImportProblem = { row: number; column: string; code: string; value?: string };

export type StudentImportRow = {
  row: number;
  name: string;
  studentNo: string;
  gender: number | null;
  className: string;
  account: string;
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
  parentName: ["家长姓名", "Parent name"],
  parentPhone: ["家长手机", "Parent phone"],
  relation: ["关系", "Relation"],
} as const;

export type StudentColumn = keyof typeof studentColumns;

const genders: Record<string, number> = { 男: 1, 女: 2, m: 1, f: 2, male: 1, female: 2, "1": 1, "2": 2 };
const relations: Record<string, string> = {
  父亲: "father",
  母亲: "mother",
  father: "father",
  mother: "mother",
  爷爷: "grandfather",
  奶奶: "grandmother",
  外公: "grandfather",
  外婆: "grandmother",
  其他: "other",
  other: "other",
};

export const headerIndex = (
  header: string[],
): { index: Partial<Record<StudentColumn, number>>; missing: StudentColumn[] } => {
  const index: Partial<Record<StudentColumn, number>> = {};
  const normal = header.map((h) => h.trim().toLowerCase());
  for (const [column, names] of Object.entries(studentColumns) as [StudentColumn, readonly string[]][]) {
    const accepted = names.map((n) => n.toLowerCase());
    const at = normal.findIndex((h) => accepted.includes(h));
    if (at >= 0) index[column] = at;
  }
  const required: StudentColumn[] = ["studentNo", "name", "className"];
  return { index, missing: required.filter((c) => index[c] === undefined) };
};

const ACCOUNT = /^[A-Za-z0-9]{3,12}$/;
const STUDENT_NO = /^[A-Za-z0-9-]{1,20}$/;
const MOBILE = /^1[3-9]\d{9}$/;

/** Checks one row on its own (cross-row and database checks come after); undefined for an empty row. */
export const readStudentRow = (
  cells: string[],
  row: number,
  index: Partial<Record<StudentColumn, number>>,
  problems: ImportProblem[],
): StudentImportRow | undefined => {
  const cell = (c: StudentColumn) => (index[c] === undefined ? "" : (cells[index[c]!] ?? "").trim());
  if (Object.keys(studentColumns).every((c) => cell(c as StudentColumn) === "")) return undefined;
  const fail = (column: StudentColumn, code: string, value?: string) =>
    problems.push({ row, column, code, value });
  const r: StudentImportRow = {
    row,
    name: cell("name"),
    studentNo: cell("studentNo"),
    gender: null,
    className: cell("className"),
    account: cell("account") || cell("studentNo"),
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
  // Kept even when it has problems, so that the class and uniqueness checks report on it too.
  return r;
};
