import type { TimetableGenerateResult, TimetablePlan, TimetablePlanSave } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { classLabel } from "../org/index.ts";
import { hardViolations } from "./solver/check.ts";
import { type SolverInput, solveTimetableAsync } from "./solver/solver.ts";
import { timetableError } from "./timetable.messages.ts";
import { classesOf, findSet, type SetRow, teachersOf, touchSet } from "./timetable.store.ts";
import { planError } from "./timetable-plan.messages.ts";
import {
  type PlanLineRow,
  planLinesOf,
  planRulesOf,
  replaceEntries,
  replacePlan,
} from "./timetable-plan.store.ts";
import type { PlanRules } from "./timetable-plan.tables.ts";
import type { TimetableDeps } from "./timetable-set.service.ts";

export const GENERATE_JOB = "timetable.generate";
export type PlanDeps = TimetableDeps & { jobs: Jobs };

const defaultRules: PlanRules = {
  maxSubjectPerDay: 2,
  teacherMaxPerDay: 6,
  morningPeriods: 4,
  rooms: [],
  unavailable: [],
  fixed: [],
};

const setOf = async (deps: TimetableDeps, schoolId: number, setId: number): Promise<SetRow> => {
  const set = await findSet(deps.db, schoolId, setId);
  if (!set) throw timetableError(404, "setNotFound");
  return set;
};

const unique = <T>(xs: T[]) => [...new Set(xs)];

/** A set's teaching plan with class and teacher names, and its rules (the defaults until saved). */
export const planOf = async (
  deps: TimetableDeps,
  auth: AuthContext,
  setId: number,
): Promise<TimetablePlan> => {
  const set = await setOf(deps, auth.schoolId, setId);
  const [lines, rules] = await Promise.all([
    planLinesOf(deps.db, auth.schoolId, set.id),
    planRulesOf(deps.db, auth.schoolId, set.id),
  ]);
  const [classes, teachers] = await Promise.all([
    classesOf(deps.db, auth.schoolId, unique(lines.map((l) => l.classId))),
    teachersOf(deps.db, auth.schoolId, unique(lines.map((l) => l.teacherId))),
  ]);
  const className = new Map(classes.map((c) => [c.classId, classLabel(c.gradeName, c.className)]));
  const teacherName = new Map(teachers.map((t) => [t.teacherId, t.teacherName]));
  return {
    setId: set.id,
    lines: lines.map((l) => ({
      orgId: l.classId,
      className: className.get(l.classId) ?? "",
      subject: l.subject,
      teacherId: l.teacherId,
      teacherName: teacherName.get(l.teacherId) ?? "",
      hours: l.hours,
      ...(l.roomKind ? { roomKind: l.roomKind } : {}),
      main: l.main,
    })),
    rules: rules ?? defaultRules,
  };
};

/** Checks a plan against the set (days, periods), the school's classes and teachers, and the week's room. */
export const savePlan = async (deps: TimetableDeps, auth: AuthContext, input: TimetablePlanSave) => {
  const schoolId = auth.schoolId;
  const set = await setOf(deps, schoolId, input.setId);
  const { lines, rules } = input;
  const periods = set.periods.length;
  const inSet = (day: number, period: number) => {
    if (!set.days.includes(day)) throw timetableError(400, "outsideDays", { day });
    if (period > periods) throw timetableError(400, "outsidePeriods", { period });
  };
  for (const f of rules.fixed) inSet(f.day, f.period);
  for (const u of rules.unavailable) inSet(u.day, u.period);
  if (rules.morningPeriods > periods) throw planError(400, "morningTooLong", { periods });
  const kinds = new Set<string>();
  for (const r of rules.rooms) {
    if (kinds.has(r.kind)) throw planError(400, "repeatedRoomKind", { kind: r.kind });
    kinds.add(r.kind);
  }
  const classIds = unique(lines.map((l) => l.orgId));
  const teacherIds = unique([...lines.map((l) => l.teacherId), ...rules.unavailable.map((u) => u.teacherId)]);
  const [classes, teachers] = await Promise.all([
    classesOf(deps.db, schoolId, classIds),
    teachersOf(deps.db, schoolId, teacherIds),
  ]);
  if (classes.length !== classIds.length) throw timetableError(400, "classNotFound");
  if (teachers.length !== teacherIds.length) throw timetableError(400, "teacherNotFound");
  const className = new Map(classes.map((c) => [c.classId, classLabel(c.gradeName, c.className)]));
  const seen = new Set<string>();
  const hours = new Map<number, number>();
  for (const l of lines) {
    if (l.roomKind && !kinds.has(l.roomKind)) throw planError(400, "unknownRoomKind", { kind: l.roomKind });
    const key = `${l.orgId}|${l.subject}`;
    if (seen.has(key))
      throw planError(400, "repeatedLine", { className: className.get(l.orgId) ?? "", subject: l.subject });
    seen.add(key);
    hours.set(l.orgId, (hours.get(l.orgId) ?? 0) + l.hours);
  }
  const free = set.days.length * periods - unique(rules.fixed.map((f) => `${f.day}|${f.period}`)).length;
  for (const [classId, n] of hours)
    if (n > free) throw planError(400, "planTooFull", { className: className.get(classId) ?? "", n, free });
  const rows: PlanLineRow[] = lines.map((l) => ({
    classId: l.orgId,
    subject: l.subject,
    teacherId: l.teacherId,
    hours: l.hours,
    roomKind: l.roomKind ?? "",
    main: l.main,
  }));
  await deps.db.transaction(async (tx) => {
    await replacePlan(tx, schoolId, set.id, rows, rules);
    await touchSet(tx, schoolId, set.id, deps.now());
  });
};

