import { describe, expect, it, vi } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import { readSheetRows } from "../../platform/files/xlsx.ts";
import { USAGE_SWEEP_JOB } from "./index.ts";

// Four sign-ins and two lists before the first test: on a loaded machine they take more than the default minute.
vi.setConfig({ hookTimeout: 240_000 });
useCollectionApp();

const student = async () => (await signIn(t, "primary.demo", myClass[0].account as string, 1)).token;
type Group = { category: string; apps: { id: number; name: string }[] };
const listed = async (token: string) =>
  ((await data(get(token, "/center/api/appList"))) as Group[]).flatMap((g) => g.apps.map((a) => a.id));
const add = async (body: Record<string, unknown>) =>
  (
    await data(
      post(admin, "/v3/center/app/save", {
        name: `App ${Math.random()}`,
        category: "Tests",
        icon: "AppstoreOutlined",
        kind: "builtin",
        target: "/admin/forms",
        roles: ["admin", "teacher", "student", "parent"],
        ...body,
      }),
    )
  ).id as number;
const allIds = async () =>
  ((await data(get(admin, "/v3/center/app/page?size=200"))).list as { id: number }[]).map((a) => a.id);

describe("app centre: apps and who opens them", () => {
  it("an app hidden from students is neither listed for a student nor opened by one", async () => {
    const hidden = await add({ name: "Staff room", roles: ["admin", "teacher"] });
    const open = await add({ name: "Library" });
    const stu = await student();
    expect(await listed(stu)).toContain(open);
    expect(await listed(stu)).not.toContain(hidden);
    const refused = await get(stu, `/center/api/app/getid?id=${hidden}`);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(403);
    expect(await listed(leader)).toContain(hidden);
    expect((await data(get(leader, `/center/api/app/getid?id=${hidden}`))).opensIn).toBe("route");
  });

  it("a student is refused the administrators' routes, and another school's administrator sees none of ours", async () => {
    const stu = await student();
    const id = await add({});
    for (const [url, body] of [
      [
        "/v3/center/app/save",
        { name: "x", category: "c", icon: "i", kind: "builtin", target: "/x", roles: ["student"] },
      ],
      ["/v3/center/app/enable", { id, enabled: false }],
      ["/v3/center/app/delete", { id }],
    ] as const)
      expect((await post(stu, url, body)).status).toBe(403);
    expect((await get(stu, "/center/api/stat/app?from=2026-11-01&to=2026-11-30")).status).toBe(403);
    expect((await get(leader, "/v3/center/app/page")).status).toBe(403);
    expect((await data(get(admin, `/center/api/app/getid?id=${id}`))).id).toBe(id);
    expect((await get(middleAdmin, `/center/api/app/getid?id=${id}`)).status).toBe(404);
    expect((await post(middleAdmin, "/v3/center/app/delete", { id })).status).toBe(404);
  });

  it("bad input answers with the envelope and changes nothing", async () => {
    const before = await allIds();
    const bad = await post(admin, "/v3/center/app/save", {
      name: "Bad",
      category: "c",
      icon: "i",
      kind: "builtin",
      target: "https://elsewhere.example/",
      roles: ["teacher"],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: -1 });
    const wrongRole = await post(admin, "/v3/center/app/save", {
      name: "x",
      category: "c",
      icon: "i",
      kind: "link",
      target: "https://a.example",
      roles: ["nobody"],
    });
    expect(wrongRole.status).toBe(400);
    const unknown = await get(admin, "/center/api/app/getid?id=999999", EN);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDesc).toBe("the app does not exist");
    expect(await allIds()).toEqual(before);
    const code = `dup${Date.now()}`;
    await add({ code });
    const taken = await post(admin, "/v3/center/app/save", {
      name: "d",
      category: "c",
      icon: "i",
      kind: "builtin",
      target: "/a",
      roles: ["teacher"],
      code,
    });
    expect(taken.status).toBe(400);
  });

  it("orders, disables and deletes apps; the list follows", async () => {
    const a = await add({ name: "A", category: "Order" });
    const b = await add({ name: "B", category: "Order" });
    const ids = await allIds();
    expect(ids.slice(-2)).toEqual([a, b]);
    const reordered = [b, a, ...ids.filter((id) => id !== a && id !== b)];
    await data(post(admin, "/v3/center/app/sort", { ids: reordered }));
    expect(await allIds()).toEqual(reordered);
    const order = ((await data(get(leader, "/center/api/appList"))) as Group[]).find(
      (g) => g.category === "Order",
    );
    expect(order?.apps.map((x) => x.id)).toEqual([b, a]);
    expect((await post(admin, "/v3/center/app/sort", { ids: [a, b] })).status).toBe(400);
    expect(await allIds()).toEqual(reordered);
    await data(post(admin, "/v3/center/app/enable", { id: b, enabled: false }));
    expect(await listed(leader)).not.toContain(b);
    expect((await get(leader, `/center/api/app/getid?id=${b}`)).status).toBe(403);
    await data(post(admin, "/v3/center/app/delete", { id: b }));
    expect(await allIds()).not.toContain(b);
  });

  it("a link opens in the iframe view only when its host is on the school's list; getTemplateBySet says both", async () => {
    const inFrame = await add({ kind: "link", target: "https://frame.example/a", category: "Links" });
    const tab = await add({ kind: "link", target: "https://other.example/b", category: "Links" });
    const template = await data(get(admin, "/center/api/getTemplateBySet"));
    await data(
      post(admin, "/v3/center/template/save", {
        categories: ["Links", ...template.categories],
        iframeHosts: ["frame.example"],
      }),
    );
    expect((await data(get(leader, `/center/api/app/getid?id=${inFrame}`))).opensIn).toBe("iframe");
    expect((await data(get(leader, `/center/api/app/getid?id=${tab}`))).opensIn).toBe("tab");
    const after = await data(get(leader, "/center/api/getTemplateBySet"));
    expect(after).toEqual({ categories: expect.arrayContaining(["Links"]), iframeHosts: ["frame.example"] });
    expect(after.categories[0]).toBe("Links");
    expect(((await data(get(leader, "/center/api/appList"))) as Group[])[0].category).toBe("Links");
  });

  it("a trust app opens through the trust code, exchanged at /center/redirectUrl as at exchangeTrustCode", async () => {
    const code = `trust${Date.now()}`;
    const id = await add({ kind: "trust", target: "/m/", code });
    const opened = await data(get(leader, `/center/api/app/getid?code=${code}`));
    expect(opened).toMatchObject({ id, opensIn: "trust", target: "/m/" });
    const issued = await data(get(leader, `/center/api/app/getTrustCode?appId=${code}&url=%2Fm%2F`));
    const session = await data(
      t.call({ method: "POST", url: "/api/center/redirectUrl", payload: { code: issued.code, appid: code } }),
    );
    expect(session.url).toBe("/m/");
    expect(typeof session.token).toBe("string");
    const again = await t.call({
      method: "POST",
      url: "/api/center/redirectUrl",
      payload: { code: issued.code, appid: code },
    });
    expect(again.body.success).toBe(false);
  });
});

