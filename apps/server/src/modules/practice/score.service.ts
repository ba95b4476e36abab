import {
  type Page,
  type PracticeBatchResult,
  type PracticeBatchScore,
  type PracticeChart,
  type PracticeUserScore,
  type PracticeUserScoreQuery,
  practiceScoreValueSchema,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { readSheetRows } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { classLabel } from "../org/index.ts";
import { type PracticeDeps, requireActivity } from "./activity.service.ts";
import { participantsAmong, setScores } from "./join.store.ts";
import { studentsByNumbers } from "./people.store.ts";
import { practiceError, practiceText, practiceTexts } from "./practice.messages.ts";
import {
  pageCanJoinUsers,
  pageUserScores,
  participationByClass,
  scoreBands,
  scoreFigures,
} from "./read.store.ts";

type ScoreInput = { studentId: number; score: number; comment: string };

/** Saves scores of participants, all or none: a student twice, or one not signed up, refuses the batch. */
export const saveScores = async (
  deps: PracticeDeps,
  auth: AuthContext,
  input: PracticeBatchScore,
): Promise<PracticeBatchResult> => {
  await requireActivity(deps.db, auth.schoolId, input.activityId);
  const ids = input.scores.map((s) => s.studentId);
  if (new Set(ids).size !== ids.length) throw practiceError(400, "duplicateStudent");
  const inIt = await participantsAmong(deps.db, auth.schoolId, input.activityId, ids);
  const outside = ids.filter((id) => !inIt.has(id));
  if (outside.length > 0)
    throw practiceError(400, "notParticipants", { ids: outside.slice(0, 20).join(", ") });
  const saved = await deps.db.transaction((tx) =>
    setScores(
      tx,
      auth.schoolId,
      input.activityId,
      input.scores,
      { id: auth.userId, name: auth.name },
      deps.now(),
    ),
  );
  return { saved, problems: [] };
};

type Problem = { row: number; column: string; code: string; message: string };

const columnOf = (header: string[], key: "colStudentNo" | "colScore" | "colComment") => {
  const names = Object.values(practiceTexts(key)).map((n) => n.toLowerCase());
  return header.findIndex((h) => names.includes(h.trim().toLowerCase()));
};

/**
 * Scores from an .xlsx sheet: a header row naming the student number and score columns (either language; a
 * comment column optional), one row per participant. Any problem (unknown number, not signed up, a score out
 * of 0–100, a number twice) refuses the whole sheet with every problem listed by row.
 */
export const saveScoresFromSheet = async (
  deps: PracticeDeps,
  auth: AuthContext,
  activityId: number,
  data: Buffer,
  lang: Lang,
): Promise<PracticeBatchResult> => {
  await requireActivity(deps.db, auth.schoolId, activityId);
  const [header = [], ...rows] = await readSheetRows(data, { maxRows: 5001 });
  const at = { no: columnOf(header, "colStudentNo"), score: columnOf(header, "colScore") };
  const comment = columnOf(header, "colComment");
  const problems: Problem[] = [];
  const problem = (row: number, column: string, code: string, value = "") =>
    problems.push({ row, column, code, message: practiceText(lang, code as "badScore", { value }) });
  if (at.no < 0) problem(1, practiceText(lang, "colStudentNo"), "missingColumn");
  if (at.score < 0) problem(1, practiceText(lang, "colScore"), "missingColumn");
  if (problems.length > 0)
    throw practiceError(400, "badSheet", { n: problems.length }, undefined, { saved: 0, problems });
  const filled = rows
    .map((r, i) => ({ row: i + 2, no: (r[at.no] ?? "").trim(), score: (r[at.score] ?? "").trim(), r }))
    .filter((r) => r.no !== "" || r.score !== "");
  const students = new Map(
    (await studentsByNumbers(deps.db, auth.schoolId, [...new Set(filled.map((r) => r.no))])).map((s) => [
      s.studentNo,
      s.studentId,
    ]),
  );
  const inIt = await participantsAmong(deps.db, auth.schoolId, activityId, [...students.values()]);
  const seen = new Set<string>();
  const scores: ScoreInput[] = [];
  const noColumn = practiceText(lang, "colStudentNo");
  for (const r of filled) {
    const studentId = students.get(r.no);
    if (seen.has(r.no)) problem(r.row, noColumn, "duplicate", r.no);
    else if (studentId === undefined) problem(r.row, noColumn, "unknownStudent", r.no);
    else if (!inIt.has(studentId)) problem(r.row, noColumn, "notParticipant", r.no);
    seen.add(r.no);
    const score = practiceScoreValueSchema.safeParse(r.score);
    if (r.score === "" || !score.success) problem(r.row, practiceText(lang, "colScore"), "badScore", r.score);
    else if (studentId !== undefined)
      scores.push({
        studentId,
        score: score.data,
        comment: comment < 0 ? "" : (r.r[comment] ?? "").trim().slice(0, 200),
      });
  }
  if (problems.length > 0)
    throw practiceError(400, "badSheet", { n: problems.length }, undefined, { saved: 0, problems });
  if (scores.length === 0) return { saved: 0, problems };
  const saved = await deps.db.transaction((tx) =>
    setScores(tx, auth.schoolId, activityId, scores, { id: auth.userId, name: auth.name }, deps.now()),
  );
  return { saved, problems };
};

export const userScores = async (
  deps: PracticeDeps,
  auth: AuthContext,
  q: PracticeUserScoreQuery,
): Promise<Page<PracticeUserScore>> => {
  await requireActivity(deps.db, auth.schoolId, q.activityId);
  const { list, total } = await pageUserScores(deps.db, auth.schoolId, {
    ...q,
    scored: q.scored === undefined ? undefined : q.scored === "true",
  });
  return {
    list: list.map(({ gradeName, className, ...r }) => ({
      ...r,
      className: classLabel(gradeName, className),
    })),
    total,
    page: q.page,
    size: q.size,
  };
};

export const scoreDetail = async (deps: PracticeDeps, auth: AuthContext, activityId: number) => {
  const a = await requireActivity(deps.db, auth.schoolId, activityId);
  const figures = await scoreFigures(deps.db, auth.schoolId, activityId);
  return { activityId, joinedNum: a.joinedNum, ...figures };
};

const BANDS = ["0-59", "60-69", "70-79", "80-89", "90-100"];

export const activityChart = async (
  deps: PracticeDeps,
  auth: AuthContext,
  activityId: number,
): Promise<PracticeChart> => {
  const a = await requireActivity(deps.db, auth.schoolId, activityId);
  const [byClass, bands] = await Promise.all([
    participationByClass(deps.db, auth.schoolId, activityId, a.orgIds),
    scoreBands(deps.db, auth.schoolId, activityId),
  ]);
  return {
    byClass: byClass.map((c) => ({
      orgId: c.classId,
      name: classLabel(c.gradeName, c.className),
      eligible: c.eligible,
      joined: c.joined,
      scored: c.scored,
    })),
    bands: BANDS.map((band, i) => ({ band, count: bands.get(i + 5) ?? 0 })),
  };
};

export const canJoinUsers = async (
  deps: PracticeDeps,
  auth: AuthContext,
  q: { activityId: number; page: number; size: number; keyword?: string },
) => {
  const a = await requireActivity(deps.db, auth.schoolId, q.activityId);
  const { list, total } = await pageCanJoinUsers(deps.db, auth.schoolId, a.orgIds, q);
  return {
    list: list.map(({ gradeName, className, ...r }) => ({
      ...r,
      className: classLabel(gradeName, className),
    })),
    total,
    page: q.page,
    size: q.size,
  };
};
