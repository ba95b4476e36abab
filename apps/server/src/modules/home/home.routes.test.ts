import { type MenuEntry, menuCatalogue, menuEntryOf } from "@eos/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, signIn } from "../../../test/sign-in.ts";
import { openTestDatabase, type TestApp, testConfig } from "../../../test/test-app.ts";
import { buildApp } from "../../app.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import type { HomeSources } from "./index.ts";

const NOW = new Date("2026-11-23T02:00:00Z"); // Monday 10:00 in Asia/Shanghai

/** A test port: each person's lessons by user id, and the calls it was asked, to check what the home asks. */
const calls: {
  lessons: { userId: string; userType: number; date: string }[];
  events: { from: string; to: string }[];
} = { lessons: [], events: [] };
const sources: HomeSources = {
  lessonsOfDay: async (p) => {
    calls.lessons.push({ userId: p.userId, userType: p.userType, date: p.date });
    return [
      {
        period: 1,
        start: "08:00",
        end: "08:40",
        subject: `Maths for ${p.userType}:${p.userId}`,
        className: "Class 1",
        teacherName: "T",
        room: null,
      },
    ];
  },
  eventsBetween: async (p) => {
    calls.events.push({ from: p.from, to: p.to });
    return [{ id: "e1", title: "Sports day", kind: "event", start: p.from, end: p.from, allDay: true }];
  },
  banners: async () => [{ id: "b1", imageUrl: "/banner.png", link: null, title: "Welcome" }],
  recentApps: async (p) =>
    Array.from({ length: 12 }, (_, i) => ({
      id: `a${i}`,
      name: `App ${i} of ${p.userId}`,
      icon: "x",
      kind: "builtin",
    })),
};

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let parent: string;
let area: string;
let children: { id: number; name: string }[];

const call = async (token: string, method: "GET" | "POST", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
};
const get = (token: string, url: string) => call(token, "GET", url);
const post = (token: string, url: string, payload: object) => call(token, "POST", url, payload);
const keysOf = async (token: string): Promise<string[]> =>
  (await get(token, "/center/api/app/sysMenu")).body.data.map((e: { key: string }) => e.key);

beforeAll(async () => {
  const { database, appDatabase, drop } = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    database: appDatabase,
    cache: createMemoryCache(10_000, () => NOW.getTime()),
    now: () => NOW,
    homeSources: sources,
  });
  t = {
    app,
    database,
    appDatabase,
    call: async (opts) => {
      const res = await app.inject(opts);
      return { status: res.statusCode, body: res.json(), res };
    },
    close: async () => {
      await app.close();
      await drop();
    },
  };
  admin = (await signIn(t, "primary.demo", "admin", 0)).token;
  teacher = (await signIn(t, "primary.demo", "t002", 0)).token;
  student = (await signIn(t, "primary.demo", "s26010101", 1, PHONE)).token;
  area = (await signIn(t, "area.demo", "areaadmin", 0)).token;
  const parents: { phone: string; children: { id: number; name: string }[] }[] = (
    await get(admin, "/v3/par/page?size=200")
  ).body.data.list;
  const two = parents.find((p) => p.children.length === 2);
  if (!two) throw new Error("the demo has no parent of two children");
  children = two.children;
  parent = (await signIn(t, "primary.demo", two.phone, 2, PHONE)).token;
});
afterAll(async () => t?.close());

