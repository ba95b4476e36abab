import type {
  ChildTodo,
  CompletionPerson,
  NoticeItem,
  Page,
  TaskCompletion,
  TaskProgressItem,
  TodoItem,
} from "@eos/contracts";
import { request } from "../../../api/request.ts";
import { childrenTodoKey, todoKey } from "../../../api/todoKeys.ts";

export { childrenTodoKey, todoKey };

/** GET /center/api/getToDoList; the page shows its own error state, so no alert. */
export const fetchTodo = (): Promise<TodoItem[]> =>
  request<TodoItem[]>({ url: "/center/api/getToDoList", noCache: true, noToast: true }).then((list) =>
    Array.isArray(list) ? list : [],
  );

/** A parent's to-do for every child (the phone home's groups); the filler refreshes it with the plain list. */
/** GET /center/api/getChildrenToDoList: one group per child, each naming the child. */
export const fetchChildrenTodo = (): Promise<ChildTodo[]> =>
  request<ChildTodo[]>({ url: "/center/api/getChildrenToDoList", noCache: true, noToast: true }).then(
    (list) => (Array.isArray(list) ? list : []),
  );

export type ProgressQuery = { page: number; size: number; keyword?: string; sceneId?: number };

export const progressKey = (query?: ProgressQuery) =>
  query ? (["taskProgress", query] as const) : (["taskProgress"] as const);

export const fetchTaskProgress = (query: ProgressQuery) =>
  request<Page<TaskProgressItem>>({ url: "/v3/statistics/task/page", params: query, noCache: true });

/** A task's completion in one of its periods (named by its start), or in the current one. */
export const fetchCompletion = (taskId: number, period?: string) =>
  request<TaskCompletion>({
    url: "/v3/statistics/task/completion",
    params: { taskId, period },
    noCache: true,
  });

export type PeopleState = "all" | "filled" | "missing";
export type PeopleQuery = {
  taskId: number;
  period?: string;
  classId?: number;
  state: PeopleState;
  keyword?: string;
  page: number;
  size: number;
};

export const fetchCompletionPeople = (query: PeopleQuery) =>
  request<Page<CompletionPerson>>({ url: "/v3/statistics/task/people", params: query, noCache: true });

export const remindMissing = (taskId: number, classId?: number) =>
  request<{ notified: number; messages: number }>({
    method: "POST",
    url: "/v3/statistics/task/remind",
    json: true,
    data: { taskId, classId },
  });

export type NoticePage = Page<NoticeItem> & { unread: number };

export const noticesKey = ["notices"] as const;

export const fetchNotices = (page: number, size: number) =>
  request<NoticePage>({ url: "/v3/notice/page", params: { page, size }, noCache: true });

/** Marks one notice read, or all of them without an id. */
export const markNoticeRead = (id?: number) =>
  request<null>({ method: "POST", url: "/v3/notice/read", json: true, data: id ? { id } : {} });

/** Passes or rejects (with a comment) one fill of a task that needs review. */
export const reviewFill = (input: { taskId: number; formValId: number; pass: boolean; comment?: string }) =>
  request<{ formValId: number; reviewState: number }>({
    method: "POST",
    url: "/v3/task/review",
    json: true,
    data: input,
  });
