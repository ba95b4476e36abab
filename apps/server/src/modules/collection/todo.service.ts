import type { ChildTodo, TodoItem } from "@eos/contracts";
import { dateRange } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import { currentChildOf, listMyChildren } from "../identity/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { periodAt } from "./period.ts";
import type { CollectionDeps } from "./scene.service.ts";
import { pendingFor, type TodoRow, type TodoWho } from "./todo.store.ts";

const PENDING_CAP = 5000;
const NAMES_PER_TASK = 200;

const whoOf = async (deps: CollectionDeps, auth: AuthContext): Promise<TodoWho> => {
  if (auth.userType === 1) return { kind: "student", studentId: auth.userId };
  if (auth.userType === 2)
    return { kind: "parent", parentId: auth.userId, childId: await currentChildOf(deps.db, auth) };
  return { kind: "teacher", teacherId: auth.userId };
};

/** The (task, student) pairs waiting for `who`, and the school's zone and now that their deadlines need. */
const pendingRows = async (deps: CollectionDeps, auth: AuthContext, who: TodoWho) => {
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const now = deps.now();
  const rows = await pendingFor(deps.db, {
    schoolId: auth.schoolId,
    who,
    now,
    dayStart: new Date(dateRange("today", now, zone).start),
    weekStart: new Date(dateRange("thisWeek", now, zone).start),
    cap: PENDING_CAP,
  });
  return { rows, now, zone };
};

/** One entry per task, naming the students still waiting; soonest deadline first. */
const itemsOf = (rows: TodoRow[], now: Date, zone: string): TodoItem[] => {
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

/** /center/api/getToDoList: the open tasks waiting for the caller, soonest deadline first. */
export const todoList = async (deps: CollectionDeps, auth: AuthContext): Promise<TodoItem[]> => {
  const { rows, now, zone } = await pendingRows(deps, auth, await whoOf(deps, auth));
  return itemsOf(rows, now, zone);
};

/**
 * /center/api/getChildrenToDoList: a parent's to-do for every child at once, one group per child in the
 * children's order (those with nothing waiting too), so a parent of two sees both without switching.
 */
export const childrenTodoList = async (deps: CollectionDeps, auth: AuthContext): Promise<ChildTodo[]> => {
  const children = await listMyChildren(deps.db, auth);
  if (children.length === 0) return [];
  const { rows, now, zone } = await pendingRows(deps, auth, {
    kind: "parent",
    parentId: auth.userId,
    childId: null,
  });
  return children.map((c) => ({
    child: {
      id: c.id,
      name: c.name,
      studentNo: c.studentNo,
      classId: c.classId,
      className: c.className,
      current: c.current,
    },
    items: itemsOf(
      rows.filter((r) => r.studentId === c.id),
      now,
      zone,
    ),
  }));
};
