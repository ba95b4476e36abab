/**
 * The reads and writes of this module's tables that other modules may use, published as they are: the
 * module's index.ts hands out only services, views, ports and types, never a store file.
 */
export { type Child, listChildrenOfParent } from "./children.store.ts";
export { createDelegateTeacher } from "./delegate-teacher.store.ts";
export {
  addDepartment,
  addMemberships,
  addTeachers,
  type Membership,
  membershipsIn,
  orgUnitsOf,
  removeMemberships,
  renameDepartment,
  teachersByIds,
  teachersWithPhones,
  updateTeacherBrief,
} from "./directory.store.ts";
export { classesOfTeacher } from "./people.store.ts";
export { countPeopleBySchool, type PeopleCount } from "./people-count.store.ts";
export { findPerson, type Person } from "./person.store.ts";
export {
  type RosterClass,
  type RosterStudent,
  rosterClasses,
  rosterOfClass,
  rosterStudents,
} from "./roster.store.ts";
export {
  adminTeachersOf,
  createAdminTeacher,
  ensureSchoolRoot,
  schoolRootOf,
} from "./school-admins.store.ts";
export { type StudentRef, studentIdsOfClasses, studentsByIds } from "./student-lookup.store.ts";
export { type StudentNoSync, syncStudentNos } from "./student-no-sync.store.ts";
