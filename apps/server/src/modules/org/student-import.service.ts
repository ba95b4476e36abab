import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { AccountPort, PeopleDeps } from "./account.port.ts";
import { type IdCardKeys, noIdCard, storeIdCard } from "./id-card.ts";
import { idCardsTakenInSchool } from "./import-id-card.ts";
import { duplicatesInFile, type ImportProblem, readImportSheet, sortedProblems } from "./import-sheet.ts";
import { listOrgUnits } from "./org-tree.store.ts";
import {
  insertImportedParents,
  insertImportedStudents,
  insertParentLinks,
  parentIdsByPhone,
  takenStudentNos,
} from "./people-import.store.ts";
import {
  readStudentRow,
  requiredStudentColumns,
  type StudentImportRow,
  studentColumns,
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

/** Class names to ids; a name that several classes share is ambiguous and refused. */
const checkAgainstSchool = async (
  { db, accounts }: PeopleDeps,
  keys: IdCardKeys,
  schoolId: number,
  rows: StudentImportRow[],
  problems: ImportProblem[],
) => {
  const classes = (await listOrgUnits(db, schoolId)).filter((u) => u.kind === "class");
  const byName = new Map<string, number[]>();
  for (const c of classes) byName.set(c.name, [...(byName.get(c.name) ?? []), c.id]);
  const nos = await takenStudentNos(
    db,
    schoolId,
    rows.map((r) => r.studentNo),
  );
  const taken = await accounts.takenLoginNames(
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
    if (taken.has(r.account))
      problems.push({ row: r.row, column: "account", code: "exists", value: r.account });
  }
  await idCardsTakenInSchool(db, keys, "student", schoolId, rows, problems);
  return classOf;
};

/**
 * Imports students with their parents from .xlsx. Every row is checked first; if any row fails, nothing is
 * written and every problem is returned. Parents are matched by phone: within the file (siblings share one
 * parent) and against the school's existing parents.
 */
export const importStudents = async (
  { db, accounts }: PeopleDeps,
  keys: IdCardKeys,
  auth: AuthContext,
  data: Buffer,
  dryRun: boolean,
): Promise<StudentImportResult> => {
  const problems: ImportProblem[] = [];
  const rows = await readImportSheet(data, studentColumns, requiredStudentColumns, readStudentRow, problems);
  duplicatesInFile(
    rows,
    { studentNo: (r) => r.studentNo, account: (r) => r.account, idCard: (r) => r.idCard },
    problems,
  );
  const classOf = rows.length
    ? await checkAgainstSchool({ db, accounts }, keys, auth.schoolId, rows, problems)
    : new Map<number, number>();
  const phones = [...new Set(rows.filter((r) => r.parentPhone).map((r) => r.parentPhone))];
  const known = await parentIdsByPhone(db, auth.schoolId, phones);
  const newPhones = phones.filter((p) => !known.has(p));
  const result: StudentImportResult = {
    ok: problems.length === 0,
    dryRun,
    rows: rows.length,
    students: rows.length,
    parentsCreated: newPhones.length,
    parentsLinked: rows.filter((r) => r.parentPhone).length,
    problems: sortedProblems(problems),
  };
  if (!result.ok || dryRun) return result;
  await db.transaction((tx) =>
    writeImport(tx, accounts, keys, auth.schoolId, rows, classOf, known, newPhones),
  );
  return result;
};

const writeImport = async (
  tx: Db,
  accounts: AccountPort,
  keys: IdCardKeys,
  schoolId: number,
  rows: StudentImportRow[],
  classOf: Map<number, number>,
  parentIds: Map<string, number>,
  newPhones: string[],
) => {
  const studentIds = await insertImportedStudents(
    tx,
    rows.map((r) => ({
      schoolId,
      name: r.name,
      gender: r.gender,
      studentNo: r.studentNo,
      classId: classOf.get(r.row) as number,
      ...(r.idCard ? storeIdCard(keys, r.idCard) : noIdCard),
    })),
  );
  await accounts.createAccounts(
    tx,
    rows.map((r, i) => ({ schoolId, userType: 1, userId: studentIds[i], loginName: r.account, phone: null })),
  );
  const nameOf = new Map(rows.filter((r) => r.parentPhone).map((r) => [r.parentPhone, r.parentName]));
  await insertImportedParents(
    tx,
    schoolId,
    newPhones.map((phone) => ({ phone, name: nameOf.get(phone) || phone })),
    parentIds,
  );
  await accounts.createAccounts(
    tx,
    newPhones.map((phone) => ({
      schoolId,
      userType: 2,
      userId: parentIds.get(phone) as number,
      loginName: phone,
      phone,
    })),
  );
  const links = rows.flatMap((r, i) =>
    r.parentPhone
      ? [
          {
            schoolId,
            parentId: parentIds.get(r.parentPhone) as number,
            studentId: studentIds[i],
            relation: r.relation,
          },
        ]
      : [],
  );
  await insertParentLinks(tx, links);
};
