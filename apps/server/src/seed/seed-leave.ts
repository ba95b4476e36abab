import { applyLeave, decideLeave } from "../modules/attendance/index.ts";
import { schoolTimeZone, todayIn } from "../modules/school/index.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import type { Db } from "../platform/db/client.ts";
import { peopleOfSchool, type SeedSite } from "./seed-people.ts";

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
/** The next school day (Monday to Friday) after a day. */
const nextSchoolDay = (day: string) => {
  let d = addDays(day, 1);
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
};

/**
 * Leave in one school, through the leave services as guardians and class leaders would: the 11th guardian
 * (the demo parent 13900200011 in the primary school) has leave approved from today to the next school day, so
 * the roster shows the child "on leave"; the second guardian's request waits for the leader; the third's was
 * refused with a comment. Needs the school's attendance points (seedAttendance first). Answers the leaves made.
 */
export const seedLeave = async (db: Db, site: SeedSite, now = new Date()): Promise<number> => {
  const { admin, classes, parents } = await peopleOfSchool(db, site);
  const today = todayIn(await schoolTimeZone(db, site.id), now);
  const deps = { db, now: () => now };
  const leaderOf = (studentId: number): AuthContext =>
    classes.find((c) => c.students.some((s) => s.id === studentId))?.leader ?? admin;
  const plans = [
    { from: today, to: nextSchoolDay(today), reason: "发烧，在家休息", decision: true },
    { from: nextSchoolDay(today), to: nextSchoolDay(today), reason: "去医院复查", decision: undefined },
    { from: today, to: today, reason: "家里有事", decision: false },
  ] as const;
  // Guardians are numbered as seedSchool made them (139 + school + sequence): the 11th, the primary school's
  // 13900200011, is the demo parent; the next two are guardians of classmates.
  const first = Math.min(10, Math.max(0, parents.length - plans.length));
  let made = 0;
  for (const [i, plan] of plans.entries()) {
    const p = parents[first + i];
    const child = p?.children[0];
    if (child === undefined) break;
    const { id } = await applyLeave(deps, p.auth, {
      studentId: child,
      fromDay: plan.from,
      toDay: plan.to,
      pointIds: [],
      reason: plan.reason,
    });
    made++;
    if (plan.decision === undefined) continue;
    await decideLeave(deps, leaderOf(child), {
      id,
      approve: plan.decision,
      comment: plan.decision ? "注意休息，早日康复" : "请改天再请，或补交说明",
    });
  }
  return made;
};
