import type { Page } from "@eos/contracts";
import { request } from "./request.ts";

export type AreaSchoolItem = {
  id: number;
  name: string;
  domain: string;
  loginType: number;
  teacherCount: number;
  studentCount: number;
};

export const fetchAreaSchools = (query: { page: number; size: number; keyword?: string }) =>
  request<Page<AreaSchoolItem>>({
    url: "/region/commom/schoolList",
    params: { ...query, keyword: query.keyword || undefined },
  });
