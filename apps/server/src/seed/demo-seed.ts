import { createHash } from "node:crypto";
import { count } from "drizzle-orm";
import { hashPassword } from "../modules/identity/index.ts";
import { area, school } from "../modules/school/school.tables.ts";
import type { Db } from "../platform/db/client.ts";
import { seededRandom } from "./random.ts";
import { seedSchoolAreas } from "./seed-areas.ts";
import { seedAttendance, seedAttendanceRollup } from "./seed-attendance.ts";
import { seedCenter } from "./seed-center.ts";
import { seedConsent } from "./seed-consent.ts";
import { seedCourses } from "./seed-course.ts";
import { seedHealth } from "./seed-health.ts";
import { seedLeave } from "./seed-leave.ts";
import { seedOnecard } from "./seed-onecard.ts";
import { seedPractice } from "./seed-practice.ts";
import { type GradePlan, type SeededSchool, seedSchool } from "./seed-school.ts";
import { seedStudentGrowth } from "./seed-student-growth.ts";
import { seedTeacherGrowth } from "./seed-teacher-growth.ts";
import { seedTimetables } from "./seed-timetable.ts";

export const DEMO_PASSWORD = "Demo@2026";
/** What the web client sends for a password: the lowercase hex SHA-256 of its UTF-8 bytes. */
export const clientHash = (password: string) => createHash("sha256").update(password, "utf8").digest("hex");

const primaryGrades: GradePlan[] = ["一年级", "二年级", "三年级", "四年级", "五年级", "六年级"].map(
  (name, i) => ({
    name,
    entryYear: 2026 - i,
    classes: 2,
  }),
);
const middleGrades: GradePlan[] = ["七年级", "八年级", "九年级"].map((name, i) => ({
  name,
  entryYear: 2026 - i,
  classes: 2,
}));

export type DemoSummary = { area: SeededSchool; schools: SeededSchool[] };

export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(school);
  return Number(row?.n ?? 0) === 0;
};

/**
 * The demo dataset of CONTRACT.md: an area with two schools and a single school, every account with the
 * demo password. Hashed once: thousands of scrypt calls would not fit the start-up budget.
 */
