import { isPermissionCode } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.ts";
import { teacherExists, teacherNames } from "../org/index.ts";
import { codesOf, forgetCodes, type RolesDeps } from "./permissions.service.ts";
import { rolesError } from "./roles.messages.ts";
import {
  deleteRole,
  findRoles,
  insertRole,
  listRoles,
  type RoleRow,
  replaceTeacherRoles,
  roleNameTaken,
  rolesOfTeacher,
  teachersHoldingCode,
  teachersOfRole,
  updateRole,
} from "./roles.store.ts";

export type RoleInput = { id?: number; name: string; codes: string[] };

export type RoleItem = RoleRow & { teachers: { id: number; name: string }[] };

/** The school's custom roles with who holds them; a teacher deleted since drops out of the list. */
export const roleList = async (deps: RolesDeps, auth: AuthContext): Promise<RoleItem[]> => {
  const rows = await listRoles(deps.db, auth.schoolId);
  const names = await teacherNames(deps.db, auth.schoolId, [...new Set(rows.flatMap((r) => r.teacherIds))]);
  return rows.map((r) => {
    const teachers = r.teacherIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
    return { ...r, teacherIds: teachers.map((x) => x.id), teachers };
  });
};

/** A custom role as other modules list it (to choose or filter by): its name, kind and how many hold it. */
export type RoleSummary = { id: number; name: string; kind: string; teachers: number };

export const schoolRoles = async (db: Db, schoolId: number): Promise<RoleSummary[]> => {
  const rows = await listRoles(db, schoolId);
  const names = await teacherNames(db, schoolId, [...new Set(rows.flatMap((r) => r.teacherIds))]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    teachers: r.teacherIds.filter((id) => names.has(id)).length,
  }));
};

/** For notices to holders of a permission: the teachers whose custom roles grant the code. */
export const teachersWithCode = (db: Db, schoolId: number, code: string): Promise<number[]> =>
  teachersHoldingCode(db, schoolId, code);

/** Only a higher scope grants: the caller must hold every code of every role they create, change or hand out. */
const requireWithinScope = async (deps: RolesDeps, auth: AuthContext, codes: Iterable<string>) => {
  const held = await codesOf(deps)(auth);
  for (const code of codes) if (!held.has(code)) throw forbidden("grantAboveScope");
};

const cleanCodes = (codes: string[]): string[] => {
  const unknown = codes.filter((c) => !isPermissionCode(c));
  if (unknown.length) throw badRequest(`unknown codes ${unknown.join(", ")}`);
  return [...new Set(codes)].sort();
};

const existing = async (deps: RolesDeps, auth: AuthContext, id: number) => {
  const [found] = await findRoles(deps.db, auth.schoolId, [id]);
  if (!found) throw notFound();
  return found;
};

const requireFreeName = async (deps: RolesDeps, auth: AuthContext, name: string, exceptId?: number) => {
  if (await roleNameTaken(deps.db, auth.schoolId, name, exceptId)) {
    throw rolesError(400, "roleNameTaken");
  }
};

export const addRole = async (
  deps: RolesDeps,
  auth: AuthContext,
  input: RoleInput,
): Promise<{ id: number }> => {
  const codes = cleanCodes(input.codes);
  await requireWithinScope(deps, auth, codes);
  await requireFreeName(deps, auth, input.name);
  return { id: await insertRole(deps.db, auth.schoolId, input.name, codes) };
};

export const changeRole = async (deps: RolesDeps, auth: AuthContext, input: RoleInput & { id: number }) => {
  const before = await existing(deps, auth, input.id);
  const codes = cleanCodes(input.codes);
  await requireWithinScope(deps, auth, [...before.codes, ...codes]);
  await requireFreeName(deps, auth, input.name, input.id);
  await updateRole(deps.db, auth.schoolId, input.id, input.name, codes);
  await forgetCodes(deps, auth.schoolId, await teachersOfRole(deps.db, auth.schoolId, input.id));
};

export const removeRole = async (deps: RolesDeps, auth: AuthContext, id: number) => {
  const before = await existing(deps, auth, id);
  await requireWithinScope(deps, auth, before.codes);
  const holders = await teachersOfRole(deps.db, auth.schoolId, id);
  await deleteRole(deps.db, auth.schoolId, id);
  await forgetCodes(deps, auth.schoolId, holders);
};

/** Replaces a teacher's custom roles; the caller must hold the codes of the roles given and taken away. */
export const assignRoles = async (
  deps: RolesDeps,
  auth: AuthContext,
  input: { teacherId: number; roleIds: number[] },
) => {
  const roleIds = [...new Set(input.roleIds)];
  if (!(await teacherExists(deps.db, auth.schoolId, [input.teacherId]))) throw notFound();
  const given = await findRoles(deps.db, auth.schoolId, roleIds);
  if (given.length !== roleIds.length) throw notFound();
  const taken = await rolesOfTeacher(deps.db, auth.schoolId, input.teacherId);
  await requireWithinScope(
    deps,
    auth,
    [...given, ...taken].flatMap((r) => r.codes),
  );
  await replaceTeacherRoles(deps.db, auth.schoolId, input.teacherId, roleIds);
  await forgetCodes(deps, auth.schoolId, [input.teacherId]);
};
