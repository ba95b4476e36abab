export type { AccountInput, AccountPort } from "./account.port.ts";
export { classLabel } from "./class-label.ts";
export {
  classesLedBy,
  type DutyKind,
  dutyKinds,
  leadersOfClass,
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
  addDepartment,
  addMemberships,
  addTeachers,
  adminTeachersOf,
  type Child,
  classesOfTeacher,
  countPeopleBySchool,
  createAdminTeacher,
  createDelegateTeacher,
  ensureSchoolRoot,
  findPerson,
  listChildrenOfParent,
  type Membership,
  membershipsIn,
  orgUnitsOf,
  type PeopleCount,
  type Person,
  removeMemberships,
  renameDepartment,
  type StudentNoSync,
  type StudentRef,
  schoolRootOf,
  studentIdsOfClasses,
  studentsByIds,
  syncStudentNos,
  teachersByIds,
  teachersWithPhones,
  updateTeacherBrief,
} from "./org.published.ts";
export {
  classV,
  parentStudentV,
  studentClassV,
  teacherClassV,
  teacherDeptV,
  teacherV,
} from "./org.views.ts";
