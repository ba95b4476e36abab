// What other features and the shell may use of org (people and units): its module (its pages), its
// console menu entries and its public parts. (Its texts are combined in app/texts/, the roots of each
// language's chunks.) Everything else in the folder is the feature's own.

export { orgMenu } from "./menu.ts";
export { orgModule } from "./module.ts";
export { resetWriteAccess } from "./useWriteAccess.ts";
