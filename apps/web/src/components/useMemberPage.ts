import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  fetchParentRows,
  fetchStudentPage,
  fetchTeacherPage,
  type MemberType,
  type PeopleQuery,
  peopleQueryKey,
} from "./memberApi.ts";

/** One row of a member picker's list: who, and a detail that tells namesakes apart. */
export type MemberRow = { id: number; name: string; detail: string };

/** A page knows whose it is, so that a row still on screen after switching lists is never mistaken. */
export type MemberPage = { type: MemberType; rows: MemberRow[]; total: number };

async function fetchMemberPage(type: MemberType, query: PeopleQuery): Promise<MemberPage> {
  if (type === "teacher") {
    const page = await fetchTeacherPage(query);
    return {
      type,
      total: page.total,
      rows: page.list.map((x) => ({
        id: x.id,
        name: x.name,
        detail: [x.subject, x.account].filter(Boolean).join(" · "),
      })),
    };
  }
  if (type === "parent") {
    const page = await fetchParentRows(query);
    return {
      type,
      total: page.total,
      rows: page.list.map((x) => ({
        id: x.id,
        name: x.name,
        detail: x.children.map((c) => `${c.name} (${c.className})`).join(", "),
      })),
    };
  }
  const page = await fetchStudentPage(query);
  return {
    type,
    total: page.total,
    rows: page.list.map((x) => ({ id: x.id, name: x.name, detail: `${x.className} · ${x.studentNo}` })),
  };
}

/** A page of teachers or students for a picker; the previous page stays on screen while the next loads. */
export function useMemberPage(type: MemberType, query: PeopleQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...peopleQueryKey(type, query), "picker"],
    queryFn: () => fetchMemberPage(type, query),
    // The last page stays while the next loads, but never a page of the other type.
    placeholderData: (previous) => (previous?.type === type ? keepPreviousData(previous) : undefined),
    enabled,
  });
}
