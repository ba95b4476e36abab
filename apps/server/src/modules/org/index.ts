export { createDelegateTeacher } from "./delegate-teacher.store.ts";
export { orgTreeRoutes } from "./org-tree.routes.ts";
export { peopleRoutes } from "./people.routes.ts";
export { findPerson, type Person } from "./person.store.ts";