export const seedDemo = async (db: Db): Promise<DemoSummary> => {
  const passwordHash = await hashPassword(clientHash(DEMO_PASSWORD));
  const rnd = seededRandom(20260901);
  return db.transaction(async (tx) => {
    const [{ id: areaId }] = await tx
      .insert(area)
      .values({ name: "Demo District", code: "demo" })
      .returning({ id: area.id });
    const common = { loginType: 1, studentsPerClass: [30, 45] as [number, number], adminAccount: "admin" };
    const areaSite = await seedSchool(
      tx,
      {
        ...common,
        name: "Demo District",
        domain: "area.demo",
        type: 1,
        areaId,
        grades: [],
        subjects: [],
        adminAccount: "areaadmin",
        phonePrefix: "1370",
      },
      rnd,
      passwordHash,
    );
    const primary = await seedSchool(
      tx,
      {
        ...common,
        name: "Demo Primary School",
        domain: "primary.demo",
        type: 0,
        areaId,
        grades: primaryGrades,
        subjects: ["语文", "数学", "英语"],
        phonePrefix: "1380",
      },
      rnd,
      passwordHash,
    );
    const shared = primary.parent;
    const middle = await seedSchool(
      tx,
      {
        ...common,
        name: "Demo Middle School",
        domain: "middle.demo",
        type: 0,
        areaId,
        grades: middleGrades,
        subjects: ["语文", "数学", "英语", "物理"],
        sharedParents: shared ? [{ phone: shared.phone, name: shared.name }] : [],
        phonePrefix: "1381",
      },
      rnd,
      passwordHash,
    );
    const single = await seedSchool(
      tx,
      {
        ...common,
        name: "Demo Single School",
        domain: "single.demo",
        type: 0,
        areaId: null,
        grades: primaryGrades.slice(0, 3),
        subjects: ["语文", "数学", "英语"],
        phonePrefix: "1382",
      },
      rnd,
      passwordHash,
    );
    // Last, so that the people above keep their ids: teacher growth's model, teacher task, rules and scores.
    await seedTeacherGrowth(tx as unknown as Db, { id: primary.id, areaId, admin: primary.admin });
    // Then every school's student growth: records, the area's model with each school's rules, passports.
    await seedStudentGrowth(tx as unknown as Db, { id: areaSite.id, areaId, type: 1 }, [
      { id: primary.id, areaId, type: 0 },
      { id: middle.id, areaId, type: 0 },
      { id: single.id, areaId: null, type: 0 },
    ]);
    // Each school's published timetable of the current term, a few classes filled.
    await seedTimetables(tx as unknown as Db, [
      { id: primary.id, areaId, type: 0 },
      { id: middle.id, areaId, type: 0 },
      { id: single.id, areaId: null, type: 0 },
    ]);
    // Each school's calendar of this term, encyclopedia and recommended teachers (issue 19's areas).
    for (const s of [primary, middle, single]) await seedSchoolAreas(tx as unknown as Db, s.id, new Date());
    // Each school's attendance points and its last two school days of marks.
    for (const s of [primary, middle, single]) await seedAttendance(tx as unknown as Db, s.id, new Date());
    // Each school's app centre, its apps and some weeks of opens (after the rest: its draws change nothing above).
    for (const school of [primary, middle, single]) await seedCenter(tx as unknown as Db, school.id, rnd);
    // Each school's guardians' consent to their children's health and location data (the consent ledger).
    for (const s of [
      { id: primary.id, areaId, type: 0 },
      { id: middle.id, areaId, type: 0 },
      { id: single.id, areaId: null, type: 0 },
    ])
      await seedConsent(tx as unknown as Db, s);
    // Then each school's nurse role and this morning's health check of one class (after consent: it is asked),
    // and its leave: one approved from today (the demo parent's child), one pending, one refused; its practice
    // activities with sign-ups and scores.
    for (const s of [
      { id: primary.id, areaId, type: 0 },
      { id: middle.id, areaId, type: 0 },
      { id: single.id, areaId: null, type: 0 },
    ]) {
      await seedHealth(tx as unknown as Db, s);
      await seedLeave(tx as unknown as Db, s);
      await seedPractice(tx as unknown as Db, s);
    }
    // Each school's subjects, course types, course mains, this term's courses, leaders and clubs with members.
    for (const s of [
      { id: primary.id, areaId, type: 0 },
      { id: middle.id, areaId, type: 0 },
      { id: single.id, areaId: null, type: 0 },
    ])
      await seedCourses(tx as unknown as Db, s);
    // Each school's one-card devices, its students' cards, yesterday morning's arrivals and lunch payments.
    for (const school of [primary, middle, single]) await seedOnecard(tx as unknown as Db, school.id);
    // Last, each school's daily attendance roll-up of the closed days marked above (the boards read it).
    for (const s of [primary, middle, single])
      await seedAttendanceRollup(tx as unknown as Db, s.id, new Date());
    return { area: areaSite, schools: [primary, middle, single] };
  });
};

/** What `npm start` prints so that a newcomer can sign in. */
export const describeDemo = (summary: DemoSummary, baseUrl: string): string => {
  const lines = [
    `Demo data ready. Every account's password is ${DEMO_PASSWORD}.`,
    "Sign in on a school's domain (map it to this server in /etc/hosts), or add ?domain=<domain> to the sign-in page:",
    `  ${baseUrl}/areaLogin?domain=area.demo   area administrator: areaadmin`,
  ];
  for (const s of summary.schools) {
    lines.push(`  ${baseUrl}/singleLogin?domain=${s.domain}   administrator: ${s.admin}`);
    if (s.teacher)
      lines.push(`      class leader ${s.teacher.name} (${s.teacher.className}): ${s.teacher.account}`);
    if (s.student)
      lines.push(`      student ${s.student.name} (${s.student.className}): ${s.student.account}`);
    if (s.parent)
      lines.push(`      parent ${s.parent.name} of ${s.parent.children.join(", ")}: phone ${s.parent.phone}`);
    if (s.teacherParentPhone)
      lines.push(`      a teacher who is also a parent: phone ${s.teacherParentPhone}`);
  }
  lines.push(
    "Each school has growth records open until the term ends, scores on its evaluation model, a passport",
    "(成长档案) and certificates: sign in on a phone (/m/) as the student or parent above to see them.",
    "Each school has a published timetable (/admin/timetable; teachers /admin/timetable/mine, phones /m/timetable).",
    "Each school's administrator has a finished app usage export under My downloads (/admin/downloads, /m/downloads).",
    "Each school takes attendance at two points a day (/admin/attendance; phones /m/attendance; counts at",
    "/admin/attendance/counts): the last two school days are marked, today is left for the teachers.",
    "Each school's first class had this morning's health check, one student with a fever (/admin/health; phones",
    "/m/health); the role 校医 (school nurse) records and sees every class's checks.",
  );
  return lines.join("\n");
};
