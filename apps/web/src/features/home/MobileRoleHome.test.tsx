import { type HomeIndex, SessionKey, type SysMenuItem } from "@eos/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const lesson = {
  period: 1,
  start: "08:00",
  end: "08:40",
  subject: "Maths",
  className: "Class 1",
  teacherName: "T",
  room: "101",
};

const homeOf = (roleType: "tea" | "stu" | "p", more: Partial<HomeIndex> = {}): HomeIndex => ({
  greeting: { name: "Wang", roleType, isAdmin: false, timeOfDay: "morning" },
  date: "2026-11-23",
  week: { from: "2026-11-23", to: "2026-11-29" },
  lessons: [],
  todoCount: 3,
  children: [],
  events: [
    { id: "e1", title: "Sports day", kind: "event", start: "2026-11-25", end: "2026-11-25", allDay: true },
  ],
  banners: [],
  recentApps: [],
  teacherDevelop: null,
  ...more,
});

const item = (key: string, parent: string | null, path: string | null, order: number): SysMenuItem => ({
  key,
  parent,
  surface: "phone",
  path,
  also: [],
  order,
});

const signIn = (type: number, roleType: string, home: HomeIndex, menu: SysMenuItem[]) => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ id: 7, name: "Wang", type, roleType, schoolId: 12, areaId: 1 }),
  );
  return mockFetch(({ url }) => {
    if (url.pathname === "/api/center/api/index") return { body: okEnvelope(home) };
    if (url.pathname === "/api/center/api/app/sysMenu") return { body: okEnvelope(menu) };
    if (url.pathname === "/api/center/api/getToDoList") return { body: okEnvelope([]) };
    if (url.pathname === "/api/center/api/getChildrenToDoList") return { body: okEnvelope([]) };
    if (url.pathname === "/api/auth/parent/children") return { body: okEnvelope([]) };
    if (url.pathname === "/api/v3/notice/page")
      return { body: okEnvelope({ list: [], total: 0, page: 1, size: 3, unread: 0 }) };
    return { body: okEnvelope(primarySchool) };
  });
};

const tabs = [
  item("tabs", null, null, 0),
  item("m.home", "tabs", "/m/", 1),
  item("m.me", "tabs", "/m/me", 2),
];

describe("the phone's home per role", () => {
  it("gives a student their day, the to-do count, and only the entries the server lists", async () => {
    signIn(1, "stu", homeOf("stu", { lessons: [lesson] }), [
      ...tabs,
      item("phoneHome", null, null, 3),
      item("m.scores", "phoneHome", "/m/scores", 4),
    ]);
    renderRoute("/m/");
    expect(await screen.findByTestId("mobile-home-stu")).toBeTruthy();
    expect(screen.getByTestId("mobile-home-lesson").textContent).toContain("Maths");
    expect(screen.getByTestId("mobile-home-todo-count").textContent).toBe("3");
    expect(screen.getByTestId("mobile-scores-entry")).toBeTruthy();
    // The school hid the passport from students: the server does not list it, so neither does the home.
    expect(screen.queryByTestId("mobile-passport-entry")).toBeNull();
    // The tab bar keeps to the server's tabs too.
    expect(screen.queryByTestId("mobile-tab-class")).toBeNull();
    expect(screen.getByTestId("mobile-tab-me")).toBeTruthy();
  });

  it("gives a parent each child's day with its to-do, and the notices", async () => {
    signIn(
      2,
      "p",
      homeOf("p", {
        children: [
          { id: 101, name: "Li Ming", className: "Class 1", lessons: [lesson], todoCount: 2 },
          { id: 102, name: "Li Hua", className: "Class 2", lessons: [], todoCount: 0 },
        ],
      }),
      tabs,
    );
    renderRoute("/m/");
    expect((await screen.findByTestId("mobile-home-child-101")).textContent).toContain("Li Ming");
    expect(screen.getByTestId("mobile-home-child-102").textContent).toContain("Li Hua");
    expect(screen.getByTestId("mobile-home-notices")).toBeTruthy();
    // One to-do section, its count beside its title: the children's day shows their lessons only.
    expect(screen.getAllByTestId("todo-list")).toHaveLength(1);
    expect(screen.getAllByTestId("mobile-home-todo-count")).toHaveLength(1);
    expect(screen.getByTestId("todo-list").contains(screen.getByTestId("mobile-home-todo-count"))).toBe(true);
    expect(screen.getByTestId("mobile-home-child-101").textContent).not.toMatch(/to do|待办/);
  });

  it("gives a teacher today's classes and their recent apps", async () => {
    signIn(
      0,
      "tea",
      homeOf("tea", {
        lessons: [lesson],
        recentApps: [{ id: "a1", name: "Library", icon: "", kind: "link" }],
      }),
      tabs,
    );
    renderRoute("/m/");
    expect(await screen.findByTestId("mobile-home-tea")).toBeTruthy();
    expect(screen.getByTestId("mobile-home-apps").textContent).toContain("Library");
  });
});
