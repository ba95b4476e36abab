import type { Page, PageQuery, TermCourse, TermCourseInput } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { teacherExists, teacherNames } from "../org/index.ts";
import { currentTermsOf, listTerms } from "../school/index.ts";
import type { CourseDeps } from "./catalogue.service.ts";
import { courseError } from "./course.messages.ts";
import { findCourseMains, lockCourseMain } from "./course-main.store.ts";
import { deleteLeadersOf, listLeaders } from "./leader.store.ts";
import {
  deleteTermCourse,
  findTermCourses,
  givenInTerm,
  insertTermCourses,
  pageTermCourses,
  type TermCourseRow,
  termCoursesOfGrade,
  updateTermCourse,
} from "./term-course.store.ts";

/** The term named, or the school's current term; refused when there is none. */
export const termOf = async (
  db: Db,
  schoolId: number,
  termId?: number,
): Promise<{ id: number; name: string }> => {
  if (termId) {
    const found = (await listTerms(db, schoolId)).find((t) => t.id === termId);
    if (!found) throw courseError(400, "termNotFound");
    return { id: found.id, name: found.name };
  }
  const current = (await currentTermsOf(db, [schoolId])).get(schoolId);
  if (!current) throw courseError(400, "noCurrentTerm");
  return current;
};

const views = async (db: Db, schoolId: number, rows: TermCourseRow[]): Promise<TermCourse[]> => {
  const leaders = await listLeaders(db, schoolId, { kind: "course", targetIds: rows.map((r) => r.id) });
  const [names, terms] = await Promise.all([
    teacherNames(db, schoolId, [
      ...new Set([...rows.flatMap((r) => r.teacherIds), ...leaders.map((l) => l.teacherId)]),
    ]),
    listTerms(db, schoolId),
  ]);
  const termName = new Map(terms.map((t) => [t.id, t.name]));
  return rows.map(({ gradeIds: _grades, ...r }) => ({
    ...r,
    termName: termName.get(r.termId) ?? "",
    teacherNames: r.teacherIds.map((t) => names.get(t) ?? ""),
    leaderNames: leaders.filter((l) => l.targetId === r.id).map((l) => names.get(l.teacherId) ?? ""),
  }));
};

export const pageTermCoursesOf = async (
  deps: CourseDeps,
  schoolId: number,
  q: PageQuery & { termId?: number },
): Promise<Page<TermCourse>> => {
  const term = await termOf(deps.db, schoolId, q.termId);
  const { rows, total } = await pageTermCourses(deps.db, schoolId, { ...q, termId: term.id });
  return { list: await views(deps.db, schoolId, rows), total, page: q.page, size: q.size };
};

export const termCourseDetail = async (
  deps: CourseDeps,
  schoolId: number,
  id: number,
): Promise<TermCourse> => {
  const [row] = await findTermCourses(deps.db, schoolId, [id]);
  if (!row) throw courseError(404, "termCourseNotFound");
  return (await views(deps.db, schoolId, [row]))[0];
};

/**
 * Makes the term's courses from course mains (addCurrentByCourseMain), each with its main's teachers and
 * places; refused, making none, when one is unknown or already given that term.
 */
export const addCurrentByCourseMain = async (
  deps: CourseDeps,
  auth: AuthContext,
  input: { courseMainIds: number[]; termId?: number },
): Promise<{ ids: number[] }> => {
  const term = await termOf(deps.db, auth.schoolId, input.termId);
  const ids = [...new Set(input.courseMainIds)];
  return deps.db.transaction(async (tx) => {
    for (const id of ids)
      if (!(await lockCourseMain(tx, auth.schoolId, id))) throw courseError(400, "courseMainNotFound");
    const mains = await findCourseMains(tx, auth.schoolId, ids);
    const given = await givenInTerm(tx, auth.schoolId, term.id, ids);
    if (given.length > 0)
      throw courseError(400, "alreadyCurrent", { name: mains.find((m) => m.id === given[0])?.name ?? "" });
    const made = await insertTermCourses(
      tx,
      auth.schoolId,
      mains.map((m) => ({
        courseMainId: m.id,
        termId: term.id,
        capacity: m.capacity,
        teacherIds: m.teacherIds,
      })),
    );
    return { ids: made };
  });
};

/** Sets a term's course's teachers and places. */
export const saveTermCourse = async (deps: CourseDeps, auth: AuthContext, input: TermCourseInput) => {
  const teacherIds = [...new Set(input.teacherIds)];
  if (!(await teacherExists(deps.db, auth.schoolId, teacherIds))) throw courseError(400, "teacherNotFound");
  if (!(await updateTermCourse(deps.db, auth.schoolId, input.id, { capacity: input.capacity, teacherIds })))
    throw courseError(404, "termCourseNotFound");
  return { id: input.id };
};

/** Removes a term's course and its leaders. */
export const removeTermCourse = (deps: CourseDeps, auth: AuthContext, id: number) =>
  deps.db.transaction(async (tx) => {
    if (!(await deleteTermCourse(tx, auth.schoolId, id))) throw courseError(404, "termCourseNotFound");
    await deleteLeadersOf(tx, auth.schoolId, "course", id);
  });

/** Term courses open to a grade in the current term (none when the school has no current term). */
export const currentCoursesOfGrade = async (db: Db, schoolId: number, gradeId: number) => {
  const current = (await currentTermsOf(db, [schoolId])).get(schoolId);
  if (!current) return [];
  return views(db, schoolId, await termCoursesOfGrade(db, schoolId, current.id, gradeId));
};
