import { SYSTEM_SCOPE, schoolsScope, type TenantScope } from "../db/tenant-context.ts";
import type { AuthContext } from "./access.ts";

/**
 * Whose rows a signed-in user's requests may touch, from the token alone: a school's people their school (and
 * their area's area-level rows); an area's site (type 1) every site of its area, the area administrator's remit;
 * the platform's administrators (type 2) every school, since adding schools and their first administrators is
 * their work. Row-level security holds PostgreSQL to it; the routes' own checks stay as they are.
 */
export const createScopeResolver =
  (sitesOfArea: (areaId: number) => Promise<number[]>) =>
  async (auth: AuthContext): Promise<TenantScope> => {
    if (auth.schoolType === 2 && auth.isAdmin) return SYSTEM_SCOPE;
    if (auth.schoolType === 1 && auth.areaId !== null) {
      return schoolsScope([auth.schoolId, ...(await sitesOfArea(auth.areaId))], auth.areaId);
    }
    return schoolsScope([auth.schoolId], auth.areaId);
  };
