import type { LevelBand, PassportData, PassportUnitData, RevealUnit } from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import { notFound } from "../../../platform/http/errors.ts";
import type { Lang } from "../../../platform/http/i18n.ts";
import { dateTimeFormat } from "../../../platform/intl.ts";
import { passportCertificates } from "../../certificate/index.ts";
import { classLabel } from "../../org/index.ts";
import {
  findSchoolById,
  listTerms,
  listYears,
  schoolTimeZone,
  type TermRow,
  type YearRow,
} from "../../school/index.ts";
import { currentModelId } from "../evaluation-setting.service.ts";
import { findModel, listIndicators, STUDENTS } from "../model.store.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import { indicatorScoresOf } from "../score-read.store.ts";
import { passportError, passportLabel } from "./passport.messages.ts";
import { editableTexts, passportStudent } from "./passport.service.ts";
import {
  findPassportModel,
  type PassportModelRow,
  passportModelOfYear,
  rosterOf,
  type StudentCard,
  sceneRecordsOf,
  type TextKind,
  termTotalsOf,
  textsOf,
  valueSummaries,
} from "./passport.store.ts";

/** What every unit of one student's passport is built from. */
type Sheet = {
  deps: ScoreDeps;
  schoolId: number;
  lang: Lang;
  student: StudentCard;
  year: YearRow;
  terms: TermRow[];
  schoolName: string;
  texts: Map<TextKind, string>;
  editable: Record<TextKind, boolean>;
};

const bandOf = (levels: LevelBand[], total: number) =>
  [...levels].sort((a, b) => b.min - a.min).find((l) => total >= l.min)?.name ?? null;

/** The instant a local calendar day starts in a time zone (school years are local dates). */
const dayStart = (day: string, timeZone: string): Date => {
  const guess = new Date(`${day}T00:00:00Z`);
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(guess);
  const at = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(at("year"), at("month") - 1, at("day"), at("hour"), at("minute"), at("second"));
  return new Date(guess.getTime() - (local - guess.getTime()));
};

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The unit's indicator model, or the school's current one; null when the school has none. */
const modelOf = async (s: Sheet, unit: RevealUnit) => {
  const id = unit.modelId ?? (await currentModelId(s.deps.db, s.schoolId));
  return id === null ? null : findModel(s.deps.db, s.schoolId, id, STUDENTS);
};

const basicFields = (s: Sheet) => {
  const label = (key: Parameters<typeof passportLabel>[1]) => passportLabel(s.lang, key);
  return [
    { label: label("name"), value: s.student.name },
    { label: label("className"), value: classLabel(s.student.gradeName, s.student.className) },
    { label: label("studentNo"), value: s.student.studentNo },
    { label: label("school"), value: s.schoolName },
    { label: label("schoolYear"), value: s.year.name },
  ];
};

/** Level-1 indicators with the student's scores in the year's latest term that has any. */
const radarOf = async (s: Sheet, unit: RevealUnit) => {
  const model = await modelOf(s, unit);
  if (!model) return [];
  const tops = (await listIndicators(s.deps.db, s.schoolId, model.id)).filter((i) => i.level === 1);
  let scores: { indicatorId: number; score: number }[] = [];
  for (const term of [...s.terms].reverse()) {
    scores = await indicatorScoresOf(s.deps.db, s.schoolId, term.id, model.id, s.student.id);
    if (scores.length > 0) break;
  }
  const byId = new Map(scores.map((x) => [x.indicatorId, x.score]));
  return tops.map((i) => ({
    name: i.name,
    maxScore: i.maxScore,
    score: byId.get(i.id) ?? 0,
    scored: byId.has(i.id),
  }));
};

const termScoresOf = async (s: Sheet, unit: RevealUnit) => {
  const model = await modelOf(s, unit);
  const totals = model
    ? await termTotalsOf(s.deps.db, {
        schoolId: s.schoolId,
        modelId: model.id,
        studentId: s.student.id,
        termIds: s.terms.map((t) => t.id),
      })
    : new Map<number, number>();
  return s.terms.map((t) => {
    const total = totals.get(t.id);
    return {
      termId: t.id,
      termName: t.name,
      total: total ?? 0,
      band: total === undefined || !model ? null : bandOf(model.levels, total),
      scored: total !== undefined,
    };
  });
};

