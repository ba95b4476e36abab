import type { TodoItem } from "@eos/contracts";
import type { TFunction } from "i18next";

/**
 * Where a to-do opens: the phone filler, or on PC the filler (the batch filler when teachers fill about
 * students; a teacher task, about the teacher themself, opens the plain filler). A parent's to-do of one of
 * their children names the child, so the fill is about that child whichever child the session looks at.
 */
export function todoHref(
  item: Pick<TodoItem, "formId" | "taskId" | "fillerType"> & { subjectType?: number },
  device: "pc" | "phone",
  childId?: number,
) {
  const query = `?taskId=${item.taskId}${childId === undefined ? "" : `&childId=${childId}`}`;
  if (device === "phone") return `/m/form/${item.formId}${query}`;
  return item.fillerType === 0 && item.subjectType !== 0
    ? `/admin/forms/${item.formId}/batch${query}`
    : `/admin/forms/${item.formId}/fill${query}`;
}

const SHOWN_NAMES = 3;

/** "3 waiting: Li, Wang, Zhao and others", or null when nobody is listed. */
export function pendingText(t: TFunction, pending: TodoItem["pending"]): string | null {
  if (pending.length === 0) return null;
  const names = pending
    .slice(0, SHOWN_NAMES)
    .map((p) => p.name)
    .join(t("progress.todo.separator"));
  const key = pending.length > SHOWN_NAMES ? "progress.todo.pendingMore" : "progress.todo.pending";
  return t(key, { count: pending.length, names });
}
