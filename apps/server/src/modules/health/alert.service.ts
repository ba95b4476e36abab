import type { HealthAlert, HealthAlertQuery, HealthSymptom, Page } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { classLabel } from "../org/index.ts";
import { healthAccessOf, mayViewClass, viewScope } from "./access.ts";
import { healthError } from "./health.messages.ts";
import { findAlert, markAlertHandled, pageAlerts } from "./health.store.ts";
import type { HealthDeps } from "./record.service.ts";
import { isOver, thresholdsOf } from "./setting.service.ts";

/** Alerts of the school (a class leader's: their classes), unhandled first by default; paged. */
export const listAlerts = async (
  deps: HealthDeps,
  auth: AuthContext,
  q: HealthAlertQuery,
): Promise<Page<HealthAlert>> => {
  const scope = viewScope(await healthAccessOf(deps, auth));
  if (q.classId !== undefined && scope && !scope.includes(q.classId)) throw healthError(403, "notAllowed");
  const thresholds = await thresholdsOf(deps.db, auth.schoolId);
  const { rows, total } = await pageAlerts(
    deps.db,
    auth.schoolId,
    { classIds: scope, classId: q.classId, day: q.day, state: q.state },
    { limit: q.size, offset: (q.page - 1) * q.size },
  );
  return {
    list: rows.map(({ alert: a, name, className, gradeName }) => ({
      id: a.id,
      studentId: a.studentId,
      name: name ?? "",
      classId: a.classId,
      className: className === null ? "" : classLabel(gradeName ?? "", className),
      day: a.day,
      temperature: a.temperature / 10,
      symptoms: a.symptoms as HealthSymptom[],
      createdAt: a.createdAt.toISOString(),
      recheck:
        a.recheckTemperature === null || a.recheckAt === null
          ? null
          : {
              temperature: a.recheckTemperature / 10,
              symptoms: (a.recheckSymptoms ?? []) as HealthSymptom[],
              at: a.recheckAt.toISOString(),
              normal: !isOver(thresholds, a.recheckTemperature, a.recheckSymptoms ?? []),
            },
      handled: a.handledAt !== null,
      handledAt: a.handledAt?.toISOString() ?? null,
      handledByName: a.handledByName,
      handledNote: a.handledNote,
    })),
    total,
    page: q.page,
    size: q.size,
  };
};

/** Handles an alert with a note (once: a second handle is refused and changes nothing). */
export const handleAlert = async (
  deps: HealthDeps,
  auth: AuthContext,
  input: { id: number; note: string },
): Promise<{ id: number }> => {
  const alert = await findAlert(deps.db, auth.schoolId, input.id);
  if (!alert) throw healthError(404, "alertNotFound");
  if (!mayViewClass(await healthAccessOf(deps, auth), alert.classId)) throw healthError(403, "notAllowed");
  const done = await markAlertHandled(deps.db, auth.schoolId, alert.id, {
    id: auth.userId,
    name: auth.name,
    note: input.note,
    at: deps.now(),
  });
  if (!done) throw healthError(400, "alertHandled");
  return { id: alert.id };
};
