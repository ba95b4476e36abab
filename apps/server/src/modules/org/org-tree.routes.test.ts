import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

type Node = { id: number; pid: number; label: string; kind: string; children: Node[] };

describe("the org tree (/api/v3/org/*)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let student: string;
  let otherAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  const tree = async (token: string): Promise<Node[]> =>
    (await t.call({ method: "GET", url: "/api/v3/org/tree", headers: bearer(token) })).body.data;
  const post = (url: string, token: string, payload: object) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });

  it("shows staff the school → grades → classes tree with the root's parent as -100", async () => {
    const [root] = await tree(teacher);
    expect(root).toMatchObject({ pid: -100, kind: "school", label: "Demo Primary School" });
    const grades = root.children.filter((n) => n.kind === "grade");
    expect(grades.map((g) => g.label)).toEqual(["一年级", "二年级", "三年级", "四年级", "五年级", "六年级"]);
    expect(grades[0].children.map((c) => c.label)).toEqual(["一年级(1)班", "一年级(2)班"]);
    expect(root.children.some((n) => n.kind === "dept")).toBe(true);
  });

  it("keeps students out (403) and strangers out (MISTOKEN)", async () => {
    const refused = await t.call({ method: "GET", url: "/api/v3/org/tree", headers: bearer(student) });
    expect(refused.status).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/v3/org/tree" })).body.errorCode).toBe("MISTOKEN");
  });

  it("lets an administrator add, rename, order and delete a class; teachers may not", async () => {
    const [root] = await tree(admin);
    const grade = root.children.find((n) => n.kind === "grade")!;
    expect(
      (await post("/api/v3/org/save", teacher, { pid: grade.id, kind: "class", name: "x" })).status,
    ).toBe(403);
    const added = await post("/api/v3/org/save", admin, {
      pid: grade.id,
      kind: "class",
      name: "一年级(3)班",
    });
    expect(added.body.success).toBe(true);
    const id = added.body.data.id;
    await post("/api/v3/org/save", admin, { id, name: "一年级(实验)班" });
    const ids = [id, ...grade.children.map((c) => c.id)];
    expect((await post("/api/v3/org/saveSort", admin, { pid: grade.id, ids })).body.success).toBe(true);
    const reordered = (await tree(admin))[0].children.find((n) => n.id === grade.id)!;
    expect(reordered.children[0]).toMatchObject({ id, label: "一年级(实验)班" });
    expect((await post("/api/v3/org/del", admin, { id })).body.success).toBe(true);
    const after = (await tree(admin))[0].children.find((n) => n.id === grade.id)!;
    expect(after.children.map((c) => c.id)).not.toContain(id);
  });

  it("refuses a class under the school, deleting a class with students, and deleting the root", async () => {
    const [root] = await tree(admin);
    const wrongKind = await post("/api/v3/org/save", admin, { pid: root.id, kind: "class", name: "x" });
    expect(wrongKind.status).toBe(400);
    const grade = root.children.find((n) => n.kind === "grade")!;
    const busy = grade.children[0];
    const inUse = await post("/api/v3/org/del", admin, { id: busy.id });
    expect(inUse.status).toBe(400);
    expect(inUse.body.errorDesc).toContain("学生");
    expect((await post("/api/v3/org/del", admin, { id: root.id })).status).toBe(400);
    const still = (await tree(admin))[0].children.find((n) => n.id === grade.id)!;
    expect(still.children.map((c) => c.id)).toContain(busy.id);
  });

  it("never reaches another school's units (404)", async () => {
    const [root] = await tree(admin);
    const grade = root.children.find((n) => n.kind === "grade")!;
    const foreign = await post("/api/v3/org/save", otherAdmin, { id: grade.id, name: "hijacked" });
    expect(foreign.status).toBe(404);
    const foreignDel = await post("/api/v3/org/del", otherAdmin, { id: grade.children[0].id });
    expect(foreignDel.status).toBe(404);
    expect((await tree(admin))[0].children.find((n) => n.id === grade.id)?.label).toBe("一年级");
  });

  it("caps the tree at ten levels", async () => {
    let [root] = await tree(admin);
    let pid = root.children.find((n) => n.kind === "dept")!.id;
    let refused = false;
    for (let level = 0; level < 12 && !refused; level++) {
      const r = await post("/api/v3/org/save", admin, { pid, kind: "dept", name: `d${level}` });
      if (r.status === 400) refused = true;
      else pid = r.body.data.id;
    }
    expect(refused).toBe(true);
    [root] = await tree(admin);
    const depth = (n: Node): number => 1 + Math.max(0, ...n.children.map(depth));
    expect(depth(root)).toBe(10);
  });
});
