import { request } from "../../api/request.ts";

export type RoleItem = {
  id: number;
  name: string;
  kind: string;
  codes: string[];
  teacherIds: number[];
  teachers: { id: number; name: string }[];
};

export type DutyItem = {
  teacherId: number;
  teacherName: string;
  orgId: number;
  orgName: string;
  duty: "leader" | "subject";
  subject: string;
};

export type DutyInput = { teacherId: number; orgId: number; duty: "leader" | "subject"; subject?: string };

const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

export const fetchRoles = () => request<RoleItem[]>({ url: "/v3/teaRole/list", noCache: true });
export const addRole = (input: { name: string; codes: string[] }) =>
  write<{ id: number }>("/v3/teaRole/add", input);
export const updateRole = (input: { id: number; name: string; codes: string[] }) =>
  write<null>("/v3/teaRole/update", input);
export const removeRole = (id: number) => write<null>("/v3/teaRole/remove", { id });
export const assignRoles = (teacherId: number, roleIds: number[]) =>
  write<null>("/v3/teaRole/assign", { teacherId, roleIds });

export const fetchDuties = (teacherId: number) =>
  request<DutyItem[]>({ url: "/v3/duty/list", params: { teacherId }, noCache: true });
export const saveDuty = (input: DutyInput) => write<null>("/v3/duty/save", input);
export const deleteDuty = (input: DutyInput) => write<null>("/v3/duty/del", input);

/** The roles each teacher should hold after `role` is given to exactly `holders` (the API sets per teacher). */
export function assignmentsFor(
  roles: ReadonlyArray<RoleItem>,
  role: RoleItem,
  holders: ReadonlyArray<number>,
): Map<number, number[]> {
  const wanted = new Set(holders);
  const changed = [
    ...role.teacherIds.filter((id) => !wanted.has(id)),
    ...holders.filter((id) => !role.teacherIds.includes(id)),
  ];
  const out = new Map<number, number[]>();
  for (const teacherId of changed) {
    const others = roles.filter((r) => r.id !== role.id && r.teacherIds.includes(teacherId)).map((r) => r.id);
    out.set(teacherId, wanted.has(teacherId) ? [...others, role.id] : others);
  }
  return out;
}
