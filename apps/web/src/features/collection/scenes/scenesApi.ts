import type {
  FormListItem,
  Page,
  SceneAction,
  SceneClassifyNode,
  SceneHallItem,
  SceneItem,
  SceneSaveInput,
  TaskItem,
  TaskSaveInput,
} from "@eos/contracts";
import { get, request } from "../../../api/request.ts";

/** The console's calls for scenes, their classification tree, their tasks and the area's scene hall. */

export type ScenesQuery = {
  page: number;
  size: number;
  keyword?: string;
  classifyId?: number;
  sortField?: "name" | "updatedAt";
  sortOrder?: "ascend" | "descend";
};

export type HallQuery = { page: number; size: number; keyword?: string };

export const scenesKeys = {
  all: ["collection", "scenes"] as const,
  classify: ["collection", "scenes", "classify"] as const,
  page: (query?: ScenesQuery) => ["collection", "scenes", "page", ...(query ? [query] : [])],
  scene: (id: number) => ["collection", "scenes", "scene", id],
  tasks: (sceneId: number) => ["collection", "scenes", "tasks", sceneId],
  hall: (query?: HallQuery) => ["collection", "scenes", "hall", ...(query ? [query] : [])],
  forms: (keyword: string) => ["collection", "scenes", "forms", keyword],
};

/** Pages show the server's refusal themselves (message.error), so the client does not toast it too. */
const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

const read = <T>(url: string, params?: Record<string, unknown>) => get<T>(url, params, { noCache: true });

export const fetchClassifyTree = () => read<SceneClassifyNode[]>("/v3/sceneClassify/list");
export const addClassify = (name: string, pid: number | null) =>
  write<{ id: number }>("/v3/sceneClassify/add", { pid, name });
export const renameClassify = (id: number, name: string, pid: number | null) =>
  write<null>("/v3/sceneClassify/update", { id, name, pid });
export const deleteClassify = (id: number) => write<null>("/v3/sceneClassify/delete", { id });
export const sortClassify = (ids: number[]) => write<null>("/v3/sceneClassify/sort", { ids });

export const fetchScenes = (query: ScenesQuery) => read<Page<SceneItem>>("/v3/scene/page", { ...query });
export const fetchScene = (id: number) => read<SceneItem>("/v3/scene/byid", { id });
export const saveScene = (input: SceneSaveInput) => write<{ id: number }>("/v3/saveScene", input);
export const copyScene = (id: number) => write<{ id: number }>("/v3/copyScene", { id });
export const changeSceneState = (id: number, action: SceneAction) =>
  write<SceneItem>(`/v3/scene/${action}`, { id });
export const deleteScene = (id: number) => write<null>("/v3/scene/del", { id });

export const fetchHall = (query: HallQuery) => read<Page<SceneHallItem>>("/v3/sceneHall/page", { ...query });
/** `fromSchoolId`: the school (or area site) that shelved the scene; `schoolId` is reserved for the caller's own. */
export const copyFromHall = (fromSchoolId: number, sceneId: number) =>
  write<{ id: number }>("/v3/sceneHall/copy", { fromSchoolId, sceneId });

export const fetchTasks = (sceneId: number) => read<TaskItem[]>("/v3/task/list", { sceneId });
export const saveTask = (input: TaskSaveInput) => write<{ id: number }>("/v3/task/save", input);
export const publishTask = (id: number) => write<TaskItem>("/v3/task/publish", { id });
export const closeTask = (id: number) => write<TaskItem>("/v3/task/close", { id });
export const deleteTask = (id: number) => write<null>("/v3/task/del", { id });
export const sortTasks = (sceneId: number, ids: number[]) => write<null>("/v3/task/sort", { sceneId, ids });
export const fetchTaskQr = (id: number) =>
  read<{ url: string; svg: string }>("/v3/statistics/task/qrcode", { id });

/** The school's forms to choose a task's form from; only released ones (version set) can be chosen. */
export const fetchFormChoices = (keyword: string) =>
  read<Page<FormListItem>>("/v3/eos/form/admin/page", { page: 1, size: 50, keyword: keyword || undefined });
