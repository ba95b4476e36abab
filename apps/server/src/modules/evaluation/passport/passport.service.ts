import type { PassportModelItem, PassportModelSave } from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import { notFound } from "../../../platform/http/errors.ts";
import { classesOfTeacher } from "../../org/index.ts";
import { listYears } from "../../school/index.ts";
import { findModel, STUDENTS } from "../model.store.ts";
import { sceneExists } from "../scene-tasks.store.ts";
import { allowedStudent, type ScoreDeps } from "../score-read.service.ts";
import { passportError } from "./passport.messages.ts";
import {
  deletePassportModel,
  deleteText,
  insertPassportModel,
  listPassportModels,
  passportModelOfYear,
  type StudentCard,
  saveText,
  studentCard,
  type TextKind,
  updatePassportModel,
} from "./passport.store.ts";
import { isArchived } from "./passport-notice.store.ts";

/** Staff see and comment on every student's passport: administrators and holders of an evaluation code. */
export const isPassportStaff = async (deps: ScoreDeps, auth: AuthContext): Promise<boolean> => {
  if (auth.userType !== 0) return false;
  if (auth.isAdmin) return true;
  const codes = await deps.codesOf(auth);
  return codes.has("evaluation.manage") || codes.has("evaluation.scores");
};

/**
 * Who may write a passport's texts: the comment a teacher of the student's class (or staff), the
 * self-statement the student or their parent (whose access to the student was checked before).
 */
export const editableTexts = async (
  deps: ScoreDeps,
  auth: AuthContext,
  student: StudentCard,
): Promise<Record<TextKind, boolean>> => {
  const teacher =
    auth.userType === 0 &&
    ((await isPassportStaff(deps, auth)) ||
      (await classesOfTeacher(deps.db, auth.schoolId, auth.userId)).includes(student.classId));
  return {
    teacherComment: teacher,
    selfStatement: auth.userType === 1 ? auth.userId === student.id : auth.userType === 2,
  };
};

/** The student the caller asks about, if they may see them; 404 when the school has no such student. */
export const passportStudent = async (deps: ScoreDeps, auth: AuthContext, asked: number | undefined) => {
  const id = await allowedStudent(deps, auth, asked);
  const student = await studentCard(deps.db, auth.schoolId, id);
  if (!student) throw notFound();
  return student;
};

export const listPassportModelItems = async (
  deps: ScoreDeps,
  auth: AuthContext,
): Promise<PassportModelItem[]> => {
  const [models, years] = await Promise.all([
    listPassportModels(deps.db, auth.schoolId),
    listYears(deps.db, auth.schoolId),
  ]);
  const yearNames = new Map(years.map((y) => [y.id, y.name]));
  return models.map((m) => ({
    ...m,
    schoolYearName: yearNames.get(m.schoolYearId) ?? "",
    updatedAt: m.updatedAt.toISOString(),
  }));
};

const checkUnits = async (deps: ScoreDeps, schoolId: number, input: PassportModelSave) => {
  const keys = new Set<string>();
  for (const unit of input.units) {
    if (keys.has(unit.key)) throw passportError(400, "duplicateUnit", { key: unit.key });
    keys.add(unit.key);
    if (unit.modelId !== null && !(await findModel(deps.db, schoolId, unit.modelId, STUDENTS)))
      throw passportError(400, "unitModelNotFound", { title: unit.title });
    if (unit.kind === "sceneRecords" && unit.sceneId === null)
      throw passportError(400, "unitSceneMissing", { title: unit.title });
    if (unit.sceneId !== null) {
      if (!(await sceneExists(deps.db, schoolId, unit.sceneId)))
        throw passportError(400, "unitSceneMissing", { title: unit.title });
    }
  }
};

/** Adds or changes a passport model; a school year has one model, so another year's model refuses. */
export const savePassportModel = async (
  deps: ScoreDeps,
  auth: AuthContext,
  input: PassportModelSave,
): Promise<{ id: number }> => {
  const years = await listYears(deps.db, auth.schoolId);
  if (!years.some((y) => y.id === input.schoolYearId)) throw passportError(400, "yearNotFound");
  await checkUnits(deps, auth.schoolId, input);
  const taken = await passportModelOfYear(deps.db, auth.schoolId, input.schoolYearId);
  if (taken && taken.id !== input.id) throw passportError(400, "yearTaken", { name: taken.name });
  const row = { name: input.name, schoolYearId: input.schoolYearId, units: input.units };
  if (input.id === undefined)
    return { id: await insertPassportModel(deps.db, auth.schoolId, auth.userId, row) };
  if (!(await updatePassportModel(deps.db, auth.schoolId, input.id, row))) throw notFound();
  return { id: input.id };
};

export const removePassportModel = async (deps: ScoreDeps, auth: AuthContext, id: number) => {
  if (!(await deletePassportModel(deps.db, auth.schoolId, id))) throw notFound();
};

/** Saves a passport text, or with an empty text resets it; only who may write that kind of text. */
export const savePassportText = async (
  deps: ScoreDeps,
  auth: AuthContext,
  input: { studentId?: number; schoolYearId: number; kind: TextKind; text: string },
): Promise<void> => {
  const student = await passportStudent(deps, auth, input.studentId);
  if (!(await editableTexts(deps, auth, student))[input.kind]) throw passportError(403, "notEditable");
  const years = await listYears(deps.db, auth.schoolId);
  if (!years.some((y) => y.id === input.schoolYearId)) throw passportError(400, "yearNotFound");
  if (await isArchived(deps.db, auth.schoolId, student.classId, input.schoolYearId, deps.now()))
    throw passportError(400, "noticeArchived");
  const key = { studentId: student.id, schoolYearId: input.schoolYearId, kind: input.kind };
  const text = input.text.trim();
  if (text === "") await deleteText(deps.db, auth.schoolId, key);
  else await saveText(deps.db, auth.schoolId, { ...key, text, userId: auth.userId });
};
