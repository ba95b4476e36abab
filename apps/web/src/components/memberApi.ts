import type { Page, StudentItem, TeacherItem } from "@eos/contracts";
import { request } from "../api/request.ts";

/** Who a member picker (and the people pages) list. */
export type MemberType = "teacher" | "student" | "parent";

/** What a member picker returns. */
export type Member = { id: number; name: string; type: MemberType };

export type SortOrder = "ascend" | "descend";

/** The query of GET /v3/tea/page and /v3/stu/page. */
export type PeopleQuery = {
  page: number;
  size: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: SortOrder;
  /** A class or grade (students), a department or class (teachers). */
  orgId?: number;
};

export type { StudentItem, TeacherItem } from "@eos/contracts";

/** The query string the server takes: empty filters left out, the keyword trimmed. */
export function toQueryParams(query: PeopleQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { page: query.page, size: query.size };
  const keyword = query.keyword?.trim();
  if (keyword) out.keyword = keyword;
  if (query.sortField && query.sortOrder) {
    out.sortField = query.sortField;
    out.sortOrder = query.sortOrder;
  }
  if (query.orgId !== undefined && query.orgId > 0) out.orgId = query.orgId;
  return out;
}

export const fetchTeacherPage = (query: PeopleQuery): Promise<Page<TeacherItem>> =>
  request<Page<TeacherItem>>({ url: "/v3/tea/page", params: toQueryParams(query) });

export const fetchStudentPage = (query: PeopleQuery): Promise<Page<StudentItem>> =>
  request<Page<StudentItem>>({ url: "/v3/stu/page", params: toQueryParams(query) });

/** A parent as the picker lists them: who, and their children to tell namesakes apart. */
export type ParentRow = { id: number; name: string; children: { name: string; className: string }[] };

export const fetchParentRows = (query: PeopleQuery): Promise<Page<ParentRow>> =>
  request<Page<ParentRow>>({ url: "/v3/par/page", params: toQueryParams(query) });

export const peopleQueryKey = (type: MemberType | "parent", query?: PeopleQuery) =>
  query ? (["people", type, query] as const) : (["people", type] as const);
