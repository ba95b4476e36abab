import type { AuthContext } from "../../platform/auth/access.ts";
import { forbidden } from "../../platform/http/errors.ts";
import type { ClassesSeen } from "../collection/index.ts";
import { classesLedBy } from "../org/index.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";

/**
 * Who may look at the monitoring, and at what (the data scopes of issue 3): administrators and holders of
 * collection.stats every class (null); a class leader the classes they lead; anyone else is refused.
 */
export const monitorAccess = async (deps: InsightAccessDeps, auth: AuthContext): Promise<ClassesSeen> => {
  if (auth.isAdmin || (await deps.codesOf(auth)).has("collection.stats")) return null;
  const led =
    auth.userType === 0 && auth.schoolType === 0
      ? await classesLedBy(deps.db, auth.schoolId, auth.userId)
      : [];
  if (led.length === 0) throw forbidden();
  return led;
};
