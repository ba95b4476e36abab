import type { Page } from "@eos/contracts";
import { request } from "../../api/request.ts";
import { type PeopleQuery, toQueryParams } from "../../components/memberApi.ts";

/** Parents of the school and their links to children (GET/POST /v3/par/*). */

export const relations = ["father", "mother", "grandfather", "grandmother", "guardian", "other"] as const;
export type Relation = (typeof relations)[number];

export type ParentChild = {
  id: number;
  name: string;
  studentNo: string;
  classId: number;
  className: string;
  relation: string;
};

export type ParentItem = {
  id: number;
  name: string;
  phone: string;
  account: string | null;
  children: ParentChild[];
  createdAt: string;
};

export type StudentParent = { id: number; name: string; phone: string; relation: string };

export type ParentInput = { id?: number; name: string; phone: string };

const write = <T>(url: string, data: unknown, noToast = false) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast });

export const fetchParentPage = (query: PeopleQuery): Promise<Page<ParentItem>> =>
  request<Page<ParentItem>>({ url: "/v3/par/page", params: toQueryParams(query) });

export const fetchParentDetail = (id: number): Promise<ParentItem> =>
  request<ParentItem>({ url: "/v3/par/detail", params: { id }, noToast: true });

export const fetchStudentParents = (studentId: number): Promise<StudentParent[]> =>
  request<StudentParent[]>({ url: "/v3/par/ofStudent", params: { studentId }, noToast: true });

export const saveParent = (input: ParentInput) => write<{ id: number }>("/v3/par/save", input, true);
export const deleteParents = (ids: number[]) => write<null>("/v3/par/del", { ids });
export const linkChild = (parentId: number, studentId: number, relation: Relation) =>
  write<null>("/v3/par/link", { parentId, studentId, relation });
export const unlinkChild = (parentId: number, studentId: number) =>
  write<null>("/v3/par/unlink", { parentId, studentId });

export const parentDetailKey = (id: number) => ["people", "parent", "detail", id] as const;
export const studentParentsKey = (studentId: number) => ["people", "student", "parents", studentId] as const;
