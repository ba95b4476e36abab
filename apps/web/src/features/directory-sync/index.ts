// What other features and the shell may use of directory-sync: its module (its pages), its console menu
// entries and its public parts. (Its texts are combined in app/texts/, the roots of each language's chunks.)
// Everything else in the folder is the feature's own.

export type { ExternalApp, SyncCounts, SyncStatus } from "./directorySyncApi.ts";
export { ExternalSyncSection } from "./ExternalSyncSection.tsx";
export { directorySyncModule } from "./module.ts";