describe("GET /center/api/index: the signed-in person's home", () => {
  it("requires a token", async () => {
    const r = await t.call({ method: "GET", url: "/api/center/api/index" });
    expect(r.body.errorCode).toBe("MISTOKEN");
  });

  it("greets a teacher and gathers their day, the week, banners, recent apps and growth figures", async () => {
    calls.lessons.length = 0;
    calls.events.length = 0;
    const r = await get(teacher, "/center/api/index");
    expect(r.status).toBe(200);
    const home = r.body.data;
    expect(home.greeting).toMatchObject({ roleType: "tea", isAdmin: false, timeOfDay: "morning" });
    expect(home.greeting.name.length).toBeGreaterThan(0);
    expect(home.date).toBe("2026-11-23");
    expect(home.week).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(calls.events).toEqual([{ from: "2026-11-23", to: "2026-11-29" }]);
    expect(calls.lessons).toHaveLength(1);
    expect(calls.lessons[0]).toMatchObject({ userType: 0, date: "2026-11-23" });
    expect(home.lessons[0].subject).toBe(`Maths for 0:${calls.lessons[0].userId}`);
    expect(home.events.map((e: { id: string }) => e.id)).toEqual(["e1"]);
    expect(home.banners.map((b: { id: string }) => b.id)).toEqual(["b1"]);
    // At most eight recent apps, whatever the app centre answers.
    expect(home.recentApps).toHaveLength(8);
    expect(home.children).toEqual([]);
    expect(typeof home.todoCount).toBe("number");
    // The demo school has a teacher growth model: the teacher's figures come with the home.
    expect(home.teacherDevelop === null || typeof home.teacherDevelop.total === "number").toBe(true);
  });

  it("counts a teacher's to-do as /center/api/getToDoList lists it", async () => {
    const [home, todo] = await Promise.all([
      get(admin, "/center/api/index"),
      get(admin, "/center/api/getToDoList"),
    ]);
    expect(home.body.data.todoCount).toBe(todo.body.data.length);
    expect(home.body.data.greeting.isAdmin).toBe(true);
  });

  it("gives a student their own lessons and no growth figures", async () => {
    calls.lessons.length = 0;
    const home = (await get(student, "/center/api/index")).body.data;
    expect(home.greeting.roleType).toBe("stu");
    expect(calls.lessons.map((c) => c.userType)).toEqual([1]);
    expect(home.lessons).toHaveLength(1);
    expect(home.teacherDevelop).toBeNull();
    const todo = (await get(student, "/center/api/getToDoList")).body.data;
    expect(home.todoCount).toBe(todo.length);
  });

  it("gives a parent each child's day and to-do, the count summed over them", async () => {
    calls.lessons.length = 0;
    const home = (await get(parent, "/center/api/index")).body.data;
    expect(home.greeting.roleType).toBe("p");
    expect(home.lessons).toEqual([]);
    expect(home.children.map((c: { id: number }) => c.id)).toEqual(children.map((c) => c.id));
    expect(calls.lessons.map((c) => c.userId).sort()).toEqual(children.map((c) => String(c.id)).sort());
    for (const c of home.children) expect(c.lessons[0].subject).toBe(`Maths for 1:${c.id}`);
    const groups = (await get(parent, "/center/api/getChildrenToDoList")).body.data;
    const total = groups.reduce((n: number, g: { items: unknown[] }) => n + g.items.length, 0);
    expect(home.todoCount).toBe(total);
    expect(home.teacherDevelop).toBeNull();
  });
});

describe("GET /center/api/app/sysMenu: the menu from the server", () => {
  it("gives an administrator the console with the settings entry, and groups before their entries", async () => {
    const menu: { key: string; parent: string | null; order: number }[] = (
      await get(admin, "/center/api/app/sysMenu")
    ).body.data;
    const keys = menu.map((e) => e.key);
    expect(keys).toEqual(
      expect.arrayContaining(["home", "menuSettings", "roles", "auditLog", "formDesigner"]),
    );
    for (const e of menu) if (e.parent) expect(keys.indexOf(e.parent)).toBeLessThan(keys.indexOf(e.key));
    expect(menu.map((e) => e.order)).toEqual(menu.map((_, i) => i));
    // Platform and area entries are not a school's.
    expect(keys).not.toContain("schools");
    expect(keys).not.toContain("areaSummary");
  });

  it("leaves out of a teacher's menu what needs a code they lack and the administrators' entries", async () => {
    const keys = await keysOf(teacher);
    expect(keys).toContain("home");
    expect(keys).toContain("teaGrowthMine");
    expect(keys).not.toContain("menuSettings");
    expect(keys).not.toContain("roles");
    expect(keys).not.toContain("evaluationModels");
  });

  it("gives a student the phone's tabs and home entries, no console", async () => {
    const menu: { key: string; surface: string }[] = (await get(student, "/center/api/app/sysMenu")).body
      .data;
    expect(menu.every((e) => e.surface === "phone")).toBe(true);
    expect(menu.map((e) => e.key)).toEqual(
      expect.arrayContaining(["m.home", "m.class", "m.me", "m.scores", "m.passport"]),
    );
    expect(menu.map((e) => e.key)).not.toContain("m.teaGrowth");
  });

  it("gives an area administrator the area's menu, on sysMenuAreaAdmin too", async () => {
    const menu = (await get(area, "/center/api/app/sysMenuAreaAdmin")).body.data.map(
      (e: { key: string }) => e.key,
    );
    expect(menu).toContain("areaSummary");
    expect(menu).not.toContain("students");
    expect(await keysOf(area)).toEqual(menu);
  });

  it("refuses sysMenuAreaAdmin to a school's administrator and a student", async () => {
    expect((await get(admin, "/center/api/app/sysMenuAreaAdmin")).status).toBe(403);
    expect((await get(student, "/center/api/app/sysMenuAreaAdmin")).status).toBe(403);
  });
});

