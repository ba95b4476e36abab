import type { Page, PickedPerson } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { CourseDeps } from "./catalogue.service.ts";
import { clubsOfStudent, pageClubs } from "./club/club.store.ts";
import {
  gradeOfStudent,
  gradesWithClasses,
  type PickerFilter,
  pickParents,
  pickStudents,
  pickTeachers,
  scenesOf,
} from "./picker.store.ts";
import { currentCoursesOfGrade } from "./term-course.service.ts";

export type PickerKind = "student" | "teacher" | "parent" | "association";

/** One page of people (or clubs) for the shared pickers (/v3/choiceUser). */
export const pickPeople = async (
  deps: CourseDeps,
  schoolId: number,
  kind: PickerKind,
  f: PickerFilter,
): Promise<Page<PickedPerson>> => {
  const { rows, total } =
    kind === "student"
      ? await pickStudents(deps.db, schoolId, f)
      : kind === "teacher"
        ? await pickTeachers(deps.db, schoolId, f)
        : kind === "parent"
          ? await pickParents(deps.db, schoolId, f)
          : await pickClubs(deps, schoolId, f);
  return { list: rows, total, page: f.page, size: f.size };
};

const pickClubs = async (deps: CourseDeps, schoolId: number, f: PickerFilter) => {
  const { rows, total } = await pageClubs(deps.db, schoolId, f);
  return {
    rows: rows.map((c) => ({ id: c.id, name: c.name, detail: `${c.memberCount}/${c.capacity}` })),
    total,
  };
};

/** The school's grades with their classes (listCourseOrgTreeByType). */
export const gradeTree = (deps: CourseDeps, schoolId: number) => gradesWithClasses(deps.db, schoolId);

/** The scenes a course main's records may be kept in (listScene). */
export const sceneOptions = (deps: CourseDeps, schoolId: number) => scenesOf(deps.db, schoolId);

/** A student's clubs and this term's courses of their grade (the phone view). */
export const myCourses = async (deps: CourseDeps, auth: AuthContext) => {
  const [clubs, gradeId] = await Promise.all([
    clubsOfStudent(deps.db, auth.schoolId, auth.userId),
    gradeOfStudent(deps.db, auth.schoolId, auth.userId),
  ]);
  const courses = gradeId === null ? [] : await currentCoursesOfGrade(deps.db, auth.schoolId, gradeId);
  return {
    clubs,
    courses: courses.map((c) => ({
      id: c.id,
      name: c.name,
      subjectName: c.subjectName,
      teacherNames: c.teacherNames,
    })),
  };
};
