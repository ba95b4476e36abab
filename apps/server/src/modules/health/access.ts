import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { classesLedBy, classesOfTeacher } from "../org/index.ts";
import { healthError } from "./health.messages.ts";

export type HealthAccessDeps = { db: Db; codesOf: CodeResolver };

/**
 * What a staff member may do with health data: record for any class (health.record, administrators) or for
 * the classes they lead or teach; see every class (health.view, administrators) or the classes they lead.
 */
export type HealthAccess = {
  recordAll: boolean;
  viewAll: boolean;
  led: number[];
  taught: number[];
};

export const healthAccessOf = async (deps: HealthAccessDeps, auth: AuthContext): Promise<HealthAccess> => {
  if (auth.userType !== 0) return { recordAll: false, viewAll: false, led: [], taught: [] };
  const codes = await deps.codesOf(auth);
  const [led, taught] = await Promise.all([
    classesLedBy(deps.db, auth.schoolId, auth.userId),
    classesOfTeacher(deps.db, auth.schoolId, auth.userId),
  ]);
  return {
    recordAll: auth.isAdmin || codes.has("health.record"),
    viewAll: auth.isAdmin || codes.has("health.view"),
    led,
    taught,
  };
};

export const mayRecordClass = (a: HealthAccess, classId: number) =>
  a.recordAll || a.taught.includes(classId) || a.led.includes(classId);

export const mayViewClass = (a: HealthAccess, classId: number) => a.viewAll || a.led.includes(classId);

/** The classes whose health data the caller sees: undefined for all; 403 for someone who sees none. */
export const viewScope = (a: HealthAccess): number[] | undefined => {
  if (a.viewAll) return undefined;
  if (a.led.length === 0) throw healthError(403, "notAllowed");
  return a.led;
};
