import { type AreaRole, chooseAreaRole } from "../../api/areaRoles.ts";
import { exchangeToken } from "../../api/auth.ts";
import { type SessionUser, setSchoolDomain, setSchoolInfo, startSession } from "../../api/session.ts";

/**
 * Enters one of the area pass's roles: the school becomes this tab's school (so that calls carry its id and a
 * later sign-in returns to it); the pass stays, so /chooseRole can switch again.
 */
export async function enterAreaRole(role: AreaRole): Promise<SessionUser> {
  const { authorizationCode, school } = await chooseAreaRole(role);
  const { token, user } = await exchangeToken(authorizationCode);
  setSchoolInfo(school);
  setSchoolDomain(school.domain);
  startSession(token, user);
  return user;
}

export type RoleGroup = { schoolId: number; schoolName: string; isArea: boolean; roles: AreaRole[] };

/** Roles by school, in the server's order (the area's own site first). */
export function groupBySchool(roles: ReadonlyArray<AreaRole>): RoleGroup[] {
  const groups: RoleGroup[] = [];
  for (const role of roles) {
    let group = groups.find((g) => g.schoolId === role.schoolId);
    if (!group) {
      group = {
        schoolId: role.schoolId,
        schoolName: role.schoolName,
        isArea: role.schoolType === 1,
        roles: [],
      };
      groups.push(group);
    }
    group.roles.push(role);
  }
  return groups;
}
