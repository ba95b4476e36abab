import { permissionCodes } from "@eos/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("roles, permission codes and duties (/api/v3/teaRole/*, /api/center/*, /api/v3/duty/*)", () => {
  let t: TestApp;
  let admin: string;
  let leader: string;
  let teacher: string;
  let student: string;
  let parent: string;
  let teacherId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    const signedIn = await signIn(t, "primary.demo", "t002", 0);
    teacher = signedIn.token;
    teacherId = Number(signedIn.user.id);
    student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
    parent = (await signIn(t, "primary.demo", "13900200011", 2)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const info = async (token: string) =>
    (await post("/api/center/permissions/getUserInfo", token, {})).body.data;
  const newTeacher = { name: "角色老师", account: "roletea1", subject: "科学" };

  it("tells administrators from everyone else (isAdmin, getUserInfo)", async () => {
    expect((await get("/api/center/api/isAdmin", admin)).body.data).toBe(true);
    for (const token of [leader, teacher, student, parent]) {
      expect((await get("/api/center/api/isAdmin", token)).body.data).toBe(false);
    }
    const a = await info(admin);
    expect(a.isAdmin).toBe(true);
    expect([...a.codes].sort()).toEqual([...permissionCodes].sort());
    expect(a.roles.map((r: { key: string }) => r.key)).toContain("admin");
    const l = await info(leader);
    expect(l).toMatchObject({ isAdmin: false, codes: ["people.view"] });
    expect(l.roles.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(["leader", "teacher"]));
    expect(await info(student)).toEqual({
      isAdmin: false,
      roles: [{ id: null, key: "student", name: "student" }],
      codes: [],
    });
    expect((await info(parent)).roles[0].key).toBe("parent");
    expect((await info(parent)).codes).toEqual([]);
  });

  it("opens a code-gated route to a teacher only once a role grants the code", async () => {
    expect((await post("/api/v3/tea/save", teacher, newTeacher)).status).toBe(403);
    const role = await post("/api/v3/teaRole/add", admin, {
      name: "人事专员",
      codes: ["people.edit", "people.view"],
    });
    expect(role.body.success).toBe(true);
    const roleId = role.body.data.id;
    expect((await post("/api/v3/teaRole/assign", admin, { teacherId, roleIds: [roleId] })).body.success).toBe(
      true,
    );
    expect((await info(teacher)).codes).toEqual(expect.arrayContaining(["people.edit"]));
    const saved = await post("/api/v3/tea/save", teacher, newTeacher);
    expect(saved.body.success).toBe(true);
    // Within the role, still never above it: no making, editing or deleting administrators.
    expect(
      (await post("/api/v3/tea/save", teacher, { ...newTeacher, account: "roletea2", isAdmin: true })).status,
    ).toBe(403);
    expect((await post("/api/v3/teaRole/add", teacher, { name: "x", codes: [] })).status).toBe(403);
    const listed = (await get("/api/v3/teaRole/list", admin)).body.data;
    expect(listed.find((r: { id: number }) => r.id === roleId)).toMatchObject({ teacherIds: [teacherId] });
    expect((await post("/api/v3/teaRole/remove", admin, { id: roleId })).body.success).toBe(true);
    expect((await info(teacher)).codes).toEqual(["people.view"]);
    expect((await post("/api/v3/tea/del", teacher, { ids: [saved.body.data.id] })).status).toBe(403);
  });

  it("refuses a grant above the granter's own scope", async () => {
    const managers = await post("/api/v3/teaRole/add", admin, {
      name: "角色管理员",
      codes: ["roles.manage", "people.view"],
    });
    const editors = await post("/api/v3/teaRole/add", admin, { name: "编辑", codes: ["people.edit"] });
    await post("/api/v3/teaRole/assign", admin, { teacherId, roleIds: [managers.body.data.id] });
    const above = await post("/api/v3/teaRole/add", teacher, { name: "越权", codes: ["people.edit"] });
    expect(above.status).toBe(403);
    expect(above.body.success).toBe(false);
    expect(
      (await post("/api/v3/teaRole/add", teacher, { name: "查看", codes: ["people.view"] })).body.success,
    ).toBe(true);
    const self = await post("/api/v3/teaRole/assign", teacher, {
      teacherId,
      roleIds: [managers.body.data.id, editors.body.data.id],
    });
    expect(self.status).toBe(403);
    const widen = await post("/api/v3/teaRole/update", teacher, {
      id: managers.body.data.id,
      name: "角色管理员",
      codes: ["roles.manage", "people.view", "terms.edit"],
    });
    expect(widen.status).toBe(403);
    expect((await post("/api/v3/teaRole/remove", teacher, { id: editors.body.data.id })).status).toBe(403);
    expect((await post("/api/v3/teaRole/add", admin, { name: "坏", codes: ["no.such"] })).status).toBe(400);
    expect((await post("/api/v3/teaRole/add", admin, { name: "编辑", codes: [] })).body.success).toBe(false);
    await post("/api/v3/teaRole/assign", admin, { teacherId, roleIds: [] });
  });

  it("keeps role calls from students, parents and signed-out callers", async () => {
    for (const token of [student, parent, leader]) {
      expect((await get("/api/v3/teaRole/list", token)).status).toBe(403);
    }
    expect((await t.call({ method: "GET", url: "/api/v3/teaRole/list" })).status).toBe(401);
  });

  it("changes which students a teacher sees when duties change", async () => {
    const mine = (await get("/api/v3/stu/page?size=200", teacher)).body.data;
    const myDuties = (await get(`/api/v3/duty/list?teacherId=${teacherId}`, admin)).body.data;
    const myClasses = new Set(myDuties.map((d: { orgId: number }) => d.orgId));
    const otherClass = (await get("/api/v3/duty/list", admin)).body.data.find(
      (d: { orgId: number }) => !myClasses.has(d.orgId),
    ).orgId;
    const duty = { teacherId, orgId: otherClass, duty: "subject", subject: "美术" };
    expect((await post("/api/v3/duty/save", teacher, duty)).status).toBe(403);
    expect((await post("/api/v3/duty/save", admin, duty)).body.success).toBe(true);
    const listed = (await get(`/api/v3/duty/list?teacherId=${teacherId}`, admin)).body.data;
    expect(listed).toContainEqual(
      expect.objectContaining({ orgId: otherClass, duty: "subject", subject: "美术" }),
    );
    const wider = (await get("/api/v3/stu/page?size=200", teacher)).body.data;
    expect(wider.total).toBeGreaterThan(mine.total);
    const inOther = (await get(`/api/v3/stu/page?size=200&orgId=${otherClass}`, teacher)).body.data;
    expect(inOther.total).toBeGreaterThan(0);
    expect(inOther.list.every((s: { classId: number }) => s.classId === otherClass)).toBe(true);
    expect((await post("/api/v3/duty/del", admin, duty)).body.success).toBe(true);
    expect((await get("/api/v3/stu/page?size=200", teacher)).body.data.total).toBe(mine.total);
    expect((await post("/api/v3/duty/del", admin, duty)).status).toBe(404);
  });

  it("names a class leader, replacing the class's previous one", async () => {
    const all = (await get("/api/v3/duty/list", admin)).body.data;
    const led = all.find(
      (d: { duty: string; teacherId: number }) => d.duty === "leader" && d.teacherId !== teacherId,
    );
    expect(
      (await post("/api/v3/duty/save", admin, { teacherId, orgId: led.orgId, duty: "leader" })).body.success,
    ).toBe(true);
    const leaders = (await get(`/api/v3/duty/list?orgId=${led.orgId}`, admin)).body.data.filter(
      (d: { duty: string }) => d.duty === "leader",
    );
    expect(leaders.map((d: { teacherId: number }) => d.teacherId)).toEqual([teacherId]);
    expect((await info(teacher)).roles.map((r: { key: string }) => r.key)).toContain("leader");
    await post("/api/v3/duty/save", admin, { teacherId: led.teacherId, orgId: led.orgId, duty: "leader" });
  });
});
