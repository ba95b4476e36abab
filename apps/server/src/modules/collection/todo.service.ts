import type { TodoItem } from "@eos/contracts";
import { dateRange } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import { currentChildOf } from "../identity/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { periodAt } from "./period.ts";
import type { CollectionDeps } from "./scene.service.ts";
import { pendingFor, type TodoWho } from "./todo.store.ts";

const PENDING_CAP = 5000;
const NAMES_PER_TASK = 200;

const whoOf = async (deps: CollectionDeps, auth: AuthContext): Promise<TodoWho> => {
  if (auth.userType === 1) return { kind: "student", studentId: auth.userId };
  if (auth.userType === 2)
    return { kind: "parent", parentId: auth.userId, childId: await currentChildOf(deps.db, auth) };
  return { kind: "teacher", teacherId: auth.userId };
};

/** /center/api/getToDoList: the open tasks waiting for the caller, soonest deadline first. */
export const todoList = async (deps: CollectionDeps, auth: AuthContext): Promise<TodoItem[]> => {
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const now = deps.now();
  const rows = await pendingFor(deps.db, {
    schoolId: auth.schoolId,
    who: await whoOf(deps, auth),
    now,
    dayStart: new Date(dateRange("today", now, zone).start),
    weekStart: new Date(dateRange("thisWeek", now, zone).start),
    cap: PENDING_CAP,
  });
  const items = new Map<number, TodoItem>();
  for (const r of rows) {
    let item = items.get(r.taskId);
    if (!item) {
      const end = periodAt({ ...r, state: 1 }, now, zone).end;
      item = {
        taskId: r.taskId,
        taskName: r.taskName,
        sceneName: r.sceneName,
        formId: r.formId,
        fillerType: r.fillerType,
        subjectType: r.subjectType,
        deadline: end?.toISOString() ?? null,
        pending: [],
      };
      items.set(r.taskId, item);
    }
    // A teacher task waits for the caller themself: nobody else to name.
    if (r.subjectType === 1 && item.pending.length < NAMES_PER_TASK)
      item.pending.push({ id: r.studentId, name: r.studentName });
  }
  return [...items.values()].sort(
    (a, b) => (a.deadline ?? "9999").localeCompare(b.deadline ?? "9999") || a.taskId - b.taskId,
  );
};