describe("sysMenu is the catalogue's menu for each demo role", () => {
  type Viewer = { role: string; site: string; isAdmin: boolean; codes: Set<string>; leader: boolean };
  // The catalogue's rules read on their own: the entry's and its group's role, site and administrators' mark,
  // a code held (or class leadership where it says so); then a group without entries goes.
  const expected = (v: Viewer) => {
    const fits = (e: MenuEntry) =>
      e.roles.includes(v.role as MenuEntry["roles"][number]) &&
      (!e.sites || e.sites.includes(v.site as "school")) &&
      (!e.adminOnly || v.isAdmin);
    const allowed = menuCatalogue.filter((e) => {
      const group = e.parent ? menuEntryOf.get(e.parent) : undefined;
      return (
        fits(e) &&
        (!group || fits(group)) &&
        (!e.code || v.isAdmin || v.codes.has(e.code) || Boolean(e.orLeader && v.leader))
      );
    });
    const parents = new Set(allowed.map((e) => e.parent));
    return allowed.filter((e) => e.parent !== null || e.path || parents.has(e.key)).map((e) => e.key);
  };
  const viewerOf = async (token: string, role: string, site: string, isAdmin: boolean): Promise<Viewer> => {
    const info = (await post(token, "/center/permissions/getUserInfo", {})).body.data ?? {};
    return {
      role,
      site,
      isAdmin,
      codes: new Set<string>(info.codes ?? []),
      leader: (info.roles ?? []).some((r: { key: string }) => r.key === "leader"),
    };
  };

  it("lists for the administrator, a teacher, a student, a parent and the area's administrator what it allows", async () => {
    const cases: [string, string, string, boolean][] = [
      [admin, "tea", "school", true],
      [teacher, "tea", "school", false],
      [student, "stu", "school", false],
      [parent, "p", "school", false],
      [area, "tea", "area", true],
    ];
    for (const [token, role, site, isAdmin] of cases) {
      const want = expected(await viewerOf(token, role, site, isAdmin));
      expect(want.length).toBeGreaterThan(3);
      expect(await keysOf(token)).toEqual(want);
    }
  });
});

