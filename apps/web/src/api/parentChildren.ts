import { request } from "./request.ts";

export type MyChild = {
  id: number;
  name: string;
  studentNo: string;
  classId: number;
  className: string;
  relation: string;
  current: boolean;
};

export const fetchMyChildren = () =>
  request<MyChild[]>({ url: "/auth/parent/children", noCache: true, noToast: true });

export const switchChild = (studentId: number) =>
  request<MyChild>({ method: "POST", url: "/auth/parent/switchChild", data: { studentId } });
