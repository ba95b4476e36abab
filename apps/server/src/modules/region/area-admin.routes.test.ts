import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import { bearer, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const SETUP_CODE = "setup-region-3b8e61f0c2d4";

type Area = {
  id: number;
  name: string;
  code: string | null;
  schoolCount: number;
  enabledSchoolCount: number;
  siteId: number | null;
  siteDomain: string | null;
};

describe("the platform's areas (/api/v3/area/page, add, update)", () => {
  let t: TestApp;
  let platform: string;

  beforeAll(async () => {
    t = await createTestApp({ setupCode: SETUP_CODE, dataDir: mkdtempSync(join(tmpdir(), "eos-region-")) });
    const made = await t.call({
      method: "POST",
      url: "/api/center/permissions/setInitAdmin",
      payload: {
        setupCode: SETUP_CODE,
        siteName: "EOS Platform",
        domain: "platform.test",
        name: "Platform Admin",
        account: "root01",
        pwd: sha256(strong("region")),
      },
    });
    expect(made.body.success).toBe(true);
    platform = (await signInWith(t, "platform.test", "root01", 0, strong("region"))).data.token;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string, lang = "en-US") =>
    t.call({
      method: "GET",
      url: `/api${url}`,
      headers: token ? bearer(token, { "accept-language": lang }) : {},
    });
  const post = (url: string, payload: object, token?: string, lang = "en-US") =>
    t.call({
      method: "POST",
      url: `/api${url}`,
      headers: token ? bearer(token, { "accept-language": lang }) : {},
      payload,
    });
  const areas = async (query = "") => {
    const res = await get(`/v3/area/page${query}`, platform);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.data as { list: Area[]; total: number; page: number; size: number };
  };

  it("lists the areas with their school counts and own site", async () => {
    const all = await areas();
    const demo = all.list.find((a) => a.name === "Demo District");
    expect(demo).toMatchObject({ schoolCount: 2, enabledSchoolCount: 2, siteDomain: "area.demo" });
    expect(demo?.siteId).toBeGreaterThan(0);
    expect(all).toMatchObject({ page: 1, size: 20 });
  });

  it("adds and renames areas; a taken name is refused in both languages and changes nothing", async () => {
    const added = await post("/v3/area/add", { name: "North District", code: "north" }, platform);
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const northId = added.body.data.id as number;
    expect(await areas("?keyword=north")).toMatchObject({
      total: 1,
      list: [{ id: northId, name: "North District", code: "north", schoolCount: 0, siteId: null }],
    });

    const before = await areas("?size=100");
    const dup = await post("/v3/area/add", { name: "north district" }, platform);
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ success: false, errorCode: -1 });
    expect(dup.body.errorDesc).toBe('an area named "north district" already exists');
    const dupZh = await post("/v3/area/add", { name: "north district" }, platform, "zh-CN");
    expect(dupZh.body.errorDesc).toBe("区域名称“north district”已存在");
    const clash = await post("/v3/area/update", { id: northId, name: "Demo District" }, platform);
    expect(clash.status).toBe(400);
    const missing = await post("/v3/area/update", { id: 999999, name: "Nowhere" }, platform);
    expect(missing.status).toBe(404);
    expect(missing.body.errorDesc).toBe("no such area");
    const blank = await post("/v3/area/add", { name: "   " }, platform);
    expect(blank.status).toBe(400);
    expect(blank.body.success).toBe(false);
    expect(await areas("?size=100")).toEqual(before);

    const renamed = await post("/v3/area/update", { id: northId, name: "North Area", code: "n" }, platform);
    expect(renamed.body).toMatchObject({ success: true, data: { id: northId } });
    expect((await areas("?keyword=north")).list).toMatchObject([
      { id: northId, name: "North Area", code: "n" },
    ]);
    // An empty code clears it.
    await post("/v3/area/update", { id: northId, name: "North Area", code: "" }, platform);
    expect((await areas("?keyword=north")).list[0].code).toBeNull();
  });

  it("sorts and pages", async () => {
    await post("/v3/area/add", { name: "Zeta District" }, platform);
    const bySchools = (await areas("?sortField=schoolCount&sortOrder=descend")).list;
    expect(bySchools[0].name).toBe("Demo District");
    const byName = (await areas("?sortField=name&sortOrder=descend")).list.map((a) => a.name);
    expect(byName).toEqual([...byName].sort().reverse());
    const second = await areas("?page=2&size=1");
    expect(second).toMatchObject({ page: 2, size: 1 });
    expect(second.list).toHaveLength(1);
    expect(second.total).toBeGreaterThanOrEqual(3);
  });

  it("refuses callers without a token, area and school administrators and teachers, writing nothing", async () => {
    const none = await get("/v3/area/page");
    expect(none).toMatchObject({ status: 401, body: { errorCode: "MISTOKEN" } });
    const before = await areas("?size=100");
    const demoId = before.list.find((a) => a.name === "Demo District")?.id as number;
    const others = [
      (await signIn(t, "area.demo", "areaadmin", 0)).token,
      (await signIn(t, "primary.demo", "admin", 0)).token,
      (await signIn(t, "primary.demo", "t001", 0)).token,
    ];
    for (const token of others) {
      expect((await get("/v3/area/page", token)).status).toBe(403);
      expect((await post("/v3/area/add", { name: "Rogue" }, token)).status).toBe(403);
      expect((await post("/v3/area/update", { id: demoId, name: "Rogue" }, token)).status).toBe(403);
    }
    expect(await areas("?size=100")).toEqual(before);
  });
});
