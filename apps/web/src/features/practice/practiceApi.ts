import type {
  Page,
  PracticeActivity,
  PracticeBatchResult,
  PracticeChart,
  PracticeOrgTree,
  PracticeStudentActivity,
  PracticeTask,
  PracticeUserScore,
} from "@eos/contracts";
import { get, post, request } from "../../api/request.ts";

const T = "/v3/course/act/practice/teacher";
const S = "/v3/course/act/practice/student";

export type ActivityQuery = {
  page: number;
  size: number;
  keyword?: string;
  joinTimeType?: number;
  sortField?: string;
  sortOrder?: "ascend" | "descend";
};
export type ActivityInput = {
  id?: number;
  name: string;
  description: string;
  maxNum: number;
  joinTimeType: number;
  joinStart?: string | null;
  joinEnd?: string | null;
  orgIds: number[];
  tasks?: { name: string; content: string }[];
};

export const practiceKeys = {
  all: ["practice"] as const,
  activities: (q: ActivityQuery) => ["practice", "activities", q] as const,
  tasks: (id: number) => ["practice", "tasks", id] as const,
  scores: (id: number, q: object) => ["practice", "scores", id, q] as const,
  chart: (id: number) => ["practice", "chart", id] as const,
  orgTree: ["practice", "orgTree"] as const,
  mine: (joined: boolean) => ["practice", "mine", joined] as const,
};

const fresh = { noCache: true };

export const fetchActivities = (q: ActivityQuery) =>
  get<Page<PracticeActivity>>(`${T}/pageActivity`, q, fresh);
export const saveActivity = (input: ActivityInput) =>
  post<{ id: number }>(`${T}/addActivity`, input, { json: true });
export const setOpened = (id: number, opened: boolean) =>
  post<null>(`${T}/${opened ? "openActivity" : "closeActivity"}`, { id }, { json: true });
export const removeActivity = (id: number) => post<null>(`${T}/removeActivity`, { id }, { json: true });
export const fetchTasks = (activityId: number) =>
  get<Page<PracticeTask>>(`${T}/pageTask`, { activityId, size: 50 }, fresh);
export const fetchOrgTree = () => get<PracticeOrgTree>(`${T}/listOrgTreeBean`, undefined, fresh);
export const fetchUserScores = (q: { activityId: number; page: number; size: number; keyword?: string }) =>
  get<Page<PracticeUserScore>>(`${T}/pageUserScore`, q, fresh);
export const addUserScore = (input: {
  activityId: number;
  studentId: number;
  score: number;
  comment: string;
}) => post<PracticeBatchResult>(`${T}/addUserScore`, input, { json: true });
/** Scores from an .xlsx file; a refused sheet rejects with its problems in the error's data. */
export const uploadScores = (activityId: number, file: File) => {
  const data = new FormData();
  data.append("file", file);
  return request<PracticeBatchResult>({
    method: "POST",
    url: `${T}/batchAddUserScore/xlsx`,
    params: { activityId },
    data,
    noToast: true,
  });
};
export const fetchChart = (activityId: number) =>
  get<PracticeChart>(`${T}/getActivityChart`, { activityId }, fresh);

export const fetchMine = (joined: boolean, page = 1) =>
  get<Page<PracticeStudentActivity>>(
    `/app/course/act/practice/${joined ? "pageJoinActivity" : "pageCanJoinActivity"}`,
    { page, size: 50 },
    fresh,
  );
export const signUp = (activityId: number) =>
  post<null>(`${S}/signUp`, { activityId }, { json: true, noToast: true });
export const quitActivity = (activityId: number) =>
  post<null>(`${S}/quitActivity`, { activityId }, { json: true, noToast: true });
