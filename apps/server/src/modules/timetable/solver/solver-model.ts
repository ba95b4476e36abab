/** The solver's input, options and answer, and the model it builds of an input (arrays indexed by number). */

export type SolverInput = {
  days: number;
  periods: number;
  /** Periods 0 .. morningPeriods-1 of a day are the morning. */
  morningPeriods: number;
  classes: ReadonlyArray<{ id: string }>;
  teachers: ReadonlyArray<{ id: string; unavailable?: ReadonlyArray<number>; maxPerDay?: number }>;
  roomKinds?: ReadonlyArray<{ id: string; count: number }>;
  lessons: ReadonlyArray<{
    classId: string;
    subject: string;
    teacherId: string;
    hours: number;
    roomKind?: string;
    main?: boolean;
  }>;
  /** Pre-placed periods (a class meeting): the class's slot is taken and never moves. */
  fixed?: ReadonlyArray<{ classId: string; slot: number; subject: string; teacherId?: string }>;
  maxSubjectPerDay?: number;
};

export type Placement = {
  classId: string;
  subject: string;
  teacherId: string | null;
  slot: number;
  fixed: boolean;
};

export type SolverOptions = {
  seed?: number;
  /** Give up after this long (ms) even when hard violations remain. */
  timeLimitMs?: number;
  /** After the last hard violation is gone, keep improving the soft score this long (ms). */
  polishMs?: number;
  onProgress?: (p: { elapsedMs: number; hard: number; soft: number; iterations: number }) => void;
};

export type SolverResult = {
  placements: Placement[];
  hard: number;
  soft: number;
  iterations: number;
  elapsedMs: number;
};

export class SolverInputError extends Error {}

/** A small, fast, seedable random generator (mulberry32), so a run can be repeated. */
export const randomOf = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type Model = ReturnType<typeof modelOf>;

export const modelOf = (input: SolverInput) => {
  const { days, periods, morningPeriods } = input;
  const slots = days * periods;
  if (!Number.isInteger(days) || !Number.isInteger(periods) || days < 1 || periods < 1 || slots > 200)
    throw new SolverInputError("days and periods must be whole numbers with at most 200 slots a week");
  const classIndex = new Map(input.classes.map((c, i) => [c.id, i]));
  const teacherIndex = new Map(input.teachers.map((t, i) => [t.id, i]));
  const kinds = input.roomKinds ?? [];
  const kindIndex = new Map(kinds.map((k, i) => [k.id, i]));
  const maxSubjectPerDay = input.maxSubjectPerDay ?? 2;
  const C = input.classes.length;
  const T = input.teachers.length;

  // Units: one per lesson hour.
  const unitClass: number[] = [];
  const unitTeacher: number[] = [];
  const unitLesson: number[] = [];
  const unitKind: number[] = [];
  const unitMain: number[] = [];
  const lessonSpread: number[] = [];
  input.lessons.forEach((lesson, li) => {
    const c = classIndex.get(lesson.classId);
    const t = teacherIndex.get(lesson.teacherId);
    if (c === undefined) throw new SolverInputError(`lesson ${li + 1}: unknown class ${lesson.classId}`);
    if (t === undefined) throw new SolverInputError(`lesson ${li + 1}: unknown teacher ${lesson.teacherId}`);
    const k = lesson.roomKind === undefined ? -1 : (kindIndex.get(lesson.roomKind) ?? -2);
    if (k === -2) throw new SolverInputError(`lesson ${li + 1}: unknown room kind ${lesson.roomKind}`);
    if (!Number.isInteger(lesson.hours) || lesson.hours < 0)
      throw new SolverInputError(`lesson ${li + 1}: hours must be a whole number`);
    // A subject with no more hours than days is spread one a day (soft).
    lessonSpread.push(lesson.hours <= days ? 1 : 0);
    for (let h = 0; h < lesson.hours; h++) {
      unitClass.push(c);
      unitTeacher.push(t);
      unitLesson.push(li);
      unitKind.push(k);
      unitMain.push(lesson.main ? 1 : 0);
    }
  });

  const FIXED = -2;
  const EMPTY = -1;
  const cell = new Int32Array(C * slots).fill(EMPTY);
  const fixedList = input.fixed ?? [];
  for (const f of fixedList) {
    const c = classIndex.get(f.classId);
    if (c === undefined) throw new SolverInputError(`fixed period: unknown class ${f.classId}`);
    if (!Number.isInteger(f.slot) || f.slot < 0 || f.slot >= slots)
      throw new SolverInputError(`fixed period of ${f.classId}: slot ${f.slot} is outside the week`);
    if (cell[c * slots + f.slot] === FIXED)
      throw new SolverInputError(`fixed period of ${f.classId}: slot ${f.slot} is fixed twice`);
    cell[c * slots + f.slot] = FIXED;
  }
  const unitsOfClass = new Array<number>(C).fill(0);
  for (const c of unitClass) unitsOfClass[c]++;
  for (let c = 0; c < C; c++) {
    let free = 0;
    for (let s = 0; s < slots; s++) if (cell[c * slots + s] !== FIXED) free++;
    if (unitsOfClass[c] > free)
      throw new SolverInputError(
        `class ${input.classes[c].id} has ${unitsOfClass[c]} lessons for ${free} free periods a week`,
      );
  }

  const unavailable = new Uint8Array(T * slots);
  const maxPerDay = new Int32Array(T);
  input.teachers.forEach((t, i) => {
    for (const s of t.unavailable ?? []) if (s >= 0 && s < slots) unavailable[i * slots + s] = 1;
    maxPerDay[i] = t.maxPerDay ?? periods;
  });
  // A fixed period with a teacher occupies that teacher.
  const fixedTeacherAt = new Int32Array(T * slots);
  for (const f of fixedList) {
    if (f.teacherId === undefined) continue;
    const t = teacherIndex.get(f.teacherId);
    if (t === undefined) throw new SolverInputError(`fixed period: unknown teacher ${f.teacherId}`);
    fixedTeacherAt[t * slots + f.slot]++;
  }
  const capacity = new Int32Array(kinds.length);
  kinds.forEach((k, i) => {
    capacity[i] = k.count;
  });

  return {
    input,
    days,
    periods,
    morningPeriods,
    slots,
    C,
    T,
    K: kinds.length,
    L: input.lessons.length,
    maxSubjectPerDay,
    unitClass: Int32Array.from(unitClass),
    unitTeacher: Int32Array.from(unitTeacher),
    unitLesson: Int32Array.from(unitLesson),
    unitKind: Int32Array.from(unitKind),
    unitMain: Uint8Array.from(unitMain),
    lessonSpread: Uint8Array.from(lessonSpread),
    cell,
    unavailable,
    maxPerDay,
    fixedTeacherAt,
    capacity,
    FIXED,
    EMPTY,
  };
};
