export { findPerson, type Person } from "./person.store.ts";
