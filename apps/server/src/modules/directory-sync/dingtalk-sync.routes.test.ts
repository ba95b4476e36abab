import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDirectory } from "../../../test/chat-directory-fakes.ts";
import { type ChatPlatformFakes, startChatPlatformFakes } from "../../../test/chat-platform-fakes.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const EN = { "accept-language": "en-US" };
const secrets = { wechat: "wx-secret", wecom: "wecom-secret", dingtalk: "dt-secret" };

type Node = { id: number; label: string; kind: string; children: Node[] };

describe("a school administrator syncs their school from DingTalk (/v3/tea/syncExternal)", () => {
  let t: TestApp;
  let fakes: ChatPlatformFakes;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const dir = emptyDirectory();
    dir.dingtalk.departments = [
      { dept_id: 20, name: "Grade Office", parent_id: 1 },
      { dept_id: 21, name: "Grade Seven Team", parent_id: 20 },
    ];
    dir.dingtalk.users = [
      ...[1, 2, 3, 4, 5].map((n) => ({
        userid: `dtuser${n}`,
        unionid: `union-${n}`,
        name: `Ding Teacher ${n}`,
        mobile: `1370000000${n}`,
        dept_id_list: n === 5 ? [20, 21] : [20],
      })),
      { userid: "head", unionid: "union-head", name: "Ding Head", dept_id_list: [1] },
    ];
    // Two members a page: the sync has to follow the cursor.
    dir.dingtalk.pageSize = 2;
    fakes = await startChatPlatformFakes({ wechat: {}, wecom: {}, dingtalk: {} }, secrets, dir);
    admin = (await signIn(t, "middle.demo", "admin", 0)).token;
  });
  afterAll(async () => {
    await fakes?.close();
    await t?.close();
  });

  const ok = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t.call({ method, url: `/api${url}`, headers: bearer(admin, EN), payload });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.data;
  };
  const find = (nodes: Node[], label: string): Node | undefined =>
    nodes.map((n) => (n.label === label ? n : find(n.children, label))).find(Boolean);

  it("reads departments and every page of members, and keys links by unionid under the corp id", async () => {
    await ok("POST", "/v3/school/addExternalApp", {
      kind: "dingtalk",
      name: "Middle DingTalk",
      clientId: "ding-app-key",
      corpId: "ding-corp-middle",
      secret: secrets.dingtalk,
      baseUrl: fakes.baseUrl,
    });
    await ok("POST", "/v3/tea/syncExternal", { dryRun: false });
    await t.app.jobs.drain();
    const status = await ok("GET", "/v3/school/externalSync/status");
    expect(status.job.state).toBe("done");
    expect(status.job.result.apps[0].counts).toMatchObject({
      departments: 2,
      members: 6,
      departmentsCreated: 2,
      teachersCreated: 6,
      linksAdded: 6,
      membershipsAdded: 6,
    });
    const pages = fakes.calls.filter((c) => c === "/topapi/v2/user/list").length;
    // The root (1 page of 1), Grade Office (5 members: 3 pages), Grade Seven Team (1 page).
    expect(pages).toBe(5);
    expect(fakes.calls).toEqual(expect.arrayContaining(["/gettoken", "/topapi/v2/department/listsub"]));
    const tree: Node[] = await ok("GET", "/v3/org/tree");
    const office = find(tree, "Grade Office") as Node;
    expect(office.children.map((c) => c.label)).toEqual(["Grade Seven Team"]);
    const inOffice = await ok("GET", `/v3/tea/page?size=50&orgId=${office.id}`);
    expect(inOffice.total).toBe(5);
    // The DingTalk userid names the account when it fits the account rule.
    const first = await ok("GET", "/v3/tea/page?size=5&keyword=Ding Teacher 1");
    expect(first.list[0]).toMatchObject({ account: "dtuser1", phone: "13700000001" });
  });

  it("a bad secret answers DingTalk's errcode and the last sync shows it", async () => {
    const [app] = await ok("GET", "/v3/school/externalApp/list");
    expect(app).toMatchObject({ kind: "dingtalk", corpId: "ding-corp-middle", hasSecret: true });
    await ok("POST", "/v3/school/externalApp/update", {
      appId: app.id,
      kind: "dingtalk",
      name: app.name,
      clientId: app.clientId,
      corpId: app.corpId,
      baseUrl: app.baseUrl,
      secret: "not-the-secret",
    });
    await ok("POST", "/v3/school/syncAllExternalData", {});
    await t.app.jobs.drain();
    const status = await ok("GET", "/v3/school/externalSync/status");
    expect(status.job.state).toBe("failed");
    expect(status.last.error).toMatchObject({ reason: "upstream", platform: "dingtalk", errcode: 40089 });
    await ok("POST", "/v3/school/externalApp/remove", { appId: app.id });
    expect(await ok("GET", "/v3/school/externalApp/list")).toEqual([]);
    // What it synced stays.
    expect((await ok("GET", "/v3/tea/page?size=5&keyword=Ding Head")).total).toBe(1);
  });
});
