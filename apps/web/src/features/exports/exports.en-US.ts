import type { ExportsCatalogue } from "./exports.zh-CN.ts";

/** English texts of the Downloads page and of background exports; the same keys as exports.zh-CN.ts. */
export const exportsEnUS: ExportsCatalogue = {
  title: "Downloads",
  menu: "My downloads",
  hint: "Files of your background exports are kept here for 7 days. A download link works for an hour; refresh the page for a new one.",
  search: "Search by file name",
  name: "File",
  state: "State",
  size: "Size",
  createdAt: "Created",
  expiresAt: "Kept until",
  download: "Download",
  refresh: "Refresh",
  states: {
    queued: "Queued",
    running: "Being made",
    done: "Ready",
    failed: "Failed",
    cancelled: "Cancelled",
    expired: "Expired",
  },
  empty: "No exported files yet",
  noMatch: "No file matches",
  loadFailed: "The downloads could not be loaded",
  total: "{{total}} in all",
  background: "Export in background",
  started: "The export runs in the background; find the file under My downloads when it is ready.",
  open: "Open My downloads",
};
