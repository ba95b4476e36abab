import type { HomeChild, HomeIndex, TimeOfDay } from "@eos/contracts";
import { roleTypeOf } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { dateTimeFormat } from "../../platform/intl.ts";
import { childrenTodoList, todoList } from "../collection/index.ts";
import { schoolTimeZone, todayIn } from "../school/index.ts";
import type { HomeDeps } from "./home.deps.ts";
import { teacherDevelop } from "./teacher-develop.service.ts";

const RECENT_APPS = 8;

/** The hour of `now` in the zone: before noon morning, before six afternoon, then evening. */
export const timeOfDayIn = (zone: string, now: Date): TimeOfDay => {
  const hour = Number(
    dateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(now),
  );
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
};

/** The Monday and Sunday (YYYY-MM-DD) of the week holding `date`. */
export const weekOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
};

/**
 * GET /center/api/index: the signed-in person's home in one round of parallel reads (after the school's zone,
 * which is cached): the greeting, today's lessons, the to-do count (a parent's per child), the week's events,
 * banners, recent apps and, for a teacher, their growth figures. A parent's children's lessons need the
 * children first: theirs is a second round.
 */
export const homeIndex = async (deps: HomeDeps, auth: AuthContext): Promise<HomeIndex> => {
  const now = deps.now();
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const date = todayIn(zone, now);
  const week = weekOf(date);
  const schoolId = String(auth.schoolId);
  const userId = String(auth.userId);
  const parent = auth.userType === 2;
  const collection = { db: deps.db, now: deps.now };
  const [lessons, todo, childTodo, events, banners, recentApps, develop] = await Promise.all([
    parent ? [] : deps.sources.lessonsOfDay({ schoolId, userId, userType: auth.userType, date }),
    parent ? [] : todoList(collection, auth),
    parent ? childrenTodoList(collection, auth) : [],
    deps.sources.eventsBetween({
      schoolId,
      from: week.from,
      to: week.to,
      userType: auth.userType,
      isAdmin: auth.isAdmin,
    }),
    deps.sources.banners({ schoolId, now }),
    deps.sources.recentApps({
      schoolId,
      userId,
      userType: auth.userType,
      isAdmin: auth.isAdmin,
      limit: RECENT_APPS,
    }),
    auth.userType === 0 ? teacherDevelop(deps, auth) : null,
  ]);
  const children: HomeChild[] = await Promise.all(
    childTodo.map(async (g) => ({
      id: g.child.id,
      name: g.child.name,
      className: g.child.className ?? null,
      lessons: await deps.sources.lessonsOfDay({ schoolId, userId: String(g.child.id), userType: 1, date }),
      todoCount: g.items.length,
    })),
  );
  return {
    greeting: {
      name: auth.name,
      roleType: roleTypeOf[auth.userType],
      isAdmin: auth.isAdmin,
      timeOfDay: timeOfDayIn(zone, now),
    },
    date,
    week,
    lessons,
    todoCount: parent ? children.reduce((n, c) => n + c.todoCount, 0) : todo.length,
    children,
    events,
    banners,
    recentApps: recentApps.slice(0, RECENT_APPS),
    teacherDevelop: develop,
  };
};
