import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import { tree } from "../../../test/evaluation-fixtures.ts";
import { bearer, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const SETUP_CODE = "setup-move-5c1e09d2a7b3";
const EN = { "accept-language": "en-US" };

type Indicator = { id: number; name: string; locked: boolean };

describe("a platform administrator moves a school to another area (POST /api/v3/school/update areaId)", () => {
  let t: TestApp;
  let platform: string;
  let areaAdmin: string;

  beforeAll(async () => {
    t = await createTestApp({ setupCode: SETUP_CODE, dataDir: mkdtempSync(join(tmpdir(), "eos-move-")) });
    const made = await t.call({
      method: "POST",
      url: "/api/center/permissions/setInitAdmin",
      payload: {
        setupCode: SETUP_CODE,
        siteName: "EOS Platform",
        domain: "platform.test",
        name: "Platform Admin",
        account: "root01",
        pwd: sha256(strong("platform")),
      },
    });
    expect(made.body.success).toBe(true);
    platform = (await signInWith(t, "platform.test", "root01", 0, strong("platform"))).data.token;
    areaAdmin = (await signIn(t, "area.demo", "areaadmin", 0)).token;
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
    t.call({ method, url: `/api${url}`, headers: bearer(token, EN), payload });
  const ok = async (method: "GET" | "POST", url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.data;
  };
  const site = async (domain: string) =>
    (await t.call({ method: "GET", url: `/api/auth/getschool/byDomain?domain=${domain}` })).body.data;
  const pushedIndicators = async (schoolAdmin: string, name: string) => {
    const list = await ok("GET", "/v3/target/list?size=200", schoolAdmin);
    const copy = list.list.find((m: { name: string }) => m.name === name);
    const detail = await ok("GET", `/v3/target/detail?id=${copy.id}`, schoolAdmin);
    return { copy, indicators: detail.indicators as Indicator[] };
  };

  it("moves the school: byDomain and both areas' lists follow, and the old area's pushed model becomes the school's own", async () => {
    const primary = await site("primary.demo");
    const north = await ok("POST", "/v3/area/add", platform, { name: "North District", code: "north" });
    const name = `Area model ${Math.random()}`;
    const areaModel = await ok("POST", "/v3/target/add", areaAdmin, { name, indicators: tree });
    await ok("POST", "/region/targetModel/push", areaAdmin, { id: areaModel.id });
    const primaryAdmin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const middleAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    expect((await pushedIndicators(primaryAdmin, name)).indicators.every((i) => i.locked)).toBe(true);

    const moved = await ok("POST", "/v3/school/update", platform, { id: primary.id, areaId: north.id });
    expect(moved).toMatchObject({ id: primary.id, areaId: north.id });
    expect((await site("primary.demo")).areaid).toBe(north.id);
    // The old area no longer sees it; the new one counts it.
    const areaSchools = await ok("GET", "/v3/school/page?size=50", areaAdmin);
    expect(areaSchools.list.map((s: { domain: string }) => s.domain)).toEqual(["middle.demo"]);
    expect((await call("GET", `/v3/school/detail?id=${primary.id}`, areaAdmin)).status).toBe(404);
    const areas = (await ok("GET", "/v3/area/page?size=50", platform)).list;
    expect(areas.find((a: { id: number }) => a.id === north.id)).toMatchObject({ schoolCount: 1 });
    // Its copy is its own now (nothing locked, not marked as pushed); the school that stayed keeps its lock.
    const freed = await pushedIndicators(primaryAdmin, name);
    expect(freed.indicators.some((i) => i.locked)).toBe(false);
    expect(freed.copy.pushed).toBe(false);
    expect((await pushedIndicators(middleAdmin, name)).indicators.every((i) => i.locked)).toBe(true);
    // The old area's next push reaches only the schools it still has.
    const again = await ok("POST", "/region/targetModel/push", areaAdmin, { id: areaModel.id });
    expect(again.created + again.updated).toBe(1);
    // The school's people keep signing in at their domain, now under the new area.
    const teacher = await signIn(t, "primary.demo", "admin", 0);
    expect(teacher.user.areaId).toBe(north.id);
  });

  it("refuses to move an area's site, to an unknown area, or for anyone but a platform administrator, changing nothing", async () => {
    const middle = await site("middle.demo");
    const areaSite = await site("area.demo");
    const before = middle.areaid;
    const unknown = await call("POST", "/v3/school/update", platform, { id: middle.id, areaId: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDesc).toBe("no such area");
    const siteMove = await call("POST", "/v3/school/update", platform, { id: areaSite.id, areaId: null });
    expect(siteMove.status).toBe(400);
    expect(siteMove.body.errorDesc).toContain("only a school can move");
    const byArea = await call("POST", "/v3/school/update", areaAdmin, { id: middle.id, areaId: null });
    expect(byArea.status).toBe(403);
    expect((await site("middle.demo")).areaid).toBe(before);
    // To no area at all: a standalone school.
    await ok("POST", "/v3/school/update", platform, { id: middle.id, areaId: null });
    expect((await site("middle.demo")).areaid).toBeNull();
  });
});
