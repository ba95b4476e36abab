import type { Page } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import {
  completionAcrossSchools,
  completionByClass,
  completionPeople,
  findPeriod,
  findScene,
  type Period,
  peoplePage,
  periodAt,
  periodsOf,
  schoolsWithCopy,
  tasksOfCopies,
} from "../collection/index.ts";
import { type AreaSchool, listSitesOfArea, listTerms } from "../school/index.ts";
import type { InsightDeps } from "./insight.deps.ts";
import { insightError } from "./insight.messages.ts";

export type AreaSchoolCompletion = {
  schoolId: number;
  schoolName: string;
  copied: boolean;
  taskCount: number;
  expected: number;
  filled: number;
};

/** An area administrator on the area's site, looking at one of the area's own scenes. */
const areaScene = async (deps: InsightDeps, auth: AuthContext, sceneId: number) => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw forbidden("notAreaSite");
  const scene = await findScene(deps.db, auth.schoolId, sceneId);
  if (!scene) throw notFound();
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  return { source: { schoolId: auth.schoolId, sceneId }, schools };
};

const withPeriods = (
  tasks: Awaited<ReturnType<typeof tasksOfCopies>>,
  zones: Map<number, string>,
  now: Date,
) => tasks.map((t) => ({ ...t, ...periodAt(t, now, zones.get(t.schoolId) ?? "Asia/Shanghai") }));

/**
 * Completion of an area scene across the area: for each school, whether it copied the scene and the
 * expected and filled figures of its copy's published tasks in their current periods (one SQL query).
 */
export const areaSceneSchools = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: { sceneId: number; page: number; size: number; keyword?: string },
): Promise<Page<AreaSchoolCompletion>> => {
  const { source, schools } = await areaScene(deps, auth, q.sceneId);
  const matching = q.keyword ? schools.filter((s) => s.name.includes(q.keyword as string)) : schools;
  const page: AreaSchool[] = matching.slice((q.page - 1) * q.size, q.page * q.size);
  const ids = page.map((s) => s.id);
  const copied = await schoolsWithCopy(deps.db, source, ids);
  const zones = new Map(page.map((s) => [s.id, s.timeZone]));
  const tasks = withPeriods(await tasksOfCopies(deps.db, source, ids), zones, deps.now());
  const figures = await completionAcrossSchools(deps.db, tasks);
  return {
    list: page.map((s) => {
      const own = tasks.filter((t) => t.schoolId === s.id);
      const sum = (k: "expected" | "filled") =>
        own.reduce((n, t) => n + (figures.get(`${s.id}:${t.taskId}`)?.[k] ?? 0), 0);
      return {
        schoolId: s.id,
        schoolName: s.name,
        copied: copied.has(s.id),
        taskCount: own.length,
        expected: sum("expected"),
        filled: sum("filled"),
      };
    }),
    total: matching.length,
    page: q.page,
    size: q.size,
  };
};

type CopyTask = Awaited<ReturnType<typeof tasksOfCopies>>[number];
/** A task of a school's copy with the periods so far (newest first) and the one its figures are for. */
type TaskInPeriod = CopyTask & Period & { periods: Period[] };

/**
 * One school's copy's tasks, each with its periods so far in the school's zone and term (as the school's own
 * statistics list them) and the current one; `pick` names a task and one of its periods by its start
 * (400 periodUnknown when the task has no such period).
 */
const schoolTasks = async (
  deps: InsightDeps,
  source: { schoolId: number; sceneId: number },
  school: AreaSchool,
  pick: { taskId?: number; period?: string },
): Promise<TaskInPeriod[]> => {
  const [tasks, terms] = await Promise.all([
    tasksOfCopies(deps.db, source, [school.id]),
    listTerms(deps.db, school.id),
  ]);
  return tasks.map((t) => {
    const periods = periodsOf(t, deps.now(), school.timeZone, terms);
    if (pick.period === undefined || t.taskId !== pick.taskId) return { ...t, ...periods[0], periods };
    const chosen = findPeriod(periods, new Date(pick.period));
    if (!chosen) throw insightError(400, "periodUnknown");
    return { ...t, ...chosen, periods };
  });
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * One school of the area: its copy's tasks with completion by class (the next level of the drill-down), each
 * in its current period or, for the task picked, the period picked.
 */
export const areaSchoolClasses = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: { sceneId: number; schoolId: number; taskId?: number; period?: string },
) => {
  const { source, schools } = await areaScene(deps, auth, q.sceneId);
  const school = schools.find((s) => s.id === q.schoolId);
  if (!school) throw notFound();
  const tasks = await schoolTasks(deps, source, school, q);
  if (q.taskId !== undefined && !tasks.some((t) => t.taskId === q.taskId)) throw notFound();
  const out = [];
  for (const t of tasks)
    out.push({
      taskId: t.taskId,
      taskName: t.name,
      periodStart: iso(t.start),
      periodEnd: iso(t.end),
      periods: t.periods.map((p) => ({ start: iso(p.start), end: iso(p.end) })),
      classes: await completionByClass(deps.db, {
        schoolId: school.id,
        taskId: t.taskId,
        start: t.start,
        end: t.end,
        scope: null,
      }),
    });
  return { schoolId: school.id, schoolName: school.name, tasks: out };
};

/** The students of one class of one school's copy, in the task's current or picked period: the last level. */
export const areaClassPeople = async (
  deps: InsightDeps,
  auth: AuthContext,
  q: {
    sceneId: number;
    schoolId: number;
    taskId: number;
    period?: string;
    classId?: number;
    state: "all" | "filled" | "missing";
    page: number;
    size: number;
  },
) => {
  const { source, schools } = await areaScene(deps, auth, q.sceneId);
  const school = schools.find((s) => s.id === q.schoolId);
  const task = school
    ? (await schoolTasks(deps, source, school, q)).find((t) => t.taskId === q.taskId)
    : undefined;
  if (!school || !task) throw notFound();
  const { rows, total } = await completionPeople(deps.db, {
    schoolId: school.id,
    taskId: task.taskId,
    start: task.start,
    end: task.end,
    scope: null,
    classId: q.classId,
    state: q.state,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return peoplePage(rows, total, q);
};
