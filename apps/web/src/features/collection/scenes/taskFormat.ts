import type { TaskItem } from "@eos/contracts";
import type { TFunction } from "i18next";
import { formatTime } from "../../../components/format.ts";

const fillerKeys = ["scenes.filler.teachers", "scenes.filler.students", "scenes.filler.parents"] as const;
const joinTimeKeys = [
  "scenes.joinTime.unlimited",
  "scenes.joinTime.manual",
  "scenes.joinTime.range",
] as const;
const recurrenceKeys = [
  "scenes.recurrence.once",
  "scenes.recurrence.daily",
  "scenes.recurrence.weekly",
] as const;
const stateKeys = [
  "scenes.taskState.draft",
  "scenes.taskState.published",
  "scenes.taskState.closed",
] as const;

export const fillerLabel = (t: TFunction, fillerType: number): string =>
  t(fillerKeys[fillerType] ?? fillerKeys[0]);
export const recurrenceLabel = (t: TFunction, recurrence: number): string =>
  t(recurrenceKeys[recurrence] ?? recurrenceKeys[0]);
export const taskStateLabel = (t: TFunction, state: number): string => t(stateKeys[state] ?? stateKeys[0]);
export const joinTimeLabel = (t: TFunction, joinTimeType: number): string =>
  t(joinTimeKeys[joinTimeType] ?? joinTimeKeys[0]);

/** The colour of a task's state tag: grey drafts, green open tasks, red closed ones. */
export const taskStateColor = (state: number): string | undefined =>
  state === 1 ? "green" : state === 2 ? "red" : undefined;

/** When the task is open: its join-time type, and for a range its start and end. */
export function timeWindowText(
  t: TFunction,
  task: Pick<TaskItem, "joinTimeType" | "startAt" | "endAt">,
): string {
  const label = joinTimeLabel(t, task.joinTimeType);
  if (task.joinTimeType !== 2) return label;
  return `${label}: ${formatTime(task.startAt ?? "")} ~ ${formatTime(task.endAt ?? "")}`;
}

/** The first classes' names, and how many more there are. */
export function classesText(t: TFunction, names: ReadonlyArray<string>): string {
  if (names.length === 0) return t("scenes.tasks.noClasses");
  const shown = names.slice(0, 3).join(", ");
  return names.length > 3 ? `${shown} ${t("scenes.tasks.more", { count: names.length - 3 })}` : shown;
}
