import type { PeriodRow } from "./timetable.tables.ts";

/** A lesson as the clash rules see it. */
export type Lesson = {
  id?: number;
  classId: number;
  day: number;
  period: number;
  teacherId: number | null;
  room: string;
};

export type Clash =
  | { kind: "outsideDays" }
  | { kind: "outsidePeriods" }
  | { kind: "cellTaken"; with: Lesson }
  | { kind: "teacherClash"; with: Lesson }
  | { kind: "roomClash"; with: Lesson };

/** Rooms are compared as people type them: case and surrounding spaces do not make another room. */
export const roomKey = (room: string) => room.trim().toLowerCase();

/**
 * Why a lesson cannot go where it is asked to, among the set's other lessons, or null when it can: a cell
 * outside the set's days or periods, a class cell already taken, or a teacher or a room in two places in one
 * period. `others` must not hold the lesson itself (when it moves) nor what it replaces.
 */
export const clashOf = (
  set: { days: number[]; periods: PeriodRow[] },
  lesson: Lesson,
  others: readonly Lesson[],
): Clash | null => {
  if (!set.days.includes(lesson.day)) return { kind: "outsideDays" };
  if (!set.periods.some((p) => p.no === lesson.period)) return { kind: "outsidePeriods" };
  const same = others.filter(
    (o) =>
      o.day === lesson.day && o.period === lesson.period && (lesson.id === undefined || o.id !== lesson.id),
  );
  const cell = same.find((o) => o.classId === lesson.classId);
  if (cell) return { kind: "cellTaken", with: cell };
  const teacher = lesson.teacherId === null ? undefined : same.find((o) => o.teacherId === lesson.teacherId);
  if (teacher) return { kind: "teacherClash", with: teacher };
  const room = roomKey(lesson.room);
  const inRoom = room === "" ? undefined : same.find((o) => roomKey(o.room) === room);
  if (inRoom) return { kind: "roomClash", with: inRoom };
  return null;
};
