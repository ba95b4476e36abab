import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { asSystem } from "../../platform/db/tenant-context.ts";
import { requireConsent, withoutConsent } from "./index.ts";

type Child = {
  studentId: number;
  name: string;
  items: { kind: string; state: string; byName: string | null }[];
};

describe("guardian consent ledger (/api/v3/consent)", () => {
  let t: TestApp;
  let parent: string;
  let admin: string;
  let teacher: string;
  let otherAdmin: string;
  let sid: number;
  let child: Child;
  beforeAll(async () => {
    t = await createTestApp();
    parent = (await signIn(t, "primary.demo", "13900200011", 2, PHONE)).token;
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    teacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    sid = await schoolIdOf(t, "primary.demo");
  }, 240_000);
  afterAll(() => t?.close());

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token = parent) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const stateOf = (c: Child, kind: string) => c.items.find((i) => i.kind === kind)?.state;
  const ledger = async (studentId: number) =>
    (await get(`/api/v3/consent/history?studentId=${studentId}`, admin)).body.data as { action: string }[];

  it("shows a guardian each child with every kind's state, the seed's decisions among them", async () => {
    const res = await get("/api/v3/consent/mine", parent);
    expect(res.status).toBe(200);
    const children = res.body.data as Child[];
    expect(children.length).toBeGreaterThan(0);
    for (const c of children) expect(c.items.map((i) => i.kind)).toEqual(["health", "location", "face"]);
    // The demo's guardians decided through the service: somebody in the school gave health consent.
    const given = await get("/api/v3/consent/page?kind=health&state=given&size=5", admin);
    expect(given.body.data.total).toBeGreaterThan(0);
    child = children[0];
  });

  it("gives and withdraws for one's own child; deciding again, or twice at once, writes nothing more", async () => {
    const before = (await ledger(child.studentId)).length;
    const face = { studentId: child.studentId, kind: "face" };
    const all = await Promise.all([1, 2, 3, 4, 5].map(() => post("/api/v3/consent/give", face)));
    for (const r of all) expect(r.status).toBe(200);
    expect(stateOf(all[0].body.data, "face")).toBe("given");
    expect((await ledger(child.studentId)).length).toBe(before + 1);
    const withdrawn = await post("/api/v3/consent/withdraw", face);
    expect(stateOf(withdrawn.body.data, "face")).toBe("withdrawn");
    expect(withdrawn.body.data.items.find((i: { kind: string }) => i.kind === "face").byName).toBeTruthy();
    const history = await ledger(child.studentId);
    expect(history.length).toBe(before + 2);
    expect(history.slice(0, 2).map((h) => h.action)).toEqual(["withdraw", "give"]);
  });

  it("lets other areas check consent before they store: withdrawn is refused with the reason", async () => {
    await post("/api/v3/consent/withdraw", { studentId: child.studentId, kind: "health" });
    await asSystem(async () => {
      expect(await withoutConsent(t.appDatabase.db, sid, [child.studentId], "health")).toEqual([
        child.studentId,
      ]);
      await expect(requireConsent(t.appDatabase.db, sid, child.studentId, "health")).rejects.toMatchObject({
        httpStatus: 403,
      });
    });
    const res = await post("/api/v3/consent/give", { studentId: child.studentId, kind: "health" });
    expect(stateOf(res.body.data, "health")).toBe("given");
    await asSystem(async () => {
      expect(await withoutConsent(t.appDatabase.db, sid, [child.studentId], "health")).toEqual([]);
      await requireConsent(t.appDatabase.db, sid, child.studentId, "health");
    });
  });

  it("refuses deciding for another's child, other roles, bad input; and changes nothing", async () => {
    const page = await get("/api/v3/consent/page?kind=face&size=200", admin);
    const mine = new Set(
      ((await get("/api/v3/consent/mine", parent)).body.data as Child[]).map((c) => c.studentId),
    );
    const stranger = (page.body.data.list as { studentId: number }[]).find((r) => !mine.has(r.studentId));
    if (!stranger) throw new Error("the demo school has only this parent's children");
    const before = (await ledger(stranger.studentId)).length;
    const refused = await post("/api/v3/consent/give", { studentId: stranger.studentId, kind: "face" });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect(
      (await post("/api/v3/consent/give", { studentId: child.studentId, kind: "face" }, teacher)).status,
    ).toBe(403);
    expect((await post("/api/v3/consent/give", { studentId: child.studentId, kind: "dna" })).status).toBe(
      400,
    );
    expect((await post("/api/v3/consent/give", { studentId: "x", kind: "face" })).status).toBe(400);
    expect((await ledger(stranger.studentId)).length).toBe(before);
    // A parent reads only their own children's ledgers.
    expect((await get(`/api/v3/consent/history?studentId=${stranger.studentId}`, parent)).status).toBe(403);
  });

  it("lists the school's states for administrators only, filtered, searched and paged; other schools see none", async () => {
    expect((await get("/api/v3/consent/page?kind=health", teacher)).status).toBe(403);
    const all = (await get("/api/v3/consent/page?kind=health&size=200", admin)).body.data;
    const given = (await get("/api/v3/consent/page?kind=health&state=given&size=200", admin)).body.data;
    const none = (await get("/api/v3/consent/page?kind=health&state=none&size=200", admin)).body.data;
    const withdrawn = (await get("/api/v3/consent/page?kind=health&state=withdrawn&size=200", admin)).body
      .data;
    expect(given.total + none.total + withdrawn.total).toBe(all.total);
    expect(given.list.every((r: { state: string }) => r.state === "given")).toBe(true);
    expect(given.list.some((r: { studentId: number }) => r.studentId === child.studentId)).toBe(true);
    const found = (
      await get(`/api/v3/consent/page?kind=health&keyword=${encodeURIComponent(child.name)}`, admin)
    ).body.data;
    expect(found.list.map((r: { studentId: number }) => r.studentId)).toContain(child.studentId);
    const paged = (await get("/api/v3/consent/page?kind=health&page=2&size=3", admin)).body.data;
    expect(paged.list.length).toBeLessThanOrEqual(3);
    expect(paged.list[0]?.studentId).toBe(all.list[3]?.studentId);
    // Another school's administrator: the student is not theirs.
    const other = await get(`/api/v3/consent/history?studentId=${child.studentId}`, otherAdmin);
    expect(other.status).toBe(404);
    const otherList = (await get("/api/v3/consent/page?kind=health&size=200", otherAdmin)).body.data;
    expect(otherList.list.some((r: { studentId: number }) => r.studentId === child.studentId)).toBe(false);
  });
});
