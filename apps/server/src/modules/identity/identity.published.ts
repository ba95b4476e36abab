/**
 * The reads and writes of this module's tables that other modules may use, published as they are: the
 * module's index.ts hands out only services, views, ports and types, never a store file.
 */

export { type SigninDay, signinsPerDay } from "./signin-days.store.ts";
export {
  linkedTeachersOf,
  linkIdentities,
  teacherAccountIds,
} from "./third-party/directory-link.store.ts";