describe("the school's menu settings", () => {
  it("refuses them to teachers, students and parents", async () => {
    for (const who of [teacher, student, parent]) {
      expect((await get(who, "/center/api/app/menuSetting")).status).toBe(403);
      expect((await post(who, "/center/api/app/saveMenuSetting", { hidden: [] })).status).toBe(403);
    }
  });

  it("hides an entry from students only: their menu lacks it, parents' and administrators' keep it", async () => {
    const saved = await post(admin, "/center/api/app/saveMenuSetting", {
      hidden: [{ key: "m.passport", role: "stu" }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.find((e: { key: string }) => e.key === "m.passport").hiddenFor).toEqual(["stu"]);
    expect(await keysOf(student)).not.toContain("m.passport");
    expect(await keysOf(student)).toContain("m.scores");
    expect(await keysOf(parent)).toContain("m.passport");
    // Hiding lists nothing less for the route: the passport's own access still decides.
    const settings = (await get(admin, "/center/api/app/menuSetting")).body.data;
    expect(settings.find((e: { key: string }) => e.key === "m.passport").hiddenFor).toEqual(["stu"]);
  });

  it("hides a whole group from teachers, but never from administrators", async () => {
    await post(admin, "/center/api/app/saveMenuSetting", { hidden: [{ key: "evaluation", role: "tea" }] });
    const keys = await keysOf(teacher);
    expect(keys).not.toContain("evaluation");
    expect(keys).not.toContain("teaGrowthMine");
    expect(await keysOf(admin)).toContain("teaGrowthMine");
    // Saving again replaces: what is not named shows again (the students' passport too).
    expect(await keysOf(student)).toContain("m.passport");
    await post(admin, "/center/api/app/saveMenuSetting", { hidden: [] });
    expect(await keysOf(teacher)).toContain("teaGrowthMine");
  });

  it("refuses an unknown entry, a role the entry is not for, or one that may not be hidden, changing nothing", async () => {
    await post(admin, "/center/api/app/saveMenuSetting", { hidden: [{ key: "m.scores", role: "stu" }] });
    for (const hidden of [
      [
        { key: "m.passport", role: "stu" },
        { key: "nope", role: "stu" },
      ],
      [{ key: "m.teaGrowth", role: "stu" }],
      [{ key: "menuSettings", role: "tea" }],
      [{ key: "m.scores", role: "boss" }],
    ]) {
      const r = await post(admin, "/center/api/app/saveMenuSetting", { hidden });
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
    }
    const keys = await keysOf(student);
    expect(keys).not.toContain("m.scores");
    expect(keys).toContain("m.passport");
    await post(admin, "/center/api/app/saveMenuSetting", { hidden: [] });
  });
});

describe("GET /sys/api/setting/getSetting", () => {
  it("gives the school's name and defaults before anything is saved", async () => {
    const s = (await get(student, "/sys/api/setting/getSetting")).body.data;
    expect(s.name.length).toBeGreaterThan(0);
    expect(s).toMatchObject({
      themeColor: "#1677ff",
      languages: ["zh-CN", "en-US"],
      defaultLanguage: "zh-CN",
    });
    expect(s.features).toEqual(expect.arrayContaining(["evaluation", "people", "phoneHome"]));
  });

  it("saves an administrator's settings and refuses bad ones and other roles", async () => {
    const body = {
      themeColor: "#AA3300",
      languages: ["en-US"],
      defaultLanguage: "en-US",
      loginTypes: ["password"],
    };
    expect((await post(teacher, "/sys/api/setting/saveSetting", body)).status).toBe(403);
    const bad = await post(admin, "/sys/api/setting/saveSetting", { ...body, defaultLanguage: "zh-CN" });
    expect(bad.status).toBe(400);
    expect((await post(admin, "/sys/api/setting/saveSetting", { ...body, themeColor: "red" })).status).toBe(
      400,
    );
    expect((await get(teacher, "/sys/api/setting/getSetting")).body.data.themeColor).toBe("#1677ff");
    const saved = await post(admin, "/sys/api/setting/saveSetting", body);
    expect(saved.body.data).toMatchObject({
      themeColor: "#aa3300",
      languages: ["en-US"],
      loginTypes: ["password"],
    });
    expect((await get(parent, "/sys/api/setting/getSetting")).body.data.defaultLanguage).toBe("en-US");
  });
});

describe("teacher development data", () => {
  it("gives a teacher their figures and the card's choices", async () => {
    const init = await get(teacher, "/v3/initTeacherDevelopData");
    expect(init.status).toBe(200);
    expect(Array.isArray(init.body.data.models)).toBe(true);
    expect(init.body.data.terms.length).toBeGreaterThan(0);
    const figures = await get(teacher, "/v3/itemData/getTeacherDevelopScenceForEos");
    expect(figures.status).toBe(200);
    expect(figures.body.data).toEqual(init.body.data.figures);
  });

  it("refuses students and parents", async () => {
    for (const who of [student, parent]) {
      expect((await get(who, "/v3/initTeacherDevelopData")).status).toBe(403);
      expect((await get(who, "/v3/itemData/getTeacherDevelopScenceForEos")).status).toBe(403);
    }
  });

  it("answers bad input with the envelope", async () => {
    const r = await get(teacher, "/v3/itemData/getTeacherDevelopScenceForEos?termId=abc");
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});
