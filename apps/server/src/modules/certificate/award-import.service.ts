import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { ModuleMessage } from "../../platform/http/errors.ts";
import { fillParams, type Lang } from "../../platform/http/i18n.ts";
import { describeProblems, type ImportProblem, readImportSheet, sortedProblems } from "../org/index.ts";
import {
  type AwardImportRow,
  awardColumns,
  readAwardRow,
  requiredAwardColumns,
} from "./award-import.rows.ts";
import {
  awardImported,
  heldPairs,
  type ImportedAward,
  studentsByNos,
  templateExample,
  termCertificates,
} from "./award-import.store.ts";
import { type CertificateDeps, termOf } from "./certificate.access.ts";

/** The award import's own problems, both languages ({value}: what the row says). */
const problemTexts = {
  unknownStudent: { "zh-CN": "没有学号为 {value} 的在校学生", "en-US": "no student has the number {value}" },
  ambiguousStudent: {
    "zh-CN": "学号 {value} 对应多名学生",
    "en-US": "several students have the number {value}",
  },
  nameMismatch: {
    "zh-CN": "学号对应的学生是 {value}，与姓名不符",
    "en-US": "the student with this number is {value}, not the name given",
  },
  unknownCertificate: {
    "zh-CN": "本学期没有证书“{value}”",
    "en-US": 'the term has no certificate "{value}"',
  },
  ambiguousCertificate: {
    "zh-CN": "本学期有多个证书名为“{value}”",
    "en-US": 'several certificates of the term are called "{value}"',
  },
  certificateNotEnabled: {
    "zh-CN": "证书“{value}”未启用，不能颁发",
    "en-US": 'the certificate "{value}" is not enabled and cannot be awarded',
  },
  alreadyAwarded: {
    "zh-CN": "该学生已获得证书“{value}”",
    "en-US": 'the student already holds "{value}"',
  },
  duplicateAward: {
    "zh-CN": "与第 {value} 行重复（同一学生、同一证书）",
    "en-US": "repeats row {value} (same student, same certificate)",
  },
} as const satisfies Record<string, ModuleMessage>;

type OwnCode = keyof typeof problemTexts;
const isOwn = (code: string): code is OwnCode => code in problemTexts;

export type AwardImportProblem = ImportProblem & { message: string };

/** Each problem in the caller's language; the generic sheet ones (missing column, empty cell…) as org says them. */
export const describeAwardProblems = (problems: ImportProblem[], lang: Lang): AwardImportProblem[] =>
  problems.map((p) =>
    isOwn(p.code)
      ? { ...p, message: fillParams(problemTexts[p.code][lang], { value: p.value ?? "" }) }
      : (describeProblems([p], awardColumns, lang)[0] as AwardImportProblem),
  );

export type AwardImportResult = {
  ok: boolean;
  dryRun: boolean;
  termId: number;
  rows: number;
  awards: number;
  problems: ImportProblem[];
};

const groupBy = <T>(items: T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** The same student and certificate twice in the file. */
const duplicates = (rows: AwardImportRow[], problems: ImportProblem[]) => {
  const seen = new Map<string, number>();
  for (const r of rows) {
    if (!r.studentNo || !r.certificate) continue;
    const key = `${r.studentNo}\u0000${r.certificate}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, r.row);
    else problems.push({ row: r.row, column: "studentNo", code: "duplicateAward", value: String(first) });
  }
};

/** Resolves each row to a student and a certificate of the term, adding a problem for each that does not. */
const resolveRows = async (
  deps: CertificateDeps,
  schoolId: number,
  termId: number,
  rows: AwardImportRow[],
  problems: ImportProblem[],
): Promise<ImportedAward[]> => {
  const nos = [...new Set(rows.map((r) => r.studentNo).filter((n) => n !== ""))];
  const [students, certificates] = await Promise.all([
    studentsByNos(deps.db, schoolId, nos),
    termCertificates(deps.db, schoolId, termId),
  ]);
  const byNo = groupBy(students, (s) => s.studentNo);
  const byName = groupBy(certificates, (c) => c.name);
  const planned: (ImportedAward & { row: number; certificateName: string })[] = [];
  for (const r of rows) {
    const fail = (column: string, code: OwnCode, value: string) =>
      problems.push({ row: r.row, column, code, value });
    const found = byNo.get(r.studentNo) ?? [];
    const named = byName.get(r.certificate) ?? [];
    const student = found.length === 1 ? found[0] : undefined;
    const certificate = named.length === 1 ? named[0] : undefined;
    if (r.studentNo && found.length !== 1)
      fail("studentNo", found.length ? "ambiguousStudent" : "unknownStudent", r.studentNo);
    if (student && r.studentName && r.studentName !== student.name)
      fail("studentName", "nameMismatch", student.name);
    if (r.certificate && named.length !== 1)
      fail("certificate", named.length ? "ambiguousCertificate" : "unknownCertificate", r.certificate);
    if (certificate && certificate.state !== 1)
      fail("certificate", "certificateNotEnabled", certificate.name);
    if (student && certificate)
      planned.push({
        row: r.row,
        certificateId: certificate.id,
        certificateName: certificate.name,
        termId,
        studentId: student.id,
        reason: r.reason,
      });
  }
  const held = await heldPairs(
    deps.db,
    schoolId,
    [...new Set(planned.map((p) => p.certificateId))],
    [...new Set(planned.map((p) => p.studentId))],
  );
  for (const p of planned)
    if (held.has(`${p.certificateId}:${p.studentId}`))
      problems.push({ row: p.row, column: "certificate", code: "alreadyAwarded", value: p.certificateName });
  return planned.map(({ certificateId, termId: term, studentId, reason }) => ({
    certificateId,
    termId: term,
    studentId,
    reason,
  }));
};

/**
 * Awards certificates of a term (the current one by default) by hand from an .xlsx of student numbers and
 * certificate names. Every row is checked first; any problem writes nothing, and a dry run only checks.
 */
export const importAwards = async (
  deps: CertificateDeps,
  auth: AuthContext,
  data: Buffer,
  q: { termId?: number; dryRun: boolean },
): Promise<AwardImportResult> => {
  const term = await termOf(deps, auth.schoolId, q.termId);
  const problems: ImportProblem[] = [];
  const rows = await readImportSheet(data, awardColumns, requiredAwardColumns, readAwardRow, problems);
  duplicates(rows, problems);
  const planned = rows.length ? await resolveRows(deps, auth.schoolId, term.id, rows, problems) : [];
  const result = {
    ok: problems.length === 0,
    dryRun: q.dryRun,
    termId: term.id,
    rows: rows.length,
    awards: planned.length,
    problems: sortedProblems(problems),
  };
  if (!result.ok || q.dryRun) return result;
  const awards = await deps.db.transaction((tx) =>
    awardImported(tx, { schoolId: auth.schoolId, userId: auth.userId, now: deps.now(), rows: planned }),
  );
  return { ...result, awards };
};

/** The template's example row: one of the school's students and certificates in the term. */
export const awardTemplateExample = (db: Db, schoolId: number, termId: number) =>
  templateExample(db, schoolId, termId);
