import { and, asc, eq } from "drizzle-orm";
import { withoutConsent } from "../modules/consent/index.ts";
import { saveChecks, scheduleHealthRetention } from "../modules/health/index.ts";
import { account } from "../modules/identity/identity.tables.ts";
import { teacher, teacherOrg } from "../modules/org/org.tables.ts";
import { addRole, assignRoles } from "../modules/roles/index.ts";
import { createMemoryCache } from "../platform/cache/memory-cache.ts";
import type { Db } from "../platform/db/client.ts";
import { createJobs } from "../platform/jobs/jobs.ts";
import { peopleOfSchool, type SeedSite } from "./seed-people.ts";

/** The nurse role every demo school has: records and sees every class's health checks. */
export const NURSE_ROLE = "校医";

/** The first teacher who neither administers the school nor leads a class: the demo's school nurse. */
const nurseOf = async (db: Db, site: SeedSite) => {
  const leaders = new Set(
    (
      await db
        .select({ id: teacherOrg.teacherId })
        .from(teacherOrg)
        .where(and(eq(teacherOrg.schoolId, site.id), eq(teacherOrg.duty, "leader")))
    ).map((r) => r.id),
  );
  const rows = await db
    .select({ userId: teacher.id, name: teacher.name, accountId: account.id, isAdmin: teacher.isAdmin })
    .from(teacher)
    .innerJoin(account, and(eq(account.schoolId, teacher.schoolId), eq(account.userId, teacher.id)))
    .where(and(eq(teacher.schoolId, site.id), eq(account.userType, 0)))
    .orderBy(asc(teacher.id));
  return rows.find((r) => r.isAdmin !== 1 && !leaders.has(r.userId));
};

/**
 * Health checks in one school, through the services (after the consent seed): a school nurse role (校医, with
 * health.record and health.view) held by a demo teacher; this morning's check of the school's first class by
 * its leader, one student with a fever (an alert and its notices), the students without the guardian's health
 * consent refused; the daily retention sweep scheduled. Answers how many checks were stored.
 */
export const seedHealth = async (db: Db, site: SeedSite, now = new Date()): Promise<number> => {
  const { admin, classes } = await peopleOfSchool(db, site);
  const rolesDeps = { db, cache: createMemoryCache() };
  const { id: roleId } = await addRole(rolesDeps, admin, {
    name: NURSE_ROLE,
    codes: ["health.record", "health.view"],
  });
  const nurse = await nurseOf(db, site);
  if (nurse) await assignRoles(rolesDeps, admin, { teacherId: nurse.userId, roleIds: [roleId] });
  const klass = classes.find((c) => c.students.length > 0);
  let stored = 0;
  if (klass) {
    const deps = { db, now: () => now, codesOf: async () => new Set<string>() };
    const readings = [36.4, 36.6, 36.5, 36.8, 36.3, 36.7, 36.5, 36.9];
    // The fever goes to a student whose guardian gave health consent (the third such, or the last).
    const refused = new Set(
      await withoutConsent(
        db,
        site.id,
        klass.students.map((s) => s.id),
        "health",
      ),
    );
    const consented = klass.students.flatMap((s, i) => (refused.has(s.id) ? [] : [i]));
    const feverIndex = consented[Math.min(2, consented.length - 1)] ?? -1;
    const result = await saveChecks(
      deps,
      klass.leader,
      {
        classId: klass.id,
        records: klass.students.map((s, i) => ({
          studentId: s.id,
          temperature: i === feverIndex ? 38.2 : readings[i % readings.length],
          symptoms: i === feverIndex ? ["fever", "cough"] : [],
          note: i === feverIndex ? "已通知家长" : "",
        })),
      },
      "zh-CN",
    );
    stored = result.stored;
  }
  const jobs = createJobs({ db, now: () => now, log: console, poll: false });
  await scheduleHealthRetention(jobs, site.id, now);
  return stored;
};
