import type { SceneClassifyNode, SceneHallItem, SceneItem, TaskItem } from "@eos/contracts";
import type { Call } from "./fetchMock.ts";

/** Test fixtures of the scenes pages: scenes, classifications, tasks and hall entries as the server sends them. */

export const scene = (id: number, name: string, patch: Partial<SceneItem> = {}): SceneItem => ({
  id,
  name,
  classifyId: null,
  classifyName: null,
  description: "",
  coverFileId: null,
  columns: [],
  shown: false,
  shelved: false,
  taskCount: 0,
  copiedFrom: null,
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...patch,
});

export const classify = (
  id: number,
  name: string,
  children: SceneClassifyNode[] = [],
  pid: number | null = null,
): SceneClassifyNode => ({ id, pid, name, sort: 0, sceneCount: 1, children });

export const task = (id: number, name: string, patch: Partial<TaskItem> = {}): TaskItem => ({
  id,
  sceneId: 5,
  name,
  formId: 31,
  formName: "Health check",
  fillerType: 0,
  subjectType: 1,
  classIds: [3],
  classNames: ["Class 1-1"],
  joinTimeType: 0,
  startAt: null,
  endAt: null,
  recurrence: 0,
  description: "",
  autoShow: [],
  needReview: false,
  fillers: [],
  reminders: [],
  state: 0,
  sort: id,
  publishedAt: null,
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...patch,
});

export const hallItem = (
  sceneId: number,
  name: string,
  patch: Partial<SceneHallItem> = {},
): SceneHallItem => ({
  schoolId: 40,
  schoolName: "North Middle School",
  sceneId,
  name,
  description: "",
  classifyName: "Health",
  taskCount: 2,
  copied: false,
  ...patch,
});

export const page = <T>(list: T[], p = 1) => ({ list, total: list.length, page: p, size: 20 });

/** The calls to a path (without /api), first to last. */
export const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.url.pathname === `/api${path}`);
