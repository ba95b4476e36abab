import type { RevealUnit } from "@eos/contracts";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { acceptedValueV, liveTaskV } from "../../collection/index.ts";
import { valueItemV } from "../../forms/index.ts";
import { studentClassV } from "../../org/index.ts";
import { passportModel, passportText } from "./passport.tables.ts";

export type PassportModelRow = {
  id: number;
  name: string;
  schoolYearId: number;
  units: RevealUnit[];
  updatedAt: Date;
};
export type TextKind = "teacherComment" | "selfStatement";

const modelColumns = {
  id: passportModel.id,
  name: passportModel.name,
  schoolYearId: passportModel.schoolYearId,
  units: passportModel.units,
  updatedAt: passportModel.updatedAt,
};

export const listPassportModels = (db: Db, schoolId: number): Promise<PassportModelRow[]> =>
  db
    .select(modelColumns)
    .from(passportModel)
    .where(eq(passportModel.schoolId, schoolId))
    .orderBy(desc(passportModel.schoolYearId), asc(passportModel.id));

export const findPassportModel = async (db: Db, schoolId: number, id: number) => {
  const [row] = await db
    .select(modelColumns)
    .from(passportModel)
    .where(and(eq(passportModel.schoolId, schoolId), eq(passportModel.id, id)));
  return row ?? null;
};

export const passportModelOfYear = async (db: Db, schoolId: number, schoolYearId: number) => {
  const [row] = await db
    .select(modelColumns)
    .from(passportModel)
    .where(and(eq(passportModel.schoolId, schoolId), eq(passportModel.schoolYearId, schoolYearId)));
  return row ?? null;
};

type ModelWrite = { name: string; schoolYearId: number; units: RevealUnit[] };

export const insertPassportModel = async (db: Db, schoolId: number, userId: number, row: ModelWrite) => {
  const [created] = await db
    .insert(passportModel)
    .values({ schoolId, createdBy: userId, ...row })
    .returning({ id: passportModel.id });
  return created.id;
};

export const updatePassportModel = async (db: Db, schoolId: number, id: number, row: ModelWrite) => {
  const done = await db
    .update(passportModel)
    .set({ ...row, updatedAt: sql`now()` })
    .where(and(eq(passportModel.schoolId, schoolId), eq(passportModel.id, id)))
    .returning({ id: passportModel.id });
  return done.length > 0;
};

export const deletePassportModel = async (db: Db, schoolId: number, id: number) => {
  const done = await db
    .delete(passportModel)
    .where(and(eq(passportModel.schoolId, schoolId), eq(passportModel.id, id)))
    .returning({ id: passportModel.id });
  return done.length > 0;
};

const textKey = (schoolId: number, studentId: number, schoolYearId: number) =>
  and(
    eq(passportText.schoolId, schoolId),
    eq(passportText.studentId, studentId),
    eq(passportText.schoolYearId, schoolYearId),
  );

export const textsOf = async (db: Db, schoolId: number, studentId: number, schoolYearId: number) => {
  const rows = await db
    .select({ kind: passportText.kind, text: passportText.text })
    .from(passportText)
    .where(textKey(schoolId, studentId, schoolYearId));
  return new Map(rows.map((r) => [r.kind, r.text]));
};

type TextWrite = { studentId: number; schoolYearId: number; kind: TextKind; text: string; userId: number };

export const saveText = async (db: Db, schoolId: number, w: TextWrite) => {
  const row = { text: w.text, updatedBy: w.userId, updatedAt: sql`now()` };
  await db
    .insert(passportText)
    .values({ schoolId, studentId: w.studentId, schoolYearId: w.schoolYearId, kind: w.kind, ...row })
    .onConflictDoUpdate({
      target: [passportText.schoolId, passportText.studentId, passportText.schoolYearId, passportText.kind],
      set: row,
    });
};

export const deleteText = async (db: Db, schoolId: number, w: Omit<TextWrite, "text" | "userId">) => {
  await db
    .delete(passportText)
    .where(and(textKey(schoolId, w.studentId, w.schoolYearId), eq(passportText.kind, w.kind)));
};

/**
 * A student's total on a model in each of the terms (Σ level-1 score / max × weight, scaled by the weights'
 * sum, as the summaries' totals); terms without scores are absent.
 */
