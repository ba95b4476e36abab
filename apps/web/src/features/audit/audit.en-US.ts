import type { AuditCatalogue } from "./audit.zh-CN.ts";

/** English texts of the audit log page; the same keys as audit.zh-CN.ts. */
export const auditEnUS: AuditCatalogue = {
  title: "Audit log",
  hint: "Every reveal of sensitive personal data such as a full ID card number is recorded here: who, whose, when and from which address. Entries are never changed.",
  search: "Search by who or whose name",
  dates: "Time range",
  at: "Time",
  actor: "By",
  action: "Action",
  target: "Whose",
  ip: "Address",
  userAgent: "Device",
  empty: "No audit entries yet",
  noMatch: "Nothing matches; adjust the filters",
  loadFailed: "The audit log could not be loaded",
  total: "{{total}} in all",
  actions: { idCardUnmask: "Showed full ID card number" },
  types: { teacher: "teacher", student: "student", parent: "parent" },
};