describe("app centre: usage of apps", () => {
  it("records each of many concurrent opens exactly once", async () => {
    const app = await add({ name: "Counted at once" });
    const stu = await student();
    await t.app.openRecorder.flush();
    // 40 opens in flight together, with flushes among them; then the rest goes out.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 10 === 9
          ? t.app.openRecorder
              .flush()
              .then(() => get(i % 2 ? stu : leader, `/center/api/app/getid?id=${app}`))
          : get(i % 2 ? stu : leader, `/center/api/app/getid?id=${app}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    await t.app.openRecorder.flush();
    expect(t.app.openRecorder.pending()).toBe(0);
    const ranking = await data(get(admin, "/center/api/stat/app?from=2026-11-23&to=2026-11-23"));
    expect(ranking.find((r: { appId: number }) => r.appId === app)).toMatchObject({ opens: 40, people: 2 });
  });

  it("records opens off the request, in batches, and reports them by app, by day and per person", async () => {
    const x = await add({ name: "Counted X" });
    const y = await add({ name: "Counted Y" });
    const stu = await student();
    await t.app.openRecorder.flush();
    await data(get(leader, `/center/api/app/getid?id=${x}`));
    await data(get(leader, `/center/api/app/getid?id=${x}`));
    await data(get(stu, `/center/api/app/getid?id=${x}`));
    await data(get(stu, `/center/api/app/getid?id=${y}`));
    // The demo's opens are newer than the test clock's day: only these apps' rows are looked at.
    const history = async () =>
      ((await data(get(stu, "/center/api/appHistoryList?size=100"))).list as { id: number }[]).filter(
        (h) => h.id === x || h.id === y,
      );
    await t.app.openRecorder.flush();
    expect(t.app.openRecorder.pending()).toBe(0);
    expect((await history()).map((h) => h.id)).toEqual([y, x]);
    const recent: { id: number }[] = await data(get(leader, "/center/api/appLastTimeList?size=50"));
    expect(recent.map((r) => r.id)).toContain(x);
    expect(recent.map((r) => r.id)).not.toContain(y);

    const period = "from=2026-11-23&to=2026-11-23";
    const ranking = await data(get(admin, `/center/api/stat/app?${period}`));
    expect(ranking.find((r: { appId: number }) => r.appId === x)).toMatchObject({ opens: 3, people: 2 });
    expect(ranking.find((r: { appId: number }) => r.appId === y)).toMatchObject({ opens: 1, people: 1 });
    const days = await data(get(admin, `/center/api/stat/getList?${period}&appId=${x}`));
    expect(days).toMatchObject({ total: 1, list: [{ day: "2026-11-23", opens: 3, people: 2 }] });
    expect((await get(admin, "/center/api/stat/app?from=2026-11-23&to=2026-11-01")).status).toBe(400);

    const xlsx = await t.call({
      method: "GET",
      url: `/api/v3/center/stat/export?${period}`,
      headers: { authorization: `Bearer ${admin}`, ...EN },
    });
    expect(xlsx.status).toBe(200);
    const rows = await readSheetRows(xlsx.res.rawPayload);
    expect(rows[0]).toEqual(["App", "Opens", "People"]);
    expect(rows).toContainEqual(["Counted X", "3", "2"]);
  });

  it("a full buffer is written at once, without waiting for the timer", async () => {
    const z = await add({ name: "Busy" });
    const schoolId = await schoolOf();
    for (let i = 0; i < 500; i++)
      t.app.openRecorder.record({
        schoolId,
        appId: z,
        userType: 0,
        userId: 1,
        openedAt: new Date("2026-11-22T03:00:00Z"),
      });
    expect(t.app.openRecorder.pending()).toBe(0);
    await t.app.openRecorder.flush();
    const day = await data(get(admin, `/center/api/stat/getList?from=2026-11-22&to=2026-11-22&appId=${z}`));
    expect(day.list[0]).toMatchObject({ opens: 500, people: 1 });
  });

  it("the sweep turns opens older than 180 days into daily counts and deletes them", async () => {
    const old = await add({ name: "Old" });
    setClock(new Date("2026-05-01T02:00:00Z"));
    await data(get(leader, `/center/api/app/getid?id=${old}`));
    await data(get(leader, `/center/api/app/getid?id=${old}`));
    setClock(new Date("2026-11-23T02:00:00Z"));
    await data(get(leader, `/center/api/app/getid?id=${old}`));
    await t.app.openRecorder.flush();
    const mine = async () =>
      ((await data(get(leader, "/center/api/appHistoryList?size=100"))).list as { id: number }[]).filter(
        (h) => h.id === old,
      );
    expect(await mine()).toHaveLength(3);
    // The daily job, due now (as the scheduler's job would be a day after the first app); arranged as the system.
    const schoolId = await schoolOf();
    await asSystem(() => t.app.jobs.enqueue({ schoolId, kind: USAGE_SWEEP_JOB, payload: {} }));
    await t.app.jobs.drain();
    expect(await mine()).toHaveLength(1);
    const spring = await data(get(admin, "/center/api/stat/app?from=2026-05-01&to=2026-05-01"));
    expect(spring.find((r: { appId: number }) => r.appId === old)).toMatchObject({ opens: 2, people: 1 });
    const perDay = await data(
      get(admin, `/center/api/stat/getList?from=2026-05-01&to=2026-11-23&appId=${old}`),
    );
    expect(perDay.list).toEqual([
      { day: "2026-11-23", opens: 1, people: 1 },
      { day: "2026-05-01", opens: 2, people: 1 },
    ]);
    // The next day's sweep is waiting.
    const queued = await asSystem(() =>
      t.app.jobs.list(schoolId, { kind: USAGE_SWEEP_JOB, page: 1, size: 10 }),
    );
    expect(queued.list.some((j) => j.state === "queued")).toBe(true);
  });
});

const schoolOf = () => schoolIdOf(t, "primary.demo");
