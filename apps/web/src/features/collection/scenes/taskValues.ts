import type { TaskItem, TaskSaveInput } from "@eos/contracts";
import type { FormRule } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { TFunction } from "i18next";
import type { FillerItem } from "./TaskFillersField.tsx";

type Choice = 0 | 1 | 2;
export type TaskValues = {
  name: string;
  formId?: number;
  fillerType: Choice;
  classIds?: number[];
  joinTimeType: Choice;
  range?: [Dayjs | null, Dayjs | null] | null;
  recurrence: Choice;
  description?: string;
  needReview?: boolean;
  /** 1 about students of the classes, 0 about the filling teacher themself. */
  subjectType?: 0 | 1;
  fillers?: FillerItem[];
  reminders?: number[];
};

const choice = (n: number): Choice => (n === 1 || n === 2 ? n : 0);

/** The drawer's starting values: the task's, or those of a new task. */
export function taskValuesOf(task: TaskItem | null): Partial<TaskValues> {
  if (!task)
    return {
      fillerType: 0,
      joinTimeType: 0,
      recurrence: 0,
      classIds: [],
      description: "",
      needReview: false,
      subjectType: 1,
      fillers: [],
      reminders: [],
    };
  return {
    name: task.name,
    formId: task.formId,
    fillerType: choice(task.fillerType),
    classIds: task.classIds,
    joinTimeType: choice(task.joinTimeType),
    range:
      task.startAt || task.endAt
        ? [task.startAt ? dayjs(task.startAt) : null, task.endAt ? dayjs(task.endAt) : null]
        : null,
    recurrence: choice(task.recurrence),
    description: task.description,
    needReview: task.needReview,
    subjectType: task.subjectType === 0 ? 0 : 1,
    fillers: task.fillers,
    reminders: task.reminders,
  };
}

/** What the server's taskSaveSchema expects; the range only travels for range tasks. */
export function toTaskInput(values: TaskValues, sceneId: number, task: TaskItem | null): TaskSaveInput {
  const ranged = values.joinTimeType === 2;
  return {
    id: task?.id,
    sceneId,
    name: values.name.trim(),
    formId: values.formId ?? 0,
    fillerType: values.fillerType,
    classIds: values.classIds ?? [],
    joinTimeType: values.joinTimeType,
    startAt: ranged ? (values.range?.[0]?.toISOString() ?? null) : null,
    endAt: ranged ? (values.range?.[1]?.toISOString() ?? null) : null,
    recurrence: values.recurrence,
    description: values.description?.trim() ?? "",
    autoShow: task?.autoShow ?? [],
    needReview: values.needReview ?? false,
    subjectType: values.subjectType ?? 1,
    fillers: (values.fillers ?? []).map((r) => ({ kind: r.kind, id: r.id })),
    reminders: values.reminders ?? [],
  };
}

/** The server's rule, checked before sending: a range task needs both ends, the start before the end. */
export const rangeRule =
  (t: TFunction): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: TaskValues["range"]) => {
      if (getFieldValue("joinTimeType") !== 2) return;
      const [start, end] = value ?? [null, null];
      if (!start || !end) throw new Error(t("scenes.taskDrawer.rangeRequired"));
      if (!start.isBefore(end)) throw new Error(t("scenes.taskDrawer.rangeOrder"));
    },
  });
