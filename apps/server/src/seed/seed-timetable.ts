import { and, eq } from "drizzle-orm";
import { teacherOrg } from "../modules/org/org.tables.ts";
import { placeLessons } from "../modules/timetable/timetable-import.service.ts";
import { publishSet, saveSet } from "../modules/timetable/timetable-set.service.ts";
import type { Db } from "../platform/db/client.ts";
import { peopleOfSchool, type SeedSite } from "./seed-people.ts";

/**
 * Every demo school's published timetable for the current term, built through the timetable's services: six
 * periods Monday to Friday, its first classes filled with their leader's subject and their subject teachers'
 * (a lesson that would put a teacher in two classes at once is left out, as the services refuse it).
 */

const PERIODS = [
  { no: 1, start: "08:00", end: "08:45" },
  { no: 2, start: "08:55", end: "09:40" },
  { no: 3, start: "10:00", end: "10:45" },
  { no: 4, start: "10:55", end: "11:40" },
  { no: 5, start: "14:00", end: "14:45" },
  { no: 6, start: "14:55", end: "15:40" },
];
const CLASSES_FILLED = 3;

/** Who teaches what in a class: its leader (their subject) and its subject teachers. */
const teachersOfClass = async (db: Db, schoolId: number, classId: number) =>
  db
    .select({ teacherId: teacherOrg.teacherId, subject: teacherOrg.subject, duty: teacherOrg.duty })
    .from(teacherOrg)
    .where(and(eq(teacherOrg.schoolId, schoolId), eq(teacherOrg.orgId, classId)));

export const seedTimetables = async (db: Db, schools: SeedSite[]): Promise<void> => {
  const deps = { db, now: () => new Date("2026-11-20T13:00:00Z") };
  for (const site of schools) {
    const people = await peopleOfSchool(db, site);
    const { admin } = people;
    const { id: setId } = await saveSet(deps, admin, {
      name: "2026秋季课表 Autumn 2026",
      days: [1, 2, 3, 4, 5],
      periods: PERIODS,
      weeks: [],
    });
    const lessons = [];
    for (const [k, cls] of people.classes.slice(0, CLASSES_FILLED).entries()) {
      const staff = (await teachersOfClass(db, site.id, cls.id)).filter((s) => s.subject);
      if (staff.length === 0) continue;
      for (let day = 1; day <= 5; day++)
        for (const { no } of PERIODS) {
          const s = staff[(day + no + k) % staff.length];
          if (!s) continue;
          lessons.push({
            classId: cls.id,
            day,
            period: no,
            subject: s.subject as string,
            teacherId: Number(s.teacherId),
            room: "",
          });
        }
    }
    await placeLessons(deps, admin, setId, lessons);
    await publishSet(deps, admin, setId, true);
  }
};
