import type { TaskImportsCatalogue } from "./taskImports.zh-CN.ts";

/** English texts of the task page's "Imports" and "Joined" tabs; the same keys as taskImports.zh-CN.ts. */
export const taskImportsEnUS: TaskImportsCatalogue = {
  tabs: { imports: "Imports", joined: "Joined" },
  imports: {
    file: "File",
    state: "State",
    percent: "Progress",
    rows: "Rows",
    imported: "Imported",
    values: "Values now",
    problems: "Problem rows",
    createdAt: "Imported at",
    actions: "Actions",
    errors: "Download error rows",
    del: "Delete",
    delTitle: "Delete this import?",
    delHint:
      "The {{count}} values this import stored are deleted with it; other imports' values and people's own fills stay.",
    delOk: "Delete",
    cancel: "Cancel",
    deleted: "Deleted, with {{count}} values",
    empty: "No imports yet",
    loadFailed: "The imports could not be loaded",
    states: { waiting: "Waiting", running: "Running", done: "Done", failed: "Failed" },
  },
  joined: {
    search: "Search by name",
    name: "Name",
    role: "Role",
    values: "Values",
    last: "Latest fill",
    empty: "Nobody has filled yet",
    loadFailed: "The people who filled could not be loaded",
    roles: { "0": "Teacher", "1": "Student", "2": "Parent" },
  },
};
