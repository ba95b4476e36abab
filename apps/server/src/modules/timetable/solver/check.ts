import type { Placement, SolverInput } from "./solver-model.ts";

/**
 * Counts a timetable's hard violations from scratch, independently of the solver's counters: the test and the
 * job accept an answer only when this finds none. Each problem is named so a person can read it.
 */
export const hardViolations = (input: SolverInput, placements: ReadonlyArray<Placement>): string[] => {
  const problems: string[] = [];
  const slots = input.days * input.periods;
  const maxSubject = input.maxSubjectPerDay ?? 2;
  const teacher = new Map(input.teachers.map((t) => [t.id, t]));
  const kindOfLesson = new Map(input.lessons.map((l) => [`${l.classId}|${l.subject}`, l.roomKind]));
  const count = (map: Map<string, number>, key: string) =>
    map.set(key, (map.get(key) ?? 0) + 1).get(key) ?? 0;
  const classAt = new Map<string, number>();
  const teacherAt = new Map<string, number>();
  const kindAt = new Map<string, number>();
  const subjectDay = new Map<string, number>();
  const teacherDay = new Map<string, number>();
  const placed = new Map<string, number>();
  for (const p of placements) {
    if (p.slot < 0 || p.slot >= slots)
      problems.push(`${p.classId} ${p.subject}: slot ${p.slot} outside the week`);
    const day = Math.floor(p.slot / input.periods);
    if (count(classAt, `${p.classId}|${p.slot}`) > 1)
      problems.push(`${p.classId}: two lessons in slot ${p.slot}`);
    if (p.fixed) continue;
    count(placed, `${p.classId}|${p.subject}`);
    if (p.teacherId) {
      if (count(teacherAt, `${p.teacherId}|${p.slot}`) > 1)
        problems.push(`${p.teacherId}: two classes in slot ${p.slot}`);
      if (teacher.get(p.teacherId)?.unavailable?.includes(p.slot))
        problems.push(`${p.teacherId}: placed in unavailable slot ${p.slot}`);
      const max = teacher.get(p.teacherId)?.maxPerDay ?? input.periods;
      if (count(teacherDay, `${p.teacherId}|${day}`) === max + 1)
        problems.push(`${p.teacherId}: more than ${max} periods on day ${day}`);
    }
    if (count(subjectDay, `${p.classId}|${p.subject}|${day}`) === maxSubject + 1)
      problems.push(`${p.classId} ${p.subject}: more than ${maxSubject} periods on day ${day}`);
    const kind = kindOfLesson.get(`${p.classId}|${p.subject}`);
    if (kind) {
      const capacity = input.roomKinds?.find((k) => k.id === kind)?.count ?? 0;
      if (count(kindAt, `${kind}|${p.slot}`) === capacity + 1)
        problems.push(`${kind}: more than ${capacity} rooms used in slot ${p.slot}`);
    }
  }
  for (const f of input.fixed ?? [])
    if (f.teacherId && count(teacherAt, `${f.teacherId}|${f.slot}`) > 1)
      problems.push(`${f.teacherId}: two classes in slot ${f.slot}`);
  for (const l of input.lessons) {
    const n = placed.get(`${l.classId}|${l.subject}`) ?? 0;
    if (n !== l.hours) problems.push(`${l.classId} ${l.subject}: ${n} of ${l.hours} periods placed`);
  }
  return problems;
};