/** The solver's view of a set's plan: slot = (index of the day in the set) × periods + period − 1. */
export const solverInputOf = (set: SetRow, lines: PlanLineRow[], rules: PlanRules): SolverInput => {
  const periods = set.periods.length;
  const slotOf = (day: number, period: number) => set.days.indexOf(day) * periods + period - 1;
  const classIds = unique(lines.map((l) => String(l.classId)));
  const teacherIds = unique(lines.map((l) => l.teacherId));
  return {
    days: set.days.length,
    periods,
    morningPeriods: Math.min(rules.morningPeriods, periods),
    classes: classIds.map((id) => ({ id })),
    teachers: teacherIds.map((id) => ({
      id: String(id),
      unavailable: rules.unavailable.filter((u) => u.teacherId === id).map((u) => slotOf(u.day, u.period)),
      maxPerDay: rules.teacherMaxPerDay,
    })),
    roomKinds: rules.rooms.map((r) => ({ id: r.kind, count: r.names.length })),
    lessons: lines.map((l) => ({
      classId: String(l.classId),
      subject: l.subject,
      teacherId: String(l.teacherId),
      hours: l.hours,
      ...(l.roomKind ? { roomKind: l.roomKind } : {}),
      main: l.main,
    })),
    fixed: classIds.flatMap((classId) =>
      unique(rules.fixed.map((f) => `${f.day}|${f.period}|${f.subject}`)).map((key) => {
        const [day, period, subject] = key.split("|");
        return { classId, slot: slotOf(Number(day), Number(period)), subject };
      }),
    ),
    maxSubjectPerDay: rules.maxSubjectPerDay,
  };
};

/** Queues a generation of a draft set's lessons from its plan; follow it at /v3/job/get. */
export const startGenerate = async (deps: PlanDeps, auth: AuthContext, setId: number) => {
  const set = await setOf(deps, auth.schoolId, setId);
  if (set.status === 1) throw planError(400, "generatePublished");
  const lines = await planLinesOf(deps.db, auth.schoolId, set.id);
  if (lines.length === 0) throw planError(400, "planEmpty");
  const jobId = await deps.jobs.enqueue({
    schoolId: auth.schoolId,
    kind: GENERATE_JOB,
    payload: { setId: set.id },
    createdBy: auth.userId,
    maxAttempts: 1,
  });
  return { jobId };
};

const TIME_LIMIT_MS = 60_000;

/**
 * The generation job: solves the plan off the request (the search gives the event loop back between steps),
 * checks the answer with an independent counter of hard violations, and only when there is none replaces the
 * set's lessons, giving each lesson that needs a room kind one of its rooms.
 */
export const registerTimetableGenerateJob = (deps: TimetableDeps, jobs: Jobs) => {
  jobs.register<{ setId: number }, TimetableGenerateResult>(GENERATE_JOB, async (ctx) => {
    const set = await setOf(deps, ctx.schoolId, ctx.payload.setId);
    const [lines, rules = defaultRules] = await Promise.all([
      planLinesOf(deps.db, ctx.schoolId, set.id),
      planRulesOf(deps.db, ctx.schoolId, set.id),
    ]);
    const input = solverInputOf(set, lines, rules);
    const result = await solveTimetableAsync(input, {
      seed: ctx.jobId,
      timeLimitMs: TIME_LIMIT_MS,
      polishMs: 3_000,
      signal: ctx.signal,
      report: (p) => ctx.progress(Math.min(99, Math.round((p.elapsedMs / TIME_LIMIT_MS) * 100)), 100),
    });
    const problems = hardViolations(input, result.placements);
    const base = {
      hard: Math.max(result.hard, problems.length),
      soft: result.soft,
      elapsedMs: result.elapsedMs,
    };
    if (base.hard > 0) return { ...base, written: false, lessons: 0, problems: problems.slice(0, 20) };
    const roomsOf = new Map(rules.rooms.map((r) => [r.kind, r.names]));
    const kindOf = new Map(lines.map((l) => [`${l.classId}|${l.subject}`, l.roomKind]));
    const used = new Map<string, number>();
    const periods = set.periods.length;
    const rows = result.placements.map((p) => {
      const kind = p.fixed ? "" : (kindOf.get(`${p.classId}|${p.subject}`) ?? "");
      let room = "";
      if (kind) {
        const key = `${kind}|${p.slot}`;
        const n = used.get(key) ?? 0;
        used.set(key, n + 1);
        room = roomsOf.get(kind)?.[n] ?? "";
      }
      return {
        classId: Number(p.classId),
        day: set.days[Math.floor(p.slot / periods)],
        period: (p.slot % periods) + 1,
        subject: p.subject,
        teacherId: p.teacherId === null ? null : Number(p.teacherId),
        room,
      };
    });
    await deps.db.transaction(async (tx) => {
      await replaceEntries(tx, ctx.schoolId, set.id, rows);
      await touchSet(tx, ctx.schoolId, set.id, deps.now());
    });
    await ctx.progress(100, 100);
    return { ...base, written: true, lessons: rows.length, problems: [] };
  });
};
