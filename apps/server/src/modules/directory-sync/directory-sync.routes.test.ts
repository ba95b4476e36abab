import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import { emptyDirectory } from "../../../test/chat-directory-fakes.ts";
import { type ChatPlatformFakes, startChatPlatformFakes } from "../../../test/chat-platform-fakes.ts";
import { bearer, PC, schoolIdOf, sha256, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const SETUP_CODE = "setup-dirsync-7a4e21c9";
const EN = { "accept-language": "en-US" };
const secrets = { wechat: "wx-secret", wecom: "wecom-secret", dingtalk: "dt-secret" };

type Node = { id: number; label: string; kind: string; children: Node[] };

const corpDirectory = () => {
  const dir = emptyDirectory();
  dir.wecom.departments = [
    { id: 1, name: "Corp", parentid: 0 },
    { id: 2, name: "Teaching Office", parentid: 1 },
    { id: 3, name: "Maths Group", parentid: 2 },
    { id: 4, name: "General Affairs", parentid: 1 },
  ];
  dir.wecom.users = [
    { userid: "zhangsan", name: "Zhang San", mobile: "13900000011", department: [2, 3] },
    { userid: "lisi", name: "Li Si", mobile: "13900000012", department: [4] },
    { userid: "wangwu", name: "Wang Wu", mobile: "13900000001", department: [3] },
    { userid: "long.user@corp", name: "Long User", department: [1] },
  ];
  return dir;
};

describe("a school's external app and directory sync (/v3/school/addExternalApp, syncAllExternalData)", () => {
  let t: TestApp;
  let fakes: ChatPlatformFakes;
  let primary: number;
  let platform: string;
  let schoolAdmin: string;
  let otherAdmin: string;
  let areaAdmin: string;
  let appId: number;

  beforeAll(async () => {
    t = await createTestApp({
      setupCode: SETUP_CODE,
      dataDir: mkdtempSync(join(tmpdir(), "eos-dirsync-")),
      trustedRedirectHosts: ["school.test"],
    });
    fakes = await startChatPlatformFakes(
      { wechat: {}, wecom: { "wecom-zhangsan": { userid: "zhangsan" } }, dingtalk: {} },
      secrets,
      corpDirectory(),
    );
    const made = await t.call({
      method: "POST",
      url: "/api/center/permissions/setInitAdmin",
      payload: {
        setupCode: SETUP_CODE,
        siteName: "EOS Platform",
        domain: "platform.test",
        name: "Platform Admin",
        account: "root01",
        pwd: sha256(strong("dirsync")),
      },
    });
    expect(made.body.success).toBe(true);
    platform = (await signInWith(t, "platform.test", "root01", 0, strong("dirsync"))).data.token;
    primary = await schoolIdOf(t, "primary.demo");
    schoolAdmin = (await signIn(t, "primary.demo", "admin", 0)).token;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    areaAdmin = (await signIn(t, "area.demo", "areaadmin", 0)).token;
  });
  afterAll(async () => {
    await fakes?.close();
    await t?.close();
  });

  const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
    t.call({ method, url: `/api${url}`, headers: bearer(token, EN), payload });
  const ok = async (method: "GET" | "POST", url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.data;
  };
  const sync = async (dryRun: boolean) => {
    await ok("POST", "/v3/school/syncAllExternalData", platform, { id: primary, dryRun });
    await t.app.jobs.drain();
    return ok("GET", `/v3/school/externalSync/status?id=${primary}`, platform);
  };
  const tree = async (): Promise<Node[]> => ok("GET", "/v3/org/tree", schoolAdmin);
  const find = (nodes: Node[], label: string): Node | undefined =>
    nodes.map((n) => (n.label === label ? n : find(n.children, label))).find(Boolean);
  const teachers = async (q: string) => ok("GET", `/v3/tea/page?size=50&${q}`, schoolAdmin);

  it("registers the school's WeCom app: secret sealed and never answered, duplicates refused", async () => {
    const added = await ok("POST", "/v3/school/addExternalApp", platform, {
      id: primary,
      kind: "wecom",
      name: "Primary WeCom",
      clientId: "corp-primary",
      agentId: "1000002",
      secret: "wrong-secret",
      baseUrl: fakes.baseUrl,
    });
    appId = added.appId;
    const again = await call("POST", "/v3/school/addExternalApp", platform, {
      id: primary,
      kind: "wecom",
      name: "Twice",
      clientId: "corp-primary",
      secret: "x",
    });
    expect(again.body).toMatchObject({ success: false, errorCode: -1 });
    expect(again.body.errorDesc).toContain("already has the WeCom app corp-primary");
    const list = await call("GET", `/v3/school/externalApp/list?id=${primary}`, platform);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: appId, kind: "wecom", clientId: "corp-primary", hasSecret: true }),
    ]);
    expect(list.res.body).not.toContain("wrong-secret");
    // The school's own administrator sees it too, and it signs people in.
    expect(await ok("GET", "/v3/school/externalApp/list", schoolAdmin)).toHaveLength(1);
    const providers = await ok("GET", `/v3/school/thirdParty/list`, schoolAdmin);
    expect(providers.map((p: { id: number }) => p.id)).toContain(appId);
  });

  it("refuses another school's administrator and area administrators", async () => {
    const other = await call("GET", `/v3/school/externalApp/list?id=${primary}`, otherAdmin);
    expect(other.body).toMatchObject({ success: false, errorCode: 404 });
    expect(await ok("GET", "/v3/school/externalApp/list", otherAdmin)).toEqual([]);
    const syncOther = await call("POST", "/v3/school/syncAllExternalData", otherAdmin, { id: primary });
    expect(syncOther.body).toMatchObject({ success: false, errorCode: 404 });
    const status = await call("GET", `/v3/school/externalSync/status?id=${primary}`, otherAdmin);
    expect(status.body.errorCode).toBe(404);
    const remove = await call("POST", "/v3/school/externalApp/remove", otherAdmin, { id: primary, appId });
    expect(remove.body.errorCode).toBe(404);
    const own = await call("POST", "/v3/tea/syncExternal", otherAdmin, {});
    expect(own.body.errorDesc).toContain("no enabled external app");
    const area = await call("GET", `/v3/school/externalApp/list?id=${primary}`, areaAdmin);
    expect(area.status).toBe(403);
  });

  it("a wrong secret: the platform's errcode is reported and nothing changes", async () => {
    const before = JSON.stringify(await tree());
    const status = await sync(false);
    expect(status.job).toMatchObject({ state: "failed" });
    expect(status.job.error).toContain("errcode 40001");
    expect(status.last).toMatchObject({
      byName: "Platform Admin",
      result: null,
      error: { reason: "upstream", platform: "wecom", call: "gettoken", errcode: 40001 },
    });
    expect(JSON.stringify(await tree())).toBe(before);
    await ok("POST", "/v3/school/externalApp/update", platform, {
      id: primary,
      appId,
      kind: "wecom",
      name: "Primary WeCom",
      clientId: "corp-primary",
      agentId: "1000002",
      secret: secrets.wecom,
      baseUrl: fakes.baseUrl,
    });
  });

  it("a dry run counts what a sync would do and changes nothing", async () => {
    // A teacher the school already has, whose mobile the platform knows: matched, not duplicated.
    await ok("POST", "/v3/tea/save", schoolAdmin, {
      name: "Wang Wu",
      phone: "13900000001",
      account: "wangwu01",
    });
    const status = await sync(true);
    expect(status.job.state).toBe("done");
    expect(status.job.result).toMatchObject({
      dryRun: true,
      changed: true,
      apps: [
        {
          appId,
          kind: "wecom",
          counts: expect.objectContaining({
            departments: 3,
            members: 4,
            departmentsCreated: 3,
            teachersCreated: 3,
            teachersMatchedByPhone: 1,
            linksAdded: 4,
            membershipsAdded: 4,
          }),
        },
      ],
    });
    expect(status.last).toMatchObject({ error: expect.objectContaining({ errcode: 40001 }) });
    expect(find(await tree(), "Maths Group")).toBeUndefined();
    expect((await teachers("keyword=Zhang San")).total).toBe(0);
  });

  it("syncs departments under the school root, teachers with their links and memberships", async () => {
    const status = await sync(false);
    expect(status.job.state).toBe("done");
    expect(status.last).toMatchObject({ byName: "Platform Admin", error: null, result: { changed: true } });
    const nodes = await tree();
    const office = find(nodes, "Teaching Office");
    expect(office?.kind).toBe("dept");
    expect(office?.children.map((c) => c.label)).toEqual(["Maths Group"]);
    expect(nodes[0].children.map((c) => c.label)).toEqual(
      expect.arrayContaining(["Teaching Office", "General Affairs"]),
    );
    expect(find(nodes, "Corp")).toBeUndefined();
    const maths = find(nodes, "Maths Group") as Node;
    const inMaths = await teachers(`orgId=${maths.id}`);
    expect(inMaths.list.map((p: { name: string }) => p.name).sort()).toEqual(["Wang Wu", "Zhang San"]);
    expect((await teachers("keyword=13900000001")).total).toBe(1);
    const zhang = await teachers("keyword=Zhang San");
    expect(zhang.list).toEqual([expect.objectContaining({ account: "zhangsan", phone: "13900000011" })]);
    // A platform id that is no account name gets one made from it.
    const long = await teachers("keyword=Long User");
    expect(long.list[0].account).toMatch(/^wx[0-9a-f]{8}$/);
  });

  it("a synced teacher signs in through the work-chat code flow", async () => {
    const start = await t.call({
      method: "GET",
      url: `/api/auth/thirdParty/authorizeUrl?schoolId=${primary}&provider=${appId}&redirectUri=${encodeURIComponent("http://school.test/oauth/callback")}`,
    });
    const login = await t.call({
      method: "POST",
      url: "/api/auth/thirdParty/login",
      headers: PC,
      payload: { code: "wecom-zhangsan", state: start.body.data.state },
    });
    expect(login.body.data).toEqual([expect.objectContaining({ type: 0, name: "Zhang San" })]);
    const token = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      headers: PC,
      payload: { authorizationCode: login.body.data[0].authorizationCode },
    });
    expect(token.body.data.user).toMatchObject({ name: "Zhang San", roleType: "tea", schoolId: primary });
  });

  it("a second sync changes nothing and says so", async () => {
    const teachersBefore = (await teachers("")).total;
    const status = await sync(false);
    const counts = status.job.result.apps[0].counts;
    expect(status.job.result.changed).toBe(false);
    expect(counts).toMatchObject({
      departmentsCreated: 0,
      departmentsRenamed: 0,
      teachersCreated: 0,
      teachersUpdated: 0,
      linksAdded: 0,
      membershipsAdded: 0,
      membershipsRemoved: 0,
    });
    expect((await teachers("")).total).toBe(teachersBefore);
  });

  it("follows renames and moves upstream; departments gone upstream stay and are reported", async () => {
    const dir = fakes.directory.wecom;
    dir.departments = dir.departments
      .filter((d) => d.id !== 3)
      .map((d) => (d.id === 4 ? { ...d, name: "Admin Office" } : d));
    dir.users = dir.users.map((u) =>
      u.userid === "lisi"
        ? { ...u, department: [2] }
        : { ...u, department: u.department.filter((d) => d !== 3) },
    );
    const status = await sync(false);
    expect(status.job.result.apps[0].counts).toMatchObject({
      departmentsRenamed: 1,
      departmentsGone: 1,
      membershipsAdded: 1,
      membershipsRemoved: 1,
      teachersCreated: 0,
      // Wang Wu was only in the department gone upstream, so the platform no longer lists him.
      membersGone: 1,
    });
    const nodes = await tree();
    expect(find(nodes, "Admin Office")).toBeDefined();
    expect(find(nodes, "General Affairs")).toBeUndefined();
    expect(find(nodes, "Maths Group")).toBeDefined();
    const office = find(nodes, "Teaching Office") as Node;
    const inOffice = await teachers(`orgId=${office.id}`);
    expect(inOffice.list.map((p: { name: string }) => p.name)).toContain("Li Si");
    const maths = find(nodes, "Maths Group") as Node;
    const inMaths = await teachers(`orgId=${maths.id}`);
    expect(inMaths.list.map((p: { name: string }) => p.name).sort()).toEqual(["Wang Wu", "Zhang San"]);
  });

  it("runs one sync at a time per school", async () => {
    await ok("POST", "/v3/school/syncAllExternalData", platform, { id: primary, dryRun: true });
    const second = await call("POST", "/v3/school/syncAllExternalData", platform, { id: primary });
    expect(second.status).toBe(409);
    expect(second.body.errorDesc).toContain("already under way");
    await t.app.jobs.drain();
    const status = await ok("GET", `/v3/school/externalSync/status?id=${primary}`, platform);
    expect(status.job.state).toBe("done");
  });
});
