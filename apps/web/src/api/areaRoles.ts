import type { RoleType, SchoolInfo } from "@eos/contracts";
import { request } from "./request.ts";
import { areaTokenKey, readSession, writeSession } from "./session.ts";

/** Area mode: an area pass (X-Area-Token) from signing in on the area's site, then a chosen role. */

export type AreaRole = {
  schoolId: number;
  schoolName: string;
  schoolType: number;
  accountId: number;
  type: number;
  roleType: RoleType;
  name: string;
  isAdmin: boolean;
};

/** Only a real area pass: the request client would otherwise fall back to the session token. */
export const getAreaPass = (): string | null => {
  const value = readSession(areaTokenKey);
  return value?.startsWith("a.") ? value : null;
};
export const setAreaPass = (token: string | null): void => writeSession(areaTokenKey, token);

export const areaLoginByPhone = (body: { phone: string; code: string; schoolId: number }) =>
  request<{ areaToken: string; roles: AreaRole[] }>({
    method: "POST",
    url: "/auth/area/login/phone",
    data: body,
    noToast: true,
    noSchoolId: true,
  });

export const requestAreaPass = () =>
  request<{ areaToken: string }>({ method: "POST", url: "/auth/area/pass", noToast: true, noSchoolId: true });

export const fetchAreaRoles = () =>
  request<AreaRole[]>({ url: "/auth/area/myRoles", areaAuth: true, noSchoolId: true, noCache: true });

export const chooseAreaRole = (role: Pick<AreaRole, "schoolId" | "accountId">) =>
  request<{ authorizationCode: string; school: SchoolInfo }>({
    method: "POST",
    url: "/auth/area/chooseRole",
    data: { targetSchoolId: role.schoolId, accountId: role.accountId },
    areaAuth: true,
    noSchoolId: true,
    noToast: true,
  });

export const endAreaPass = () =>
  request<null>({
    method: "POST",
    url: "/auth/area/logout",
    areaAuth: true,
    noSchoolId: true,
    noToast: true,
  });
