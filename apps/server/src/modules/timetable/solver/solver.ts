/**
 * Automatic timetabling (排课) by simulated annealing over each class's week.
 *
 * A class's week is an array of slots (day × period). Every lesson hour is a unit placed in one slot of its
 * class, so "a class in two places at once" cannot happen by construction; fixed periods (a class meeting)
 * are placed first and never move. A move swaps the contents of two free slots of one class (a unit with
 * another unit or with an empty slot); its effect on the cost is computed from counters touched by the two
 * slots only, so a move costs a few array reads whatever the size of the school.
 *
 * Hard constraints (never broken in an accepted answer; the cost weighs each violation 1,000):
 * - a teacher teaches at most one class in a slot;
 * - a teacher is never placed in a slot they are unavailable;
 * - a room kind (lab, gym, computer room) is used by at most its number of rooms in a slot;
 * - a class has at most `maxSubjectPerDay` periods of one subject a day;
 * - a teacher teaches at most their `maxPerDay` periods a day.
 * Soft constraints (scored, 1 point each): a main subject in an afternoon period; a subject twice on one day
 * when it has no more hours than there are days; a teacher's free period between two lessons of one day.
 */
import {
  type Model,
  modelOf,
  type Placement,
  randomOf,
  type SolverInput,
  type SolverOptions,
  type SolverResult,
} from "./solver-model.ts";

export {
  type Placement,
  randomOf,
  type SolverInput,
  SolverInputError,
  type SolverOptions,
  type SolverResult,
} from "./solver-model.ts";

const HARD = 1000;

/** The counters a move touches, and the cost they add up to. */
const stateOf = (m: Model) => {
  const teacherAt = Int32Array.from(m.fixedTeacherAt);
  const kindAt = new Int32Array(Math.max(1, m.K * m.slots));
  const lessonDay = new Int32Array(m.L * m.days);
  const teacherDay = new Int32Array(m.T * m.days);
  const fixedTeacherDay = new Int32Array(m.T * m.days);
  for (let t = 0; t < m.T; t++)
    for (let s = 0; s < m.slots; s++) {
      const n = m.fixedTeacherAt[t * m.slots + s];
      teacherDay[t * m.days + Math.floor(s / m.periods)] += n;
      fixedTeacherDay[t * m.days + Math.floor(s / m.periods)] += n;
    }
  return { teacherAt, kindAt, lessonDay, teacherDay };
};

type State = ReturnType<typeof stateOf>;

/** A teacher's free periods between their first and last lesson of a day. */
const gapsOf = (m: Model, st: State, t: number, day: number) => {
  let first = -1;
  let last = -1;
  let busy = 0;
  const base = t * m.slots + day * m.periods;
  for (let p = 0; p < m.periods; p++)
    if (st.teacherAt[base + p] > 0) {
      if (first < 0) first = p;
      last = p;
      busy++;
    }
  return first < 0 ? 0 : last - first + 1 - busy;
};

/** Cost of one unit sitting in a slot, apart from its interactions (unavailability, afternoon main subject). */
const unitSlotCost = (m: Model, u: number, s: number) =>
  m.unavailable[m.unitTeacher[u] * m.slots + s] * HARD +
  (m.unitMain[u] && s % m.periods >= m.morningPeriods ? 1 : 0);

const over = (n: number, limit: number) => (n > limit ? n - limit : 0);

/** Adds (sign 1) or removes (sign -1) a unit at a slot, answering the change of cost it makes. */
const apply = (m: Model, st: State, u: number, s: number, sign: 1 | -1): number => {
  let delta = 0;
  const t = m.unitTeacher[u];
  const day = (s / m.periods) | 0;
  // Teacher clash.
  const ti = t * m.slots + s;
  const before = st.teacherAt[ti];
  st.teacherAt[ti] = before + sign;
  delta += (over(before + sign, 1) - over(before, 1)) * HARD;
  // Room kind capacity.
  const k = m.unitKind[u];
  if (k >= 0) {
    const ki = k * m.slots + s;
    const kb = st.kindAt[ki];
    st.kindAt[ki] = kb + sign;
    delta += (over(kb + sign, m.capacity[k]) - over(kb, m.capacity[k])) * HARD;
  }
  // A subject's periods a day (hard), and its spread over the week (soft).
  const l = m.unitLesson[u];
  const li = l * m.days + day;
  const lb = st.lessonDay[li];
  st.lessonDay[li] = lb + sign;
  delta += (over(lb + sign, m.maxSubjectPerDay) - over(lb, m.maxSubjectPerDay)) * HARD;
  if (m.lessonSpread[l]) delta += over(lb + sign, 1) - over(lb, 1);
  // A teacher's periods a day.
  const tdi = t * m.days + day;
  const tb = st.teacherDay[tdi];
  st.teacherDay[tdi] = tb + sign;
  delta += (over(tb + sign, m.maxPerDay[t]) - over(tb, m.maxPerDay[t])) * HARD;
  delta += sign * unitSlotCost(m, u, s);
  return delta;
};

