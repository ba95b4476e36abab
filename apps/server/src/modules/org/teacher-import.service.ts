import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { AccountPort, PeopleDeps } from "./account.port.ts";
import { type IdCardKeys, noIdCard, storeIdCard } from "./id-card.ts";
import { idCardsTakenInSchool } from "./import-id-card.ts";
import { duplicatesInFile, type ImportProblem, readImportSheet, sortedProblems } from "./import-sheet.ts";
import { listOrgUnits } from "./org-tree.store.ts";
import { insertImportedTeachers, insertTeacherOrgRows } from "./people-import.store.ts";
import { type ClassDuties, dutyRowsOf, resolveClassDuties } from "./teacher-import.classes.ts";
import {
  readTeacherRow,
  requiredTeacherColumns,
  type TeacherImportRow,
  teacherColumns,
} from "./teacher-import.rows.ts";

export type TeacherImportResult = {
  ok: boolean;
  dryRun: boolean;
  rows: number;
  teachers: number;
  memberships: number;
  /** Class leaders and subject-teacher places the import adds. */
  duties: number;
  problems: ImportProblem[];
};

/** Department names to ids; a name that several departments share is ambiguous and refused. */
const checkAgainstSchool = async (
  { db, accounts }: PeopleDeps,
  keys: IdCardKeys,
  schoolId: number,
  rows: TeacherImportRow[],
  problems: ImportProblem[],
): Promise<Map<number, number[]>> => {
  const byName = new Map<string, number[]>();
  for (const u of await listOrgUnits(db, schoolId))
    if (u.kind === "dept") byName.set(u.name, [...(byName.get(u.name) ?? []), u.id]);
  const taken = await accounts.takenLoginNames(
    db,
    schoolId,
    0,
    rows.map((r) => r.account),
  );
  const unitsOf = new Map<number, number[]>();
  for (const r of rows) {
    if (taken.has(r.account))
      problems.push({ row: r.row, column: "account", code: "exists", value: r.account });
    const ids: number[] = [];
    for (const name of r.departments) {
      const found = byName.get(name) ?? [];
      if (found.length === 1) ids.push(found[0]);
      else
        problems.push({
          row: r.row,
          column: "departments",
          code: found.length ? "ambiguous" : "unknownUnit",
          value: name,
        });
    }
    unitsOf.set(r.row, ids);
  }
  await idCardsTakenInSchool(db, keys, "teacher", schoolId, rows, problems);
  return unitsOf;
};

/**
 * Imports teachers from .xlsx with their accounts (no password yet: they set one by phone code, as teachers
 * added one by one do), their department memberships, the class each leads and the classes each teaches
 * their subject in. Any failing row writes nothing.
 */
export const importTeachers = async (
  { db, accounts }: PeopleDeps,
  keys: IdCardKeys,
  auth: AuthContext,
  data: Buffer,
  dryRun: boolean,
): Promise<TeacherImportResult> => {
  const problems: ImportProblem[] = [];
  const rows = await readImportSheet(data, teacherColumns, requiredTeacherColumns, readTeacherRow, problems);
  duplicatesInFile(rows, { account: (r) => r.account, idCard: (r) => r.idCard }, problems);
  const unitsOf = rows.length
    ? await checkAgainstSchool({ db, accounts }, keys, auth.schoolId, rows, problems)
    : new Map<number, number[]>();
  const duties = await resolveClassDuties(db, auth.schoolId, rows, problems);
  const result: TeacherImportResult = {
    ok: problems.length === 0,
    dryRun,
    rows: rows.length,
    teachers: rows.length,
    memberships: [...unitsOf.values()].reduce((n, ids) => n + ids.length, 0),
    duties: [...duties.values()].reduce((n, d) => n + (d.leads === null ? 0 : 1) + d.teaches.length, 0),
    problems: sortedProblems(problems),
  };
  if (!result.ok || dryRun) return result;
  await db.transaction((tx) => writeImport(tx, accounts, keys, auth.schoolId, rows, unitsOf, duties));
  return result;
};

const writeImport = async (
  tx: Db,
  accounts: AccountPort,
  keys: IdCardKeys,
  schoolId: number,
  rows: TeacherImportRow[],
  unitsOf: Map<number, number[]>,
  duties: Map<number, ClassDuties>,
) => {
  const ids = await insertImportedTeachers(
    tx,
    rows.map((r) => ({
      schoolId,
      name: r.name,
      gender: r.gender,
      phone: r.phone || null,
      subject: r.subject || null,
      ...(r.idCard ? storeIdCard(keys, r.idCard) : noIdCard),
    })),
  );
  await accounts.createAccounts(
    tx,
    rows.map((r, i) => ({
      schoolId,
      userType: 0,
      userId: ids[i],
      loginName: r.account,
      phone: r.phone || null,
    })),
  );
  const memberships = rows.flatMap((r, i) =>
    (unitsOf.get(r.row) ?? []).map((orgId) => ({
      schoolId,
      teacherId: ids[i],
      orgId,
      duty: "member",
      subject: "",
    })),
  );
  await insertTeacherOrgRows(tx, [...memberships, ...dutyRowsOf(schoolId, rows, ids, duties)]);
};
