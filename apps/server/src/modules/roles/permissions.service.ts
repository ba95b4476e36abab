import { permissionCodes, type SystemRoleKey } from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Db } from "../../platform/db/client.ts";
import { leadsAClass } from "../org/index.ts";
import { rolesOfTeacher } from "./roles.store.ts";

export type RolesDeps = { db: Db; cache: Cache };

/** What every teacher may do without a custom role: look at the school's people lists. */
const TEACHER_CODES = ["people.view"];
const CODES_MS = 60_000;

const isSchoolAdmin = (auth: AuthContext) => auth.isAdmin && auth.userType === 0;
const codesKey = (schoolId: number, teacherId: number) => `perm:${schoolId}:${teacherId}`;

const computeCodes = async (deps: RolesDeps, auth: AuthContext): Promise<string[]> => {
  if (isSchoolAdmin(auth)) return [...permissionCodes];
  if (auth.userType !== 0) return [];
  const roles = await rolesOfTeacher(deps.db, auth.schoolId, auth.userId);
  const held = new Set([...TEACHER_CODES, ...roles.flatMap((r) => r.codes)]);
  return permissionCodes.filter((c) => held.has(c));
};

/** The caller's codes, cached per person for a minute and dropped at once when their roles change. */
export const codesOf =
  (deps: RolesDeps): CodeResolver =>
  async (auth) => {
    if (auth.userType !== 0) return new Set();
    const key = codesKey(auth.schoolId, auth.userId);
    const cached = await deps.cache.get<string[]>(key);
    if (cached && !isSchoolAdmin(auth)) return new Set(cached);
    const codes = await computeCodes(deps, auth);
    await deps.cache.set(key, codes, CODES_MS);
    return new Set(codes);
  };

export const forgetCodes = async (deps: RolesDeps, schoolId: number, teacherIds: number[]) => {
  await Promise.all(teacherIds.map((id) => deps.cache.del(codesKey(schoolId, id))));
};

export type UserRole = { id: number | null; key: SystemRoleKey | "custom"; name: string };
export type UserPermissions = { isAdmin: boolean; roles: UserRole[]; codes: string[] };

const systemRole = (key: SystemRoleKey): UserRole => ({ id: null, key, name: key });

/** POST /center/permissions/getUserInfo: the caller's system and custom roles and their button codes. */
export const userPermissions = async (deps: RolesDeps, auth: AuthContext): Promise<UserPermissions> => {
  const isAdmin = isSchoolAdmin(auth);
  if (auth.userType === 1) return { isAdmin: false, roles: [systemRole("student")], codes: [] };
  if (auth.userType === 2) return { isAdmin: false, roles: [systemRole("parent")], codes: [] };
  const custom = await rolesOfTeacher(deps.db, auth.schoolId, auth.userId);
  const roles: UserRole[] = [
    ...(isAdmin ? [systemRole("admin")] : []),
    ...((await leadsAClass(deps.db, auth.schoolId, auth.userId)) ? [systemRole("leader")] : []),
    systemRole("teacher"),
    ...custom.map((r) => ({ id: r.id, key: "custom" as const, name: r.name })),
  ];
  return { isAdmin, roles, codes: [...(await codesOf(deps)(auth))] };
};
