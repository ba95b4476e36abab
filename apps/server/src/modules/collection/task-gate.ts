import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { TaskGate } from "../forms/index.ts";
import { currentChildOf } from "../identity/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { collectionError } from "./collection.messages.ts";
import { isOpen, periodAt } from "./period.ts";
import { classesTaught } from "./progress.store.ts";
import { findTask, type TaskRow } from "./task.store.ts";
import { isFillerOf } from "./task-filler.store.ts";
import { childrenOf, hasValueSince, lockStudentFill, studentsInTask } from "./todo.store.ts";

export type GateDeps = { db: Db; now: () => Date; codesOf: CodeResolver };

/** The child a parent names (refused unless theirs), else the one their session looks at (null: none). */
const namedChild = async (deps: GateDeps, auth: AuthContext, studentIds: number[] | undefined) => {
  if (studentIds === undefined || studentIds.length === 0) return currentChildOf(deps.db, auth);
  const mine = await childrenOf(deps.db, auth.schoolId, auth.userId);
  if (studentIds.length > 1 || !mine.includes(studentIds[0])) throw collectionError(403, "taskNotForYou");
  return studentIds[0];
};

/** A parent's fill is about the child they name (one of theirs), else the child their session looks at. */
const childOf = async (deps: GateDeps, auth: AuthContext, studentIds: number[] | undefined) => {
  const child = await namedChild(deps, auth, studentIds);
  if (child === null) throw collectionError(400, "taskNoChild");
  return child;
};

/** Whom the fill is about: the student themself, the parent's child, or the students a teacher names. */
const candidatesOf = async (deps: GateDeps, auth: AuthContext, studentIds: number[] | undefined) => {
  if (auth.userType === 1) return [auth.userId];
  if (auth.userType === 2) return [await childOf(deps, auth, studentIds)];
  if (!studentIds || studentIds.length === 0) throw collectionError(400, "taskNeedStudents");
  return [...new Set(studentIds)];
};

/** Teachers fill about students of the classes they teach; administrators and forms.data holders about any. */
const checkTeacherScope = async (
  deps: GateDeps,
  auth: AuthContext,
  inTask: { studentId: number; classId: number }[],
) => {
  if (auth.isAdmin || (await deps.codesOf(auth)).has("forms.data")) return;
  const taught = new Set(await classesTaught(deps.db, auth.schoolId, auth.userId));
  const outside = inTask.filter((s) => !taught.has(s.classId)).map((s) => s.studentId);
  if (outside.length > 0) throw collectionError(403, "taskStudentsOutside", { ids: outside.join(",") });
};

/** The task, if it exists, uses this form and is open now; whoever it is meant for. */
const liveTask = async (
  deps: GateDeps,
  auth: AuthContext,
  taskId: number,
  formId: number,
): Promise<TaskRow> => {
  const task = await findTask(deps.db, auth.schoolId, taskId);
  if (!task) throw notFound();
  if (task.formId !== formId) throw collectionError(400, "taskWrongForm");
  if (!task.sceneShown || !isOpen(task, deps.now())) throw collectionError(400, "taskClosed");
  return task;
};

const openTask = async (
  deps: GateDeps,
  auth: AuthContext,
  taskId: number,
  formId: number,
): Promise<TaskRow> => {
  const task = await liveTask(deps, auth, taskId, formId);
  if (task.fillerType !== auth.userType) throw collectionError(403, "taskNotForYou");
  // The task's filler rules name who fills. Staff still fill about students for others (imports, catching
  // up), but a task about the filler is theirs only to fill when a rule names them.
  const staffForOthers =
    task.subjectType === 1 &&
    auth.userType === 0 &&
    (auth.isAdmin || (await deps.codesOf(auth)).has("forms.data"));
  if (!staffForOthers && !(await isFillerOf(deps.db, auth.schoolId, task.id, auth)))
    throw collectionError(403, "taskNotForYou");
  return task;
};

/** Whom a fill of the task is about: the teacher themself for a teacher task, else students of its classes. */
const subjectsOf = async (
  deps: GateDeps,
  auth: AuthContext,
  task: TaskRow,
  studentIds: number[] | undefined,
): Promise<number[]> => {
  if (task.subjectType === 0) {
    if (studentIds?.some((id) => id !== auth.userId)) throw collectionError(400, "teacherTaskSelf");
    return [auth.userId];
  }
  const candidates = await candidatesOf(deps, auth, studentIds);
  const inTask = await studentsInTask(deps.db, {
    schoolId: auth.schoolId,
    taskId: task.id,
    studentIds: candidates,
  });
  const known = new Set(inTask.map((s) => s.studentId));
  const outside = candidates.filter((id) => !known.has(id));
  if (outside.length > 0)
    throw auth.userType === 0
      ? collectionError(403, "taskStudentsOutside", { ids: outside.join(",") })
      : collectionError(403, "taskNotForYou");
  if (auth.userType === 0) await checkTeacherScope(deps, auth, inTask);
  return candidates;
};

/**
 * The collection module's gate on task fills (wired into the forms module's submissions): the task must be
 * open and meant for the caller, the fill about students of its classes the caller may fill for (or, for a
 * teacher task, about the filling teacher), and at most one value per person and period (checked under a
 * per-person lock in the submission's transaction).
 */
export const taskGateOf = (deps: GateDeps): TaskGate => ({
  childOf: (auth, childId) =>
    auth.userType === 2
      ? namedChild(deps, auth, childId === undefined ? undefined : [childId])
      : Promise.resolve(null),
  check: async (auth, input) => ({
    fillerType: (await liveTask(deps, auth, input.taskId, input.formId)).fillerType,
  }),
  filled: async (auth, input) => {
    const task = await liveTask(deps, auth, input.taskId, input.formId);
    const zone = await schoolTimeZone(deps.db, auth.schoolId);
    const { start } = periodAt(task, deps.now(), zone);
    return hasValueSince(deps.db, {
      schoolId: auth.schoolId,
      taskId: task.id,
      studentIds: input.studentIds,
      start,
    });
  },
  admit: async (auth, input) => {
    const task = await openTask(deps, auth, input.taskId, input.formId);
    const candidates = await subjectsOf(deps, auth, task, input.studentIds);
    const zone = await schoolTimeZone(deps.db, auth.schoolId);
    const { start } = periodAt(task, deps.now(), zone);
    return {
      belongTo: candidates,
      guard: async (tx: Tx) => {
        for (const id of [...candidates].sort((a, b) => a - b))
          await lockStudentFill(tx, auth.schoolId, task.id, id);
        const done = await hasValueSince(tx, {
          schoolId: auth.schoolId,
          taskId: task.id,
          studentIds: candidates,
          start,
        });
        if (done.length > 0) throw collectionError(409, "taskAlreadyFilled", {}, -1);
      },
    };
  },
});
