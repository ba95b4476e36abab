import { count, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { student, teacher } from "./org.tables.ts";

export type PeopleCount = { teachers: number; students: number };

/** Teachers and students per school, counted in SQL (an area lists hundreds of schools). */
export const countPeopleBySchool = async (
  db: Db,
  schoolIds: ReadonlyArray<number>,
): Promise<Map<number, PeopleCount>> => {
  const out = new Map<number, PeopleCount>(schoolIds.map((id) => [id, { teachers: 0, students: 0 }]));
  if (schoolIds.length === 0) return out;
  const ids = [...schoolIds];
  const [teachers, students] = await Promise.all([
    db
      .select({ schoolId: teacher.schoolId, n: count() })
      .from(teacher)
      .where(inArray(teacher.schoolId, ids))
      .groupBy(teacher.schoolId),
    db
      .select({ schoolId: student.schoolId, n: count() })
      .from(student)
      .where(inArray(student.schoolId, ids))
      .groupBy(student.schoolId),
  ]);
  for (const r of teachers) out.get(Number(r.schoolId))!.teachers = Number(r.n);
  for (const r of students) out.get(Number(r.schoolId))!.students = Number(r.n);
  return out;
};