const recordsOf = async (s: Sheet, unit: RevealUnit) => {
  if (unit.sceneId === null) return [];
  const timeZone = await schoolTimeZone(s.deps.db, s.schoolId);
  const rows = await sceneRecordsOf(s.deps.db, {
    schoolId: s.schoolId,
    sceneId: unit.sceneId,
    studentId: s.student.id,
    from: dayStart(s.year.startDate, timeZone),
    to: dayStart(nextDay(s.year.endDate), timeZone),
  });
  const summaries = await valueSummaries(
    s.deps.db,
    s.schoolId,
    rows.map((r) => r.formValueId),
  );
  return rows.map((r) => ({
    formValueId: r.formValueId,
    taskName: r.taskName,
    filledAt: r.createdAt.toISOString(),
    summary: summaries.get(r.formValueId) ?? "",
  }));
};

const unitOf = async (s: Sheet, unit: RevealUnit): Promise<PassportUnitData> => {
  const base = { key: unit.key, kind: unit.kind, title: unit.title };
  const empty = {
    fields: [],
    indicators: [],
    terms: [],
    records: [],
    certificates: [],
    text: "",
    editable: false,
  };
  switch (unit.kind) {
    case "basic":
      return { ...base, ...empty, fields: basicFields(s) };
    case "radar":
      return { ...base, ...empty, indicators: await radarOf(s, unit) };
    case "termScores":
      return { ...base, ...empty, terms: await termScoresOf(s, unit) };
    case "sceneRecords":
      return { ...base, ...empty, records: await recordsOf(s, unit) };
    case "certificates":
      return {
        ...base,
        ...empty,
        certificates: await passportCertificates(s.deps.db, s.schoolId, s.student.id, s.terms),
      };
    default:
      return { ...base, ...empty, text: s.texts.get(unit.kind) ?? "", editable: s.editable[unit.kind] };
  }
};

/** One student's passport on a model; editable flags for the caller unless it is a preview. */
export const buildPassport = async (
  deps: ScoreDeps,
  auth: AuthContext,
  lang: Lang,
  b: { student: StudentCard; model: PassportModelRow; preview?: boolean },
): Promise<PassportData> => {
  const schoolId = auth.schoolId;
  const [years, terms, school, texts] = await Promise.all([
    listYears(deps.db, schoolId),
    listTerms(deps.db, schoolId),
    findSchoolById(deps.db, schoolId),
    textsOf(deps.db, schoolId, b.student.id, b.model.schoolYearId),
  ]);
  const year = years.find((y) => y.id === b.model.schoolYearId);
  if (!year) throw passportError(404, "noPassport");
  const editable = b.preview
    ? { teacherComment: false, selfStatement: false }
    : await editableTexts(deps, auth, b.student);
  const sheet: Sheet = {
    deps,
    schoolId,
    lang,
    student: b.student,
    year,
    terms: terms.filter((t) => t.schoolYearId === year.id),
    schoolName: school?.name ?? "",
    texts,
    editable,
  };
  const units: PassportUnitData[] = [];
  for (const unit of b.model.units) units.push(await unitOf(sheet, unit));
  return {
    studentId: b.student.id,
    studentName: b.student.name,
    schoolYearId: year.id,
    schoolYearName: year.name,
    modelName: b.model.name,
    units,
  };
};

/** The year asked, or the current term's year. */
export const yearOf = async (deps: ScoreDeps, schoolId: number, asked: number | undefined) => {
  if (asked !== undefined) return asked;
  const current = (await listTerms(deps.db, schoolId)).find((t) => t.isNow);
  if (!current) throw passportError(400, "noTerm");
  return current.schoolYearId;
};

/** The passport model of the year asked (the current one by default); 404 when the year has none. */
export const passportModelFor = async (deps: ScoreDeps, schoolId: number, asked: number | undefined) => {
  const model = await passportModelOfYear(deps.db, schoolId, await yearOf(deps, schoolId, asked));
  if (!model) throw passportError(404, "noPassport");
  return model;
};

/** A student's passport for a school year, if the caller may see the student. */
export const studentPassport = async (
  deps: ScoreDeps,
  auth: AuthContext,
  lang: Lang,
  q: { studentId?: number; schoolYearId?: number },
): Promise<PassportData> => {
  const student = await passportStudent(deps, auth, q.studentId);
  const model = await passportModelFor(deps, auth.schoolId, q.schoolYearId);
  return buildPassport(deps, auth, lang, { student, model });
};

/** A model's passport for a sample student (the school's first), for the staff designing it. */
export const previewPassport = async (
  deps: ScoreDeps,
  auth: AuthContext,
  lang: Lang,
  id: number,
): Promise<PassportData> => {
  const model = await findPassportModel(deps.db, auth.schoolId, id);
  if (!model) throw notFound();
  const [student] = await rosterOf(deps.db, auth.schoolId, undefined, 1);
  if (!student) throw passportError(400, "noStudent");
  return buildPassport(deps, auth, lang, { student, model, preview: true });
};