/** Moves with the teacher's gaps on the days touched: computed before and after, as they are not additive. */
const gapCost = (m: Model, st: State, teachers: number[], days: number[]) => {
  let total = 0;
  for (let i = 0; i < teachers.length; i++) {
    const t = teachers[i];
    const d = days[i];
    // Skip a (teacher, day) pair already counted in this list.
    let seen = false;
    for (let j = 0; j < i; j++)
      if (teachers[j] === t && days[j] === d) {
        seen = true;
        break;
      }
    if (!seen) total += gapsOf(m, st, t, d);
  }
  return total;
};

/** The full cost of the current placement, counted from scratch (used to check the incremental one). */
export const costOf = (m: Model, st: State) => {
  let hard = 0;
  let soft = 0;
  for (let i = 0; i < st.teacherAt.length; i++) hard += over(st.teacherAt[i], 1);
  for (let k = 0; k < m.K; k++)
    for (let s = 0; s < m.slots; s++) hard += over(st.kindAt[k * m.slots + s], m.capacity[k]);
  for (let l = 0; l < m.L; l++)
    for (let d = 0; d < m.days; d++) {
      const n = st.lessonDay[l * m.days + d];
      hard += over(n, m.maxSubjectPerDay);
      if (m.lessonSpread[l]) soft += over(n, 1);
    }
  for (let t = 0; t < m.T; t++)
    for (let d = 0; d < m.days; d++) {
      hard += over(st.teacherDay[t * m.days + d], m.maxPerDay[t]);
      soft += gapsOf(m, st, t, d);
    }
  for (let c = 0; c < m.C; c++)
    for (let s = 0; s < m.slots; s++) {
      const u = m.cell[c * m.slots + s];
      if (u < 0) continue;
      const x = unitSlotCost(m, u, s);
      hard += Math.floor(x / HARD);
      soft += x % HARD;
    }
  return { hard, soft };
};

/** Places each class's units in a random order into its free slots (a start for the search). */
const start = (m: Model, st: State, random: () => number) => {
  const byClass: number[][] = Array.from({ length: m.C }, () => []);
  for (let u = 0; u < m.unitClass.length; u++) byClass[m.unitClass[u]].push(u);
  for (let c = 0; c < m.C; c++) {
    const free: number[] = [];
    for (let s = 0; s < m.slots; s++) if (m.cell[c * m.slots + s] !== m.FIXED) free.push(s);
    for (let i = free.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [free[i], free[j]] = [free[j], free[i]];
    }
    byClass[c].forEach((u, i) => {
      m.cell[c * m.slots + free[i]] = u;
      apply(m, st, u, free[i], 1);
    });
  }
};

/**
 * The search as steps of about 16,000 moves each: `step` answers true when the search is over (no hard
 * violation left and the polish time spent, a perfect score, or the time limit), so a caller can give the
 * event loop back between steps.
 */
