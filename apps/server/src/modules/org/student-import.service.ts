import { and, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { readSheetRows } from "../../platform/files/xlsx.ts";
import { createAccounts, takenLoginNames } from "../identity/index.ts";
import { parent, parentStudent, student } from "./org.tables.ts";
import { listOrgUnits } from "./org-tree.store.ts";
import {
  headerIndex,
  type ImportProblem,
  readStudentRow,
  type StudentImportRow,
} from "./student-import.rows.ts";

export type StudentImportResult = {
  ok: boolean;
  dryRun: boolean;
  rows: number;
  students: number;
  parentsCreated: number;
  parentsLinked: number;
  problems: ImportProblem[];
};

const MAX_ROWS = 20_000;
const BATCH = 1000;

const inBatches = async <T>(items: T[], work: (part: T[]) => Promise<void>) => {
  for (let i = 0; i < items.length; i += BATCH) await work(items.slice(i, i + BATCH));
};

const existingStudentNos = async (db: Db, schoolId: number, nos: string[]): Promise<Set<string>> => {
  const found = new Set<string>();
  await inBatches(nos, async (part) => {
    const rows = await db
      .select({ no: student.studentNo })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), inArray(student.studentNo, part)));
    for (const r of rows) found.add(r.no);
  });
  return found;
};

const existingParents = async (db: Db, schoolId: number, phones: string[]): Promise<Map<string, number>> => {
  const found = new Map<string, number>();
  await inBatches(phones, async (part) => {
    const rows = await db
      .select({ id: parent.id, phone: parent.phone })
      .from(parent)
      .where(and(eq(parent.schoolId, schoolId), inArray(parent.phone, part)));
    for (const r of rows) found.set(r.phone, r.id);
  });
  return found;
};

/** Rows that repeat a value another row already has: studentNo and account must be unique in the file. */
const duplicatesInFile = (rows: StudentImportRow[], problems: ImportProblem[]) => {
  for (const column of ["studentNo", "account"] as const) {
    const seen = new Map<string, number>();
    for (const r of rows) {
      const first = seen.get(r[column]);
      if (first !== undefined) problems.push({ row: r.row, column, code: "duplicate", value: String(first) });
      else seen.set(r[column], r.row);
    }
  }
};

const checkAgainstSchool = async (
  db: Db,
  schoolId: number,
  rows: StudentImportRow[],
  problems: ImportProblem[],
) => {
  const classes = (await listOrgUnits(db, schoolId)).filter((u) => u.kind === "class");
  const byName = new Map<string, number[]>();
  for (const c of classes) byName.set(c.name, [...(byName.get(c.name) ?? []), c.id]);
  const nos = await existingStudentNos(
    db,
    schoolId,
    rows.map((r) => r.studentNo),
  );
  const accounts = await takenLoginNames(
    db,
    schoolId,
    1,
    rows.map((r) => r.account),
  );
  const classOf = new Map<number, number>();
  for (const r of rows) {
    const ids = byName.get(r.className) ?? [];
    if (ids.length !== 1)
      problems.push({
        row: r.row,
        column: "className",
        code: ids.length ? "ambiguous" : "unknownClass",
        value: r.className,
      });
    else classOf.set(r.row, ids[0]);
    if (nos.has(r.studentNo))
      problems.push({ row: r.row, column: "studentNo", code: "exists", value: r.studentNo });
    if (accounts.has(r.account))
      problems.push({ row: r.row, column: "account", code: "exists", value: r.account });
  }
  return classOf;
};

const readRows = async (data: Buffer, problems: ImportProblem[]): Promise<StudentImportRow[]> => {
  let sheet: string[][];
  try {
    sheet = await readSheetRows(data);
  } catch {
    problems.push({ row: 0, column: "", code: "unreadable" });
    return [];
  }
  const { index, missing } = headerIndex(sheet[0] ?? []);
  for (const column of missing) problems.push({ row: 1, column, code: "missingColumn" });
  if (missing.length) return [];
  if (sheet.length - 1 > MAX_ROWS) {
    problems.push({ row: 0, column: "", code: "tooManyRows", value: String(MAX_ROWS) });
    return [];
  }
  const rows: StudentImportRow[] = [];
  sheet.slice(1).forEach((cells, i) => {
    const r = readStudentRow(cells, i + 2, index, problems);
    if (r) rows.push(r);
  });
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 0, column: "", code: "empty" });
  return rows;
};

/**
 * Imports students with their parents from .xlsx. Every row is checked first; if any row fails, nothing is
 * written and every problem is returned. Parents are matched by phone: within the file (siblings share one
 * parent) and against the school's existing parents.
 */
export const importStudents = async (
  db: Db,
  auth: AuthContext,
  data: Buffer,
  dryRun: boolean,
): Promise<StudentImportResult> => {
  const problems: ImportProblem[] = [];
  const rows = await readRows(data, problems);
  duplicatesInFile(rows, problems);
  const classOf = rows.length
    ? await checkAgainstSchool(db, auth.schoolId, rows, problems)
    : new Map<number, number>();
  const phones = [...new Set(rows.filter((r) => r.parentPhone).map((r) => r.parentPhone))];
  const known = await existingParents(db, auth.schoolId, phones);
  const newPhones = phones.filter((p) => !known.has(p));
  const result: StudentImportResult = {
    ok: problems.length === 0,
    dryRun,
    rows: rows.length,
    students: rows.length,
    parentsCreated: newPhones.length,
    parentsLinked: rows.filter((r) => r.parentPhone).length,
    problems: problems.sort((a, b) => a.row - b.row).slice(0, 1000),
  };
  if (!result.ok || dryRun) return result;
  await db.transaction((tx) => writeImport(tx, auth.schoolId, rows, classOf, known, newPhones));
  return result;
};

const writeImport = async (
  tx: Db,
  schoolId: number,
  rows: StudentImportRow[],
  classOf: Map<number, number>,
  parentIds: Map<string, number>,
  newPhones: string[],
) => {
  const studentIds: number[] = [];
  await inBatches(rows, async (part) => {
    const created = await tx
      .insert(student)
      .values(
        part.map((r) => ({
          schoolId,
          name: r.name,
          gender: r.gender,
          studentNo: r.studentNo,
          classId: classOf.get(r.row)!,
        })),
      )
      .returning({ id: student.id });
    studentIds.push(...created.map((c) => c.id));
  });
  await createAccounts(
    tx,
    rows.map((r, i) => ({ schoolId, userType: 1, userId: studentIds[i], loginName: r.account, phone: null })),
  );
  const nameOf = new Map(rows.filter((r) => r.parentPhone).map((r) => [r.parentPhone, r.parentName]));
  await inBatches(newPhones, async (part) => {
    const created = await tx
      .insert(parent)
      .values(part.map((phone) => ({ schoolId, phone, name: nameOf.get(phone) || phone })))
      .returning({ id: parent.id, phone: parent.phone });
    for (const c of created) parentIds.set(c.phone, c.id);
  });
  await createAccounts(
    tx,
    newPhones.map((phone) => ({
      schoolId,
      userType: 2,
      userId: parentIds.get(phone)!,
      loginName: phone,
      phone,
    })),
  );
  const links = rows.flatMap((r, i) =>
    r.parentPhone
      ? [
          {
            schoolId,
            parentId: parentIds.get(r.parentPhone)!,
            studentId: studentIds[i],
            relation: r.relation,
          },
        ]
      : [],
  );
  await inBatches(links, async (part) => {
    await tx.insert(parentStudent).values(part);
  });
};
