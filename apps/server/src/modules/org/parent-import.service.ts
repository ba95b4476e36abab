import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { AccountPort, PeopleDeps } from "./account.port.ts";
import { duplicatesInFile, type ImportProblem, readImportSheet, sortedProblems } from "./import-sheet.ts";
import {
  type ParentImportRow,
  parentColumns,
  readParentRow,
  requiredParentColumns,
} from "./parent-import.rows.ts";
import {
  insertImportedParents,
  insertParentLinks,
  linksOfParents,
  parentIdsByPhone,
  studentIdsByNo,
} from "./people-import.store.ts";

export type ParentImportResult = {
  ok: boolean;
  dryRun: boolean;
  rows: number;
  parentsCreated: number;
  parentsLinked: number;
  problems: ImportProblem[];
};

/** Each row's child, by student account where given, else by student number; unknown ones are problems. */
const resolveChildren = async (
  { db, accounts }: PeopleDeps,
  schoolId: number,
  rows: ParentImportRow[],
  problems: ImportProblem[],
) => {
  const [byAccount, byNo] = await Promise.all([
    accounts.userIdsOfLoginNames(db, schoolId, 1, [
      ...new Set(rows.map((r) => r.studentAccount).filter(Boolean)),
    ]),
    studentIdsByNo(db, schoolId, [...new Set(rows.map((r) => r.studentNo).filter(Boolean))]),
  ]);
  const childOf = new Map<number, number>();
  for (const r of rows) {
    if (!r.studentAccount && !r.studentNo) continue;
    const id = r.studentAccount ? byAccount.get(r.studentAccount) : byNo.get(r.studentNo);
    if (id !== undefined) childOf.set(r.row, id);
    else
      problems.push({
        row: r.row,
        column: r.studentAccount ? "studentAccount" : "studentNo",
        code: "unknownStudent",
        value: r.studentAccount || r.studentNo,
      });
  }
  return childOf;
};

/** One phone, one parent: the file may not give the same phone two names. */
const nameClashes = (rows: ParentImportRow[], problems: ImportProblem[]) => {
  const nameOf = new Map<string, string>();
  for (const r of rows) {
    const first = nameOf.get(r.parentPhone);
    if (first === undefined) nameOf.set(r.parentPhone, r.parentName);
    else if (first !== r.parentName)
      problems.push({ row: r.row, column: "parentName", code: "parentNameClash", value: r.parentPhone });
  }
};

/**
 * Imports parents and links each to an existing student of the school. A phone the school already has links
 * that parent (whose name stays as it is); a new phone creates the parent and their account. Any failing row
 * writes nothing.
 */
export const importParents = async (
  { db, accounts }: PeopleDeps,
  auth: AuthContext,
  data: Buffer,
  dryRun: boolean,
): Promise<ParentImportResult> => {
  const problems: ImportProblem[] = [];
  const rows = await readImportSheet(data, parentColumns, requiredParentColumns, readParentRow, problems);
  const childOf = await resolveChildren({ db, accounts }, auth.schoolId, rows, problems);
  const linkKey = (r: ParentImportRow) =>
    childOf.has(r.row) ? `${r.parentPhone}:${childOf.get(r.row)}` : "";
  duplicatesInFile(rows, { studentAccount: linkKey }, problems);
  nameClashes(rows, problems);
  const phones = [...new Set(rows.map((r) => r.parentPhone).filter(Boolean))];
  const known = await parentIdsByPhone(db, auth.schoolId, phones);
  const linked = await linksOfParents(db, auth.schoolId, [...known.values()]);
  for (const r of rows) {
    const parentId = known.get(r.parentPhone);
    if (parentId !== undefined && linked.has(`${parentId}:${childOf.get(r.row)}`))
      problems.push({ row: r.row, column: "parentPhone", code: "alreadyLinked", value: r.parentPhone });
  }
  const newPhones = phones.filter((p) => !known.has(p));
  const result: ParentImportResult = {
    ok: problems.length === 0,
    dryRun,
    rows: rows.length,
    parentsCreated: newPhones.length,
    parentsLinked: rows.length,
    problems: sortedProblems(problems),
  };
  if (!result.ok || dryRun) return result;
  await db.transaction((tx) => writeImport(tx, accounts, auth.schoolId, rows, childOf, known, newPhones));
  return result;
};

const writeImport = async (
  tx: Db,
  accounts: AccountPort,
  schoolId: number,
  rows: ParentImportRow[],
  childOf: Map<number, number>,
  parentIds: Map<string, number>,
  newPhones: string[],
) => {
  const nameOf = new Map(rows.map((r) => [r.parentPhone, r.parentName]));
  await insertImportedParents(
    tx,
    schoolId,
    newPhones.map((phone) => ({ phone, name: nameOf.get(phone) ?? phone })),
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
  const links = rows.map((r) => ({
    schoolId,
    parentId: parentIds.get(r.parentPhone) as number,
    studentId: childOf.get(r.row) as number,
    relation: r.relation,
  }));
  await insertParentLinks(tx, links);
};
