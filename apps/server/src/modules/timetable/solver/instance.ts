import { randomOf, type SolverInput } from "./solver-model.ts";

/** A middle school's subjects: hours a week, classes per teacher, the room kind they need, main or not. */
const SUBJECTS = [
  { subject: "Chinese", hours: 6, perTeacher: 2, main: true },
  { subject: "Math", hours: 6, perTeacher: 2, main: true },
  { subject: "English", hours: 5, perTeacher: 3, main: true },
  { subject: "Physics", hours: 3, perTeacher: 5, roomKind: "lab" },
  { subject: "Chemistry", hours: 2, perTeacher: 10, roomKind: "lab" },
  { subject: "Biology", hours: 2, perTeacher: 10, roomKind: "lab" },
  { subject: "History", hours: 2, perTeacher: 10 },
  { subject: "Geography", hours: 2, perTeacher: 10 },
  { subject: "PE", hours: 3, perTeacher: 5, roomKind: "gym" },
  { subject: "Music", hours: 1, perTeacher: 15 },
  { subject: "Art", hours: 1, perTeacher: 15 },
  { subject: "IT", hours: 1, perTeacher: 15, roomKind: "computer" },
] as const;

/**
 * A school of 30 classes and 70 teachers over 5 days of 7 periods (35 slots): 34 lessons a week per class and
 * a fixed class meeting in the last period of Friday. Teachers take their classes in order; each has
 * `unavailablePerTeacher` random periods off. Deterministic for a seed.
 */
export const schoolInstance = (seed = 7, unavailablePerTeacher = 2, classes = 30): SolverInput => {
  const random = randomOf(seed);
  const days = 5;
  const periods = 7;
  const classIds = Array.from({ length: classes }, (_, i) => `class-${i + 1}`);
  const teachers: { id: string; unavailable: number[]; maxPerDay: number }[] = [];
  const lessons: SolverInput["lessons"][number][] = [];
  for (const s of SUBJECTS) {
    for (let first = 0; first < classes; first += s.perTeacher) {
      const id = `${s.subject}-${teachers.filter((t) => t.id.startsWith(`${s.subject}-`)).length + 1}`;
      const unavailable = new Set<number>();
      while (unavailable.size < unavailablePerTeacher)
        unavailable.add(Math.floor(random() * (days * periods - 1)));
      teachers.push({ id, unavailable: [...unavailable], maxPerDay: 6 });
      for (const classId of classIds.slice(first, first + s.perTeacher))
        lessons.push({
          classId,
          subject: s.subject,
          teacherId: id,
          hours: s.hours,
          ...("roomKind" in s ? { roomKind: s.roomKind } : {}),
          ...("main" in s ? { main: true } : {}),
        });
    }
  }
  return {
    days,
    periods,
    morningPeriods: 4,
    classes: classIds.map((id) => ({ id })),
    teachers,
    roomKinds: [
      { id: "lab", count: 8 },
      { id: "gym", count: 4 },
      { id: "computer", count: 1 },
    ],
    lessons,
    fixed: classIds.map((classId) => ({ classId, slot: days * periods - 1, subject: "Class meeting" })),
    maxSubjectPerDay: 2,
  };
};
