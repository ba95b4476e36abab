import { request } from "../../api/request.ts";
import type { OrgKind } from "../../components/orgTree.ts";

/** The console's writes for people and units; every one is admin-only on the server. */

export type TeacherInput = {
  id?: number;
  name: string;
  gender?: number;
  phone?: string;
  subject?: string;
  isAdmin?: boolean;
  account: string;
  /** Left out keeps the stored number, "" removes it. */
  idCard?: string;
};

export type StudentInput = {
  id?: number;
  name: string;
  gender?: number;
  studentNo: string;
  classId: number;
  account: string;
  /** Left out keeps the stored number, "" removes it. */
  idCard?: string;
};

export type OrgUnitInput = { id?: number; pid?: number; kind?: Exclude<OrgKind, "school">; name: string };

/** The caller shows failures itself (next to the form), so the client does not toast them too. */
const write = <T>(url: string, data: unknown, noToast = false) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast });

export const saveTeacher = (input: TeacherInput) => write<{ id: number }>("/v3/tea/save", input, true);
export const deleteTeachers = (ids: number[]) => write<null>("/v3/tea/del", { ids });
export const saveStudent = (input: StudentInput) => write<{ id: number }>("/v3/stu/save", input, true);
export const deleteStudents = (ids: number[]) => write<null>("/v3/stu/del", { ids });

export const saveOrgUnit = (input: OrgUnitInput) => write<{ id: number }>("/v3/org/save", input, true);
export const deleteOrgUnit = (id: number) => write<null>("/v3/org/del", { id });
export const saveOrgSort = (pid: number, ids: number[]) => write<null>("/v3/org/saveSort", { pid, ids });

export type IdCardHolder = "student" | "teacher";

/** The full number, for holders of people.unmask; the server writes each reveal to the audit log. */
export const unmaskIdCard = (kind: IdCardHolder, id: number) =>
  write<{ idCard: string | null }>(kind === "student" ? "/v3/stu/idCard/unmask" : "/v3/tea/idCard/unmask", {
    id,
  });