export const termTotalsOf = async (
  db: Db,
  s: { schoolId: number; modelId: number; studentId: number; termIds: number[] },
): Promise<Map<number, number>> => {
  if (s.termIds.length === 0) return new Map();
  const { rows } = await db.execute(sql`with weights as (
      select coalesce(nullif(sum(weight), 0), 1) w from target_indicator
      where school_id = ${s.schoolId} and model_id = ${s.modelId} and level = 1)
    select x.term_id,
      round(coalesce(sum(x.score / nullif(i.max_score, 0) * i.weight) filter (where i.level = 1), 0)
        * 100 / (select w from weights), 2) total
    from indicator_score x
    join target_indicator i on i.school_id = x.school_id and i.id = x.indicator_id
    where x.school_id = ${s.schoolId} and x.model_id = ${s.modelId} and x.student_id = ${s.studentId}
      and x.term_id in (${sql.join(
        s.termIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by x.term_id`);
  return new Map((rows as Record<string, unknown>[]).map((r) => [Number(r.term_id), Number(r.total)]));
};

export type StudentCard = {
  id: number;
  name: string;
  studentNo: string;
  classId: number;
  className: string;
  gradeName: string;
};

const cardColumns = {
  id: studentClassV.studentId,
  name: studentClassV.studentName,
  studentNo: studentClassV.studentNo,
  classId: studentClassV.classId,
  className: studentClassV.className,
  gradeName: studentClassV.gradeName,
};

export const studentCard = async (db: Db, schoolId: number, studentId: number) => {
  const [row] = await db
    .select(cardColumns)
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.studentId, studentId)));
  return row ?? null;
};

/** The school's students in roster order (grade, class, student no.); of one class when given. */
export const rosterOf = (db: Db, schoolId: number, classId?: number, limit = 5000): Promise<StudentCard[]> =>
  db
    .select(cardColumns)
    .from(studentClassV)
    .where(
      and(
        eq(studentClassV.schoolId, schoolId),
        classId === undefined ? undefined : eq(studentClassV.classId, classId),
      ),
    )
    .orderBy(
      asc(studentClassV.gradeSort),
      asc(studentClassV.classSort),
      asc(studentClassV.studentNo),
      asc(studentClassV.studentId),
    )
    .limit(limit);

/** Accepted values of a scene about a student created in [from, to), newest first, at most 50. */
export const sceneRecordsOf = (
  db: Db,
  s: { schoolId: number; sceneId: number; studentId: number; from: Date; to: Date },
) =>
  db
    .select({
      formValueId: acceptedValueV.formValueId,
      taskName: liveTaskV.taskName,
      createdAt: acceptedValueV.createdAt,
    })
    .from(acceptedValueV)
    .innerJoin(
      liveTaskV,
      and(eq(liveTaskV.schoolId, acceptedValueV.schoolId), eq(liveTaskV.taskId, acceptedValueV.taskId)),
    )
    .where(
      and(
        eq(acceptedValueV.schoolId, s.schoolId),
        eq(acceptedValueV.sceneId, s.sceneId),
        eq(acceptedValueV.studentId, s.studentId),
        gte(acceptedValueV.createdAt, s.from),
        lt(acceptedValueV.createdAt, s.to),
      ),
    )
    .orderBy(desc(acceptedValueV.createdAt), desc(acceptedValueV.formValueId))
    .limit(50);

/** Each value's first three top-level item values (in item order), joined with " · ". */
export const valueSummaries = async (db: Db, schoolId: number, formValueIds: number[]) => {
  if (formValueIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ formValueId: valueItemV.formValueId, val: valueItemV.val })
    .from(valueItemV)
    .where(and(eq(valueItemV.schoolId, schoolId), inArray(valueItemV.formValueId, formValueIds)))
    .orderBy(asc(valueItemV.formValueId), asc(valueItemV.itemId));
  const parts = new Map<number, string[]>();
  for (const r of rows) {
    const list = parts.get(r.formValueId) ?? [];
    if (list.length < 3 && r.val !== "") list.push(r.val);
    parts.set(r.formValueId, list);
  }
  return new Map([...parts].map(([id, list]) => [id, list.join(" · ")]));
};
