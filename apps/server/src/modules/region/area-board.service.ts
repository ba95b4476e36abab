import type { VisualAreaBoard } from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { schoolsDailyRecordCounts } from "../attendance/index.ts";
import { listSitesOfArea, schoolTimeZone, todayIn } from "../school/index.ts";
import { fillDays, schoolDaysUpTo, sumCounts } from "../visual/index.ts";

export type AreaBoardDeps = { db: Db; now: () => Date; codesOf: CodeResolver };

/**
 * GET /sys/area/visual/board: the area's schools today, or the last school day with records (present rate of their
 * marked records), the five lowest and the area's trend over the last 10 school days: one aggregate statement over every school of the area.
 */
export const areaBoard = async (deps: AreaBoardDeps, auth: AuthContext): Promise<VisualAreaBoard> => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw forbidden("notAreaSite");
  const today = todayIn(await schoolTimeZone(deps.db, auth.schoolId), deps.now());
  const days = schoolDaysUpTo(today, 10);
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  const counted = await schoolsDailyRecordCounts(
    deps.db,
    schools.map((s) => s.id),
    days[0],
    today,
  );
  // No records today (a weekend, a holiday, before the first marks): the last school day that has some.
  const date = counted.some((c) => c.day === today) ? today : (counted.at(-1)?.day ?? today);
  const rows = schools.map((s) => ({
    id: s.id,
    name: s.name,
    ...sumCounts(counted.filter((c) => c.schoolId === s.id && c.day === date)),
  }));
  const worst = rows
    .filter((r) => r.presentRate !== null)
    .sort((a, b) => (a.presentRate as number) - (b.presentRate as number) || a.name.localeCompare(b.name))
    .slice(0, 5);
  return {
    date,
    today,
    updatedAt: deps.now().toISOString(),
    schools: rows,
    worst,
    trend: fillDays(days, counted),
  };
};
