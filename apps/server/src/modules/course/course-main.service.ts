import type { CourseMain, CourseMainInput, Page, PageQuery } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { teacherExists, teacherNames } from "../org/index.ts";
import type { CourseDeps } from "./catalogue.service.ts";
import { lockCatalogue } from "./catalogue.store.ts";
import { courseError } from "./course.messages.ts";
import {
  type CourseMainRow,
  deleteCourseMain,
  findCourseMains,
  insertCourseMain,
  lockCourseMain,
  pageCourseMains,
  updateCourseMain,
} from "./course-main.store.ts";
import { gradesWithClasses, scenesOf } from "./picker.store.ts";

/** Names of grades, teachers and scenes for rows that hold their ids. */
export const namesFor = async (db: Db, schoolId: number, teacherIds: number[], sceneIds: number[]) => {
  const [grades, teachers, scenes] = await Promise.all([
    gradesWithClasses(db, schoolId),
    teacherNames(db, schoolId, [...new Set(teacherIds)]),
    sceneIds.length ? scenesOf(db, schoolId, [...new Set(sceneIds)]) : Promise.resolve([]),
  ]);
  return {
    grade: new Map(grades.map((g) => [g.id, g.label])),
    teacher: teachers,
    scene: new Map(scenes.map((s) => [s.id, s.name])),
  };
};

const views = async (db: Db, schoolId: number, rows: CourseMainRow[]): Promise<CourseMain[]> => {
  const names = await namesFor(
    db,
    schoolId,
    rows.flatMap((r) => r.teacherIds),
    rows.flatMap((r) => (r.sceneId === null ? [] : [r.sceneId])),
  );
  return rows.map((r) => ({
    ...r,
    gradeNames: r.gradeIds.map((g) => names.grade.get(g) ?? ""),
    teacherNames: r.teacherIds.map((t) => names.teacher.get(t) ?? ""),
    sceneName: r.sceneId === null ? null : (names.scene.get(r.sceneId) ?? null),
  }));
};

export type CourseMainQuery = PageQuery & { subjectId?: number; typeId?: number };

export const pageCourseMainsOf = async (
  deps: CourseDeps,
  schoolId: number,
  q: CourseMainQuery & { notInTerm?: number },
): Promise<Page<CourseMain>> => {
  const { rows, total } = await pageCourseMains(deps.db, schoolId, q);
  return { list: await views(deps.db, schoolId, rows), total, page: q.page, size: q.size };
};

export const courseMainDetail = async (
  deps: CourseDeps,
  schoolId: number,
  id: number,
): Promise<CourseMain> => {
  const [row] = await findCourseMains(deps.db, schoolId, [id]);
  if (!row) throw courseError(404, "courseMainNotFound");
  return (await views(deps.db, schoolId, [row]))[0];
};

/** The grades, teachers and scene an input names must be the school's. */
const checkRefs = async (db: Db, schoolId: number, input: CourseMainInput) => {
  const grades = new Set((await gradesWithClasses(db, schoolId)).map((g) => g.id));
  if (!input.gradeIds.every((g) => grades.has(g))) throw courseError(400, "gradeNotFound");
  if (!(await teacherExists(db, schoolId, input.teacherIds))) throw courseError(400, "teacherNotFound");
  if (input.sceneId && (await scenesOf(db, schoolId, [input.sceneId])).length === 0)
    throw courseError(400, "sceneNotFound");
};

const lockSubjectAndType = async (tx: Tx, schoolId: number, input: CourseMainInput) => {
  if ((await lockCatalogue(tx, schoolId, "subject", [input.subjectId])).length === 0)
    throw courseError(400, "subjectNotFound");
  if ((await lockCatalogue(tx, schoolId, "type", [input.typeId])).length === 0)
    throw courseError(400, "typeNotFound");
};

/** Adds a course main, or edits it with its id. */
export const saveCourseMain = async (
  deps: CourseDeps,
  auth: AuthContext,
  input: CourseMainInput,
): Promise<{ id: number }> => {
  await checkRefs(deps.db, auth.schoolId, input);
  const values = {
    name: input.name,
    subjectId: input.subjectId,
    typeId: input.typeId,
    description: input.description,
    hours: input.hours,
    gradeIds: [...new Set(input.gradeIds)],
    capacity: input.capacity,
    teacherIds: [...new Set(input.teacherIds)],
    sceneId: input.sceneId ?? null,
  };
  return deps.db.transaction(async (tx) => {
    await lockSubjectAndType(tx, auth.schoolId, input);
    if (input.id) {
      if (!(await updateCourseMain(tx, auth.schoolId, input.id, values)))
        throw courseError(404, "courseMainNotFound");
      return { id: input.id };
    }
    return { id: await insertCourseMain(tx, auth.schoolId, values) };
  });
};

/** Removes a course main; refused while a term's course was made from it. */
export const removeCourseMain = (deps: CourseDeps, auth: AuthContext, id: number) =>
  deps.db.transaction(async (tx) => {
    const row = await lockCourseMain(tx, auth.schoolId, id);
    if (!row) throw courseError(404, "courseMainNotFound");
    const [full] = await findCourseMains(tx, auth.schoolId, [id]);
    if (full.termCourseCount > 0)
      throw courseError(400, "courseMainInUse", { name: row.name, count: full.termCourseCount });
    await deleteCourseMain(tx, auth.schoolId, id);
  });