const searchOf = (input: SolverInput, options: SolverOptions) => {
  const started = performance.now();
  const m = modelOf(input);
  const st = stateOf(m);
  const random = randomOf(options.seed ?? 1);
  start(m, st, random);
  let { hard, soft } = costOf(m, st);
  let cost = hard * HARD + soft;
  const timeLimit = options.timeLimitMs ?? 60_000;
  const polish = options.polishMs ?? 2_000;

  // Free slots of each class (the fixed ones never move).
  const freeSlots: Int32Array[] = [];
  for (let c = 0; c < m.C; c++) {
    const free: number[] = [];
    for (let s = 0; s < m.slots; s++) if (m.cell[c * m.slots + s] !== m.FIXED) free.push(s);
    freeSlots.push(Int32Array.from(free));
  }
  const movable = [...Array(m.C).keys()].filter((c) => freeSlots[c].length > 1);
  let best = Int32Array.from(m.cell);
  let bestCost = cost;
  let hardFreeAt = hard === 0 ? performance.now() : -1;
  let temperature = 3;
  let iterations = 0;
  let sinceBest = 0;
  const teachersTouched = [0, 0, 0, 0];
  const daysTouched = [0, 0, 0, 0];

  const swap = (c: number, a: number, b: number) => {
    const ua = m.cell[c * m.slots + a];
    const ub = m.cell[c * m.slots + b];
    let delta = 0;
    if (ua >= 0) delta += apply(m, st, ua, a, -1);
    if (ub >= 0) delta += apply(m, st, ub, b, -1);
    if (ua >= 0) delta += apply(m, st, ua, b, 1);
    if (ub >= 0) delta += apply(m, st, ub, a, 1);
    m.cell[c * m.slots + a] = ub;
    m.cell[c * m.slots + b] = ua;
    return delta;
  };

  const step = (): boolean => {
    if (movable.length === 0 || bestCost === 0) return true;
    for (;;) {
      iterations++;
      if ((iterations & 0x3fff) === 0) {
        const now = performance.now();
        const elapsed = now - started;
        if (hard === 0 && hardFreeAt < 0) hardFreeAt = now;
        if (elapsed > timeLimit) return true;
        if (hardFreeAt >= 0 && now - hardFreeAt > polish) return true;
        if (bestCost === 0) return true;
        temperature *= 0.97;
        if (temperature < 0.05 || sinceBest > 400_000) {
          // Reheat: hot while hard violations remain, mild when only the soft score is being improved.
          temperature = hard > 0 ? 2 : 0.6;
          sinceBest = 0;
        }
        if ((iterations & 0x3ffff) === 0)
          options.onProgress?.({ elapsedMs: elapsed, hard, soft, iterations });
        return false;
      }
      const c = movable[(random() * movable.length) | 0];
      const free = freeSlots[c];
      const a = free[(random() * free.length) | 0];
      const b = free[(random() * free.length) | 0];
      if (a === b) continue;
      const ua = m.cell[c * m.slots + a];
      const ub = m.cell[c * m.slots + b];
      if (ua < 0 && ub < 0) continue;
      // The gaps of the teachers and days the move touches, before it.
      let n = 0;
      for (const [u, s1, s2] of [
        [ua, a, b],
        [ub, b, a],
      ] as const) {
        if (u < 0) continue;
        teachersTouched[n] = m.unitTeacher[u];
        daysTouched[n++] = (s1 / m.periods) | 0;
        teachersTouched[n] = m.unitTeacher[u];
        daysTouched[n++] = (s2 / m.periods) | 0;
      }
      const tList = teachersTouched.slice(0, n);
      const dList = daysTouched.slice(0, n);
      const gapsBefore = gapCost(m, st, tList, dList);
      let delta = swap(c, a, b);
      delta += gapCost(m, st, tList, dList) - gapsBefore;
      if (delta <= 0 || random() < Math.exp(-delta / temperature)) {
        cost += delta;
        hard = Math.floor(cost / HARD);
        soft = cost - hard * HARD;
        sinceBest++;
        if (cost < bestCost) {
          bestCost = cost;
          best = Int32Array.from(m.cell);
          sinceBest = 0;
        }
      } else {
        swap(c, b, a);
        sinceBest++;
      }
    }
  };

  /** The best placement found, recounted from scratch. */
  const result = (): SolverResult => {
    m.cell.set(best);
    const finalState = stateOf(m);
    for (let c = 0; c < m.C; c++)
      for (let s = 0; s < m.slots; s++) {
        const u = m.cell[c * m.slots + s];
        if (u >= 0) apply(m, finalState, u, s, 1);
      }
    const final = costOf(m, finalState);
    const placements: Placement[] = [];
    for (let c = 0; c < m.C; c++)
      for (let s = 0; s < m.slots; s++) {
        const u = m.cell[c * m.slots + s];
        if (u < 0) continue;
        const lesson = input.lessons[m.unitLesson[u]];
        placements.push({
          classId: lesson.classId,
          subject: lesson.subject,
          teacherId: lesson.teacherId,
          slot: s,
          fixed: false,
        });
      }
    for (const f of input.fixed ?? [])
      placements.push({
        classId: f.classId,
        subject: f.subject,
        teacherId: f.teacherId ?? null,
        slot: f.slot,
        fixed: true,
      });
    return {
      placements,
      hard: final.hard,
      soft: final.soft,
      iterations,
      elapsedMs: Math.round(performance.now() - started),
    };
  };
  const status = () => ({ elapsedMs: performance.now() - started, hard, soft, iterations });
  return { step, result, status };
};

/** Solves in one go (tests, scripts): blocks the thread for up to the time limit. */
export const solveTimetable = (input: SolverInput, options: SolverOptions = {}): SolverResult => {
  const search = searchOf(input, options);
  while (!search.step()) {}
  return search.result();
};

/**
 * Solves between other work: gives the event loop back after each step, so a server answering requests
 * while a background job schedules stays responsive. Stops early (with the best placement so far) when
 * the signal aborts.
 */
export const solveTimetableAsync = async (
  input: SolverInput,
  options: SolverOptions & {
    signal?: AbortSignal;
    /** Awaited between steps, at most once a second (a job stores its progress here). */
    report?: (p: { elapsedMs: number; hard: number; soft: number; iterations: number }) => Promise<void>;
  } = {},
): Promise<SolverResult> => {
  const search = searchOf(input, options);
  let reportedAt = 0;
  while (!search.step() && !options.signal?.aborted) {
    const status = search.status();
    if (options.report && status.elapsedMs - reportedAt >= 1000) {
      reportedAt = status.elapsedMs;
      await options.report(status);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return search.result();
};
