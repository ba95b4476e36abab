export type { AccountInput, AccountPort } from "./account.port.ts";
export { type Child, listChildrenOfParent } from "./children.store.ts";
export { classLabel } from "./class-label.ts";
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
export { dutyRoutes } from "./duty.routes.ts";
export {
  classesLedBy,
  type DutyKind,
  dutyKinds,
  leadsAClass,
  teacherExists,
  teacherNames,
} from "./duty.service.ts";
export {
  describeProblems,
  importSummary,
  readImportUpload,
  sendImportTemplate,
} from "./import-http.ts";
export {
  type ImportColumns,
  type ImportProblem,
  inBatches,
  type RowReader,
  readImportSheet,
  sortedProblems,
} from "./import-sheet.ts";
export {
  classV,
  parentStudentV,
  studentClassV,
  teacherClassV,
  teacherDeptV,
  teacherV,
} from "./org.views.ts";
export { orgTreeRoutes } from "./org-tree.routes.ts";
export { peopleRoutes } from "./people.routes.ts";
export { classesOfTeacher } from "./people.store.ts";
export { countPeopleBySchool, type PeopleCount } from "./people-count.store.ts";
export { findPerson, type Person } from "./person.store.ts";
export {
  adminTeachersOf,
  createAdminTeacher,
  ensureSchoolRoot,
  schoolRootOf,
} from "./school-admins.store.ts";
export { studentImportRoutes } from "./student-import.routes.ts";
export { type StudentRef, studentIdsOfClasses, studentsByIds } from "./student-lookup.store.ts";
export { type StudentNoSync, syncStudentNos } from "./student-no-sync.store.ts";
