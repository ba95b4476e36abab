/** Query parameters of the fill pages (SPEC 2): formValId (or formValueId), mode=query, customForm. */
export function readFillParams(search: URLSearchParams): {
  formValId: number | null;
  mode: "fill" | "query";
  customForm: string | null;
} {
  const raw = search.get("formValId") ?? search.get("formValueId");
  const n = raw === null ? Number.NaN : Number(raw);
  return {
    formValId: Number.isInteger(n) && n > 0 ? n : null,
    mode: search.get("mode") === "query" ? "query" : "fill",
    customForm: search.get("customForm"),
  };
}

/** The collection task a fill belongs to (?taskId=, from the to-do list), or null. */
export function readTaskId(search: URLSearchParams): number | null {
  const n = Number(search.get("taskId") ?? Number.NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The child a parent's fill of a task is about (?childId=, from a child's group of the to-do), or null. */
export function readChildId(search: URLSearchParams): number | null {
  const n = Number(search.get("childId") ?? Number.NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
}
