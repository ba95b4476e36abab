export { type Child, listChildrenOfParent } from "./children.store.ts";
export { createDelegateTeacher } from "./delegate-teacher.store.ts";
export { dutyRoutes } from "./duty.routes.ts";
export { leadsAClass, teacherExists, teacherNames } from "./duty.service.ts";
export { orgTreeRoutes } from "./org-tree.routes.ts";
export { peopleRoutes } from "./people.routes.ts";
export { countPeopleBySchool, type PeopleCount } from "./people-count.store.ts";
export { findPerson, type Person } from "./person.store.ts";
export { studentImportRoutes } from "./student-import.routes.ts";
