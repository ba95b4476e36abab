import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import { bearer, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const SETUP_CODE = "setup-7f3a9c2e41d8b605";
const EN = { "accept-language": "en-US" };
const PLATFORM_PASSWORD = strong("platform");

type Site = { id: number; name: string; domain: string; flag: number; areaId: number | null; type: number };

describe("platform administration of areas and schools (/api/v3/school, /api/v3/area, setInitAdmin)", () => {
  let t: TestApp;
  let platform: string;
  let demoAreaId: number;

  beforeAll(async () => {
    t = await createTestApp({
      setupCode: SETUP_CODE,
      dataDir: mkdtempSync(join(tmpdir(), "eos-school-admin-")),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.call({ method: "GET", url, headers: token ? bearer(token, EN) : EN });
  const post = (url: string, payload: object, token?: string) =>
    t.call({ method: "POST", url, headers: token ? bearer(token, EN) : EN, payload });
  const byDomain = (domain: string) => get(`/api/auth/getschool/byDomain?domain=${domain}`);
  const initAdmin = (over: Record<string, string> = {}) =>
    post("/api/center/permissions/setInitAdmin", {
      setupCode: SETUP_CODE,
      siteName: "EOS Platform",
      domain: "platform.test",
      name: "Platform Admin",
      account: "root01",
      pwd: sha256(PLATFORM_PASSWORD),
      ...over,
    });
  const page = async (query: string, token = platform) => {
    const res = await get(`/api/v3/school/page${query}`, token);
    expect(res.body.success).toBe(true);
    return res.body.data as { list: Site[]; total: number };
  };
  const addSchool = (body: Record<string, unknown>, token = platform) =>
    post(
      "/api/v3/school/addSchoolInfoAndUser",
      { loginType: 1, adminName: "First Head", adminAccount: "head01", ...body },
      token,
    );
  /** Signs in with a one-time password, changes it as the password gate demands, and answers the new token. */
  const firstSignIn = async (domain: string, account: string, oneTime: string, tag: string) => {
    const first = await signInWith(t, domain, account, 0, oneTime);
    expect(first.success).toBe(true);
    expect(first.data.user.mustChangePassword).toBe(true);
    const gated = await get("/api/v3/term/current", first.data.token);
    expect(gated.status).toBe(403);
    expect(gated.body.errorCode).toBe(-1013);
    const changed = await post(
      "/api/center/api/updatePwd",
      { oldPwd: sha256(oneTime), newPwd: sha256(strong(tag)) },
      first.data.token,
    );
    expect(changed.body.success).toBe(true);
    const again = await signInWith(t, domain, account, 0, strong(tag));
    expect(again.data.user.mustChangePassword).toBe(false);
    return again.data.token as string;
  };

  it("sets up the first platform administrator once: the setup code is required, and of two calls at once exactly one wins", async () => {
    expect((await get("/api/center/permissions/initAdminState")).body.data).toEqual({
      initialised: false,
      setupAvailable: true,
    });
    const wrong = await initAdmin({ setupCode: "guess" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errorDesc).toContain("setup code");
    const weak = await initAdmin({ pwd: sha256("123456") });
    expect(weak.status).toBe(400);
    expect((await get("/api/center/permissions/initAdminState")).body.data.initialised).toBe(false);

    const [a, b] = await Promise.all([
      initAdmin(),
      initAdmin({ domain: "platform2.test", account: "root02", name: "Other Admin" }),
    ]);
    const results = [a, b];
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    const loser = results.find((r) => !r.body.success)!;
    expect(loser.status).toBe(403);
    expect(loser.body.errorDesc).toContain("already exists");
    const won = results.find((r) => r.body.success)!.body.data;
    const lostDomain = won.domain === "platform.test" ? "platform2.test" : "platform.test";
    expect((await byDomain(lostDomain)).body.success).toBe(false);

    // Forever after: even with the right code and fresh names.
    const later = await initAdmin({ domain: "platform3.test", account: "root03" });
    expect(later.status).toBe(403);
    expect((await get("/api/center/permissions/initAdminState")).body.data.initialised).toBe(true);

    const site = (await byDomain(won.domain)).body.data;
    expect(site).toMatchObject({ type: 2, id: won.schoolId });
    const signedIn = await signInWith(t, won.domain, won.loginName, 0, PLATFORM_PASSWORD);
    expect(signedIn.data.user.mustChangePassword).toBe(false);
    platform = signedIn.data.token;
    const areas = (await get("/api/v3/area/page", platform)).body.data;
    const demo = areas.list.find((x: { name: string }) => x.name === "Demo District");
    expect(demo).toMatchObject({ schoolCount: 2, enabledSchoolCount: 2, siteDomain: "area.demo" });
    demoAreaId = demo.id;
  });

  it("lists every school with search, filters, sorting, paging and an .xlsx export", async () => {
    const all = await page("?size=50");
    expect(all.list.map((s) => s.domain).sort()).toEqual([
      "area.demo",
      "middle.demo",
      "primary.demo",
      "single.demo",
    ]);
    expect(all.list.find((s) => s.domain === "primary.demo")).toMatchObject({
      type: 0,
      areaName: "Demo District",
      flag: 1,
      timeZone: "Asia/Shanghai",
    });
    expect(all.list.find((s) => s.domain === "primary.demo")!).toHaveProperty("studentCount");
    const schoolsOnly = await page(`?type=0&areaId=${demoAreaId}&sortField=name&sortOrder=descend`);
    expect(schoolsOnly.list.map((s) => s.name)).toEqual(["Demo Primary School", "Demo Middle School"]);
    expect((await page("?keyword=MIDDLE")).list.map((s) => s.domain)).toEqual(["middle.demo"]);
    const second = await page("?size=1&page=2&sortField=domain&sortOrder=ascend");
    expect(second).toMatchObject({ total: 4, list: [{ domain: "middle.demo" }] });
    const file = await get("/api/v3/school/export?sortField=name&sortOrder=ascend", platform);
    expect(file.status).toBe(200);
    expect(file.res.headers["content-type"]).toContain("spreadsheetml");
    expect(file.res.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("adds a school with its first administrator, who signs in at the new domain once and must change the password", async () => {
    // Asked before it exists, the domain is unknown (and that answer is cached for a few seconds).
    expect((await byDomain("north-primary.test")).body.success).toBe(false);
    const added = await addSchool({
      name: "North Primary",
      domain: "North-Primary.TEST",
      areaId: demoAreaId,
      timeZone: "Asia/Urumqi",
      adminPhone: "13912345678",
    });
    expect(added.body.success).toBe(true);
    const { id, domain, admin } = added.body.data;
    expect(domain).toBe("north-primary.test");
    expect(admin.loginName).toBe("head01");
    expect(admin.password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(admin.password).not.toBe("Demo@2026");

    const info = await byDomain("north-primary.test");
    expect(info.body.data).toEqual({
      id,
      name: "North Primary",
      type: 0,
      areaid: demoAreaId,
      loginType: 1,
      domain: "north-primary.test",
    });
    const head = await firstSignIn("north-primary.test", "head01", admin.password, "north");
    // Initialised: the school's current term and its org tree root exist.
    const term = (await get("/api/v3/term/current", head)).body.data;
    expect(term.term).toMatchObject({ isNow: "Y" });
    const detail = (await get(`/api/v3/school/detail?id=${id}`, platform)).body.data;
    expect(detail).toMatchObject({
      flag: 1,
      timeZone: "Asia/Urumqi",
      teacherCount: 1,
      studentCount: 0,
      admins: [{ name: "First Head", loginName: "head01" }],
      initialised: { orgRoot: true, currentTerm: true },
    });
    // The one-time password worked once: it is gone now.
    expect((await signInWith(t, "north-primary.test", "head01", 0, admin.password)).errorCode).toBe(-1002);
    const areas = (await get("/api/v3/area/page?keyword=demo", platform)).body.data.list;
    expect(areas[0]).toMatchObject({ schoolCount: 3, enabledSchoolCount: 3 });
  });

  it("refuses a taken domain, a bad domain, a bad time zone or account without writing anything", async () => {
    const before = await page("?size=100");
    const dup = await addSchool({ name: "Copy", domain: "PRIMARY.demo", adminAccount: "copy01" });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ success: false, errorCode: -1 });
    expect(dup.body.errorDesc).toContain("primary.demo");
    const cases = [
      { name: "Bad", domain: "not a domain", adminAccount: "bad01" },
      { name: "Bad", domain: "zone.test", timeZone: "Mars/Olympus", adminAccount: "bad02" },
      { name: "Bad", domain: "zone.test", timeZone: "+08:00", adminAccount: "bad03" },
      { name: "Bad", domain: "account.test", adminAccount: "x!" },
      { name: "Bad", domain: "site.test", type: 1, adminAccount: "bad04" },
      { name: "Bad", domain: "site.test", type: 1, areaId: demoAreaId, adminAccount: "bad05" },
    ];
    for (const c of cases) {
      const res = await addSchool(c);
      expect(res.status, JSON.stringify(c)).toBe(400);
    }
    const after = await page("?size=100");
    expect(after.total).toBe(before.total);
    expect(after.list.map((s) => s.name)).not.toContain("Copy");
    for (const d of ["zone.test", "account.test", "site.test"])
      expect((await byDomain(d)).body.success).toBe(false);
  });

  it("changes a school's domain, name, sign-in page, time zone and logo, and byDomain answers anew at once", async () => {
    const middle = (await page("?keyword=middle.demo")).list[0];
    expect((await byDomain("middle.demo")).body.data.name).toBe("Demo Middle School");
    const taken = await post("/api/v3/school/update", { id: middle.id, domain: "single.demo" }, platform);
    expect(taken.status).toBe(400);
    const zone = await post("/api/v3/school/update", { id: middle.id, timeZone: "Asia/Nowhere" }, platform);
    expect(zone.status).toBe(400);
    expect((await byDomain("middle.demo")).body.data.name).toBe("Demo Middle School");

    const changed = await post(
      "/api/v3/school/update",
      {
        id: middle.id,
        domain: "middle2.demo",
        name: "Demo Middle School No. 2",
        loginType: 2,
        timeZone: "UTC",
      },
      platform,
    );
    expect(changed.body.data).toMatchObject({ domain: "middle2.demo", loginType: 2, timeZone: "UTC" });
    expect((await byDomain("middle.demo")).body.success).toBe(false);
    expect((await byDomain("middle2.demo")).body.data).toMatchObject({
      id: middle.id,
      name: "Demo Middle School No. 2",
      loginType: 2,
    });
    // Its people sign in at the new domain.
    expect((await signIn(t, "middle2.demo", "admin", 0)).token).toBeTruthy();

    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    const upload = async (name: string, data: Buffer, kind?: string) =>
      (await post("/api/oss/uploadBase64", { name, data: data.toString("base64"), kind }, platform)).body
        .data;
    const logo = await upload("logo.png", image, "image");
    const withLogo = await post("/api/v3/school/update", { id: middle.id, logoFileId: logo.id }, platform);
    expect(withLogo.body.data.logoFileId).toBe(logo.id);
    const shown = await get(withLogo.body.data.logo);
    expect(shown.status).toBe(200);
    expect(shown.res.headers["content-type"]).toBe("image/png");
    // The sign-in pages learn the logo's address from the domain, the new logo at once.
    const branding = async () => (await get("/api/auth/getschool/branding?domain=middle2.demo")).body.data;
    expect(await branding()).toEqual({ logo: withLogo.body.data.logo });
    const text = await upload("notes.txt", Buffer.from("not a picture"));
    const refused = await post("/api/v3/school/update", { id: middle.id, logoFileId: text.id }, platform);
    expect(refused.status).toBe(400);
    const cleared = await post("/api/v3/school/update", { id: middle.id, logoFileId: null }, platform);
    expect(cleared.body.data.logo).toBeNull();
    expect(await branding()).toEqual({ logo: null });
    expect((await get("/api/auth/getschool/branding?domain=nowhere.demo")).body.success).toBe(false);
    expect((await get(withLogo.body.data.logo)).status).toBe(404);
  });

  it("disables a school: its domain signs no one in (-1004), its tokens end, byDomain says so; enabling restores it", async () => {
    const single = (await page("?keyword=single.demo")).list[0];
    const teacher = (await signIn(t, "single.demo", "t001", 0)).token;
    expect((await get("/api/v3/term/current", teacher)).body.success).toBe(true);

    const off = await post("/api/v3/school/changeSchoolFlag", { id: single.id, flag: 0 }, platform);
    expect(off.body.data).toMatchObject({ id: single.id, flag: 0 });
    expect(off.body.data.endedSessions).toBeGreaterThanOrEqual(1);
    const lookup = await byDomain("single.demo");
    expect(lookup.body).toMatchObject({ success: false, errorCode: -1004, data: null });
    expect(lookup.body.errorDesc).toContain("disabled");
    const zh = await t.call({ method: "GET", url: "/api/auth/getschool/byDomain?domain=single.demo" });
    expect(zh.body.errorDesc).toContain("停用");
    const login = await post("/api/auth/login/pwd", {
      name: "admin",
      pwd: sha256("Demo@2026"),
      type: 0,
      schoolId: single.id,
    });
    expect(login.body).toMatchObject({ success: false, errorCode: -1004 });
    const stale = await get("/api/v3/term/current", teacher);
    expect(stale.status).toBe(401);
    expect(stale.body.errorCode).toBe(-107);
    expect((await page("?flag=0")).list.map((s) => s.domain)).toEqual(["single.demo"]);

    await post("/api/v3/school/changeSchoolFlag", { id: single.id, flag: 1 }, platform);
    expect((await byDomain("single.demo")).body.data.id).toBe(single.id);
    expect((await signIn(t, "single.demo", "admin", 0)).token).toBeTruthy();
  });

  it("initialises a school again without duplicating anything", async () => {
    const primary = (await page("?keyword=primary.demo")).list[0];
    const again = await post("/api/v3/school/initSchool", { id: primary.id }, platform);
    expect(again.body.data).toMatchObject({ createdOrgRoot: false, createdCalendar: false });
    const years = (await get("/api/v3/schoolYear/list", (await signIn(t, "primary.demo", "admin", 0)).token))
      .body.data;
    expect(years).toHaveLength(2);
  });

  it("manages areas: add, rename, duplicate names refused; an area's site gets its own administrator", async () => {
    const added = await post("/api/v3/area/add", { name: "North District", code: "north" }, platform);
    const northId = added.body.data.id;
    expect((await post("/api/v3/area/add", { name: "north district" }, platform)).status).toBe(400);
    expect((await post("/api/v3/area/update", { id: northId, name: "Demo District" }, platform)).status).toBe(
      400,
    );
    expect((await post("/api/v3/area/update", { id: 999999, name: "Nowhere" }, platform)).status).toBe(404);
    expect(
      (await post("/api/v3/area/update", { id: northId, name: "North Area", code: "n" }, platform)).body
        .success,
    ).toBe(true);
    const site = await addSchool({
      name: "North Area",
      domain: "north.test",
      type: 1,
      areaId: northId,
      adminName: "North Head",
      adminAccount: "northadmin",
    });
    expect(site.body.success).toBe(true);
    const second = await addSchool({
      name: "Again",
      domain: "north2.test",
      type: 1,
      areaId: northId,
      adminAccount: "x123",
    });
    expect(second.status).toBe(400);
    const school = await addSchool({
      name: "North Middle",
      domain: "north-middle.test",
      areaId: northId,
      adminAccount: "nm001",
    });
    expect(school.body.success).toBe(true);
    const listed = (await get("/api/v3/area/page?sortField=schoolCount&sortOrder=descend", platform)).body
      .data.list;
    expect(listed.find((a: { id: number }) => a.id === northId)).toMatchObject({
      name: "North Area",
      code: "n",
      schoolCount: 1,
      siteDomain: "north.test",
    });

    // The North area administrator sees North's schools only, and changes nothing.
    const north = await firstSignIn("north.test", "northadmin", site.body.data.admin.password, "northadm");
    const theirs = await page("", north);
    expect(theirs.list.map((s) => s.domain)).toEqual(["north-middle.test"]);
    expect((await page(`?areaId=${demoAreaId}`, north)).list.map((s) => s.domain)).toEqual([
      "north-middle.test",
    ]);
    const primary = (await page("?keyword=primary.demo")).list[0];
    expect((await get(`/api/v3/school/detail?id=${primary.id}`, north)).status).toBe(404);
    expect((await get(`/api/v3/school/detail?id=${school.body.data.id}`, north)).body.data.domain).toBe(
      "north-middle.test",
    );
    for (const [url, body] of writes(primary.id))
      expect((await post(url, body, north)).status, url).toBe(403);
    expect((await get("/api/v3/area/page", north)).status).toBe(403);
  });

  const writes = (id: number): [string, object][] => [
    [
      "/api/v3/school/addSchoolInfoAndUser",
      { name: "X", domain: "x.test", adminName: "X", adminAccount: "xx001" },
    ],
    ["/api/v3/school/update", { id, name: "Taken over" }],
    ["/api/v3/school/changeSchoolFlag", { id, flag: 0 }],
    ["/api/v3/school/initSchool", { id }],
    ["/api/v3/area/add", { name: "Rogue" }],
    ["/api/v3/area/update", { id: demoAreaId, name: "Rogue" }],
  ];

  it("refuses school administrators, teachers and callers without a token; the demo area's administrator reads only its schools", async () => {
    const primary = (await page("?keyword=primary.demo")).list[0];
    const schoolAdmin = (await signIn(t, "primary.demo", "admin", 0)).token;
    const teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    for (const token of [schoolAdmin, teacher]) {
      expect((await get("/api/v3/school/page", token)).status).toBe(403);
      expect((await get(`/api/v3/school/detail?id=${primary.id}`, token)).status).toBe(403);
      expect((await get("/api/v3/school/export", token)).status).toBe(403);
      for (const [url, body] of writes(primary.id))
        expect((await post(url, body, token)).status, url).toBe(403);
    }
    const none = await get("/api/v3/school/page");
    expect(none).toMatchObject({ status: 401, body: { errorCode: "MISTOKEN" } });

    const areaAdmin = (await signIn(t, "area.demo", "areaadmin", 0)).token;
    const theirs = await page("?size=50", areaAdmin);
    expect(theirs.list.map((s) => s.domain).sort()).toEqual([
      "middle2.demo",
      "north-primary.test",
      "primary.demo",
    ]);
    const single = (await page("?keyword=single.demo")).list[0];
    expect((await get(`/api/v3/school/detail?id=${single.id}`, areaAdmin)).status).toBe(404);
    for (const [url, body] of writes(primary.id))
      expect((await post(url, body, areaAdmin)).status, url).toBe(403);
    // Nothing the refused calls asked for happened.
    expect((await byDomain("primary.demo")).body.data.name).toBe("Demo Primary School");
    expect((await byDomain("x.test")).body.success).toBe(false);
  });
});
