import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO_PWD, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("teachers and students (/api/v3/tea/*, /api/v3/stu/*)", () => {
  let t: TestApp;
  let admin: string;
  let leader: string;
  let parent: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    parent = (await signIn(t, "primary.demo", "13900200011", 2)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });

  it("pages, searches and sorts students for an administrator", async () => {
    const first = (await get("/api/v3/stu/page?page=1&size=10", admin)).body.data;
    expect(first.list).toHaveLength(10);
    expect(first.total).toBeGreaterThan(300);
    expect(first).toMatchObject({ page: 1, size: 10 });
    const second = (await get("/api/v3/stu/page?page=2&size=10", admin)).body.data;
    expect(second.list[0].id).not.toBe(first.list[0].id);
    const byName = (await get(`/api/v3/stu/page?keyword=${encodeURIComponent(first.list[3].name)}`, admin))
      .body.data;
    expect(byName.list.map((s: { id: number }) => s.id)).toContain(first.list[3].id);
    const desc = (await get("/api/v3/stu/page?sortField=studentNo&sortOrder=descend&size=5", admin)).body.data
      .list;
    const nos = desc.map((s: { studentNo: string }) => s.studentNo);
    expect(nos).toEqual([...nos].sort().reverse());
    expect(first.list[0]).toMatchObject({
      className: expect.stringContaining("班"),
      account: expect.stringMatching(/^s\d+$/),
    });
  });

  it("lists students grade by grade in the school's order (the first grade first), not by student number", async () => {
    type Node = { id: number; kind: string; name: string; children: Node[] };
    const [root] = (await get("/api/v3/org/tree", admin)).body.data as Node[];
    const grades = root.children.filter((n) => n.kind === "grade");
    const gradeOf = new Map(grades.flatMap((g, i) => g.children.map((c) => [c.id, i] as const)));
    const classOrder = new Map(grades.flatMap((g) => g.children).map((c, i) => [c.id, i] as const));
    const all: { classId: number; studentNo: string }[] = [];
    for (let page = 1; ; page += 1) {
      const data = (await get(`/api/v3/stu/page?page=${page}&size=200`, admin)).body.data;
      all.push(...data.list);
      if (all.length >= data.total) break;
    }
    const rank = (s: { classId: number }) => classOrder.get(s.classId) ?? -1;
    // The first page opens on the first grade's first class, and the grades never go back.
    expect(gradeOf.get(all[0].classId)).toBe(0);
    expect(all.map(rank)).toEqual(all.map(rank).toSorted((a, b) => a - b));
    expect(new Set(all.map((s) => gradeOf.get(s.classId))).size).toBe(grades.length);
    // Within a class, by student number.
    const firstClass = all.filter((s) => s.classId === all[0].classId).map((s) => s.studentNo);
    expect(firstClass).toEqual(firstClass.toSorted());
    // Sorting by class keeps the grades' order, either way round.
    const byClass = async (order: string) =>
      (await get(`/api/v3/stu/page?sortField=className&sortOrder=${order}&size=200`, admin)).body.data
        .list as { classId: number }[];
    expect(gradeOf.get((await byClass("ascend"))[0].classId)).toBe(0);
    expect(gradeOf.get((await byClass("descend"))[0].classId)).toBe(grades.length - 1);
  });

  it("narrows students to a class or a grade, and teachers to a department, the same on every call", async () => {
    type Node = { id: number; kind: string; children: Node[] };
    const [root] = (await get("/api/v3/org/tree", admin)).body.data as Node[];
    const grade = root.children.find((n) => n.kind === "grade")!;
    const [classA, classB] = grade.children;
    const inClass = async (orgId: number) =>
      (await get(`/api/v3/stu/page?orgId=${orgId}&size=200`, admin)).body.data;
    const a = await inClass(classA.id);
    const b = await inClass(classB.id);
    expect(a.total).toBeGreaterThan(0);
    expect(new Set(a.list.map((s: { classId: number }) => s.classId))).toEqual(new Set([classA.id]));
    const wholeGrade = await inClass(grade.id);
    expect(wholeGrade.total).toBe(a.total + b.total);
    // The statements are built once per shape and reused: the same shape with other values answers for them.
    expect((await inClass(classA.id)).total).toBe(a.total);
    const named = a.list[0].name as string;
    const searched = (
      await get(`/api/v3/stu/page?orgId=${classB.id}&keyword=${encodeURIComponent(named)}`, admin)
    ).body.data;
    expect(searched.list.every((s: { classId: number }) => s.classId === classB.id)).toBe(true);

    const dept = root.children.find((n) => n.kind === "dept")!;
    const inDept = (await get(`/api/v3/tea/page?orgId=${dept.id}&size=200`, admin)).body.data;
    const everyone = (await get("/api/v3/tea/page?size=200", admin)).body.data;
    expect(inDept.total).toBeLessThan(everyone.total);
    const sortedNames = async (order: string) =>
      (await get(`/api/v3/tea/page?sortField=name&sortOrder=${order}&size=200`, admin)).body.data.list.map(
        (x: { name: string }) => x.name,
      );
    const ascending = await sortedNames("ascend");
    expect(await sortedNames("descend")).toEqual([...ascending].reverse());
    expect(new Set(ascending).size).toBeGreaterThan(1);
    // A sort a list does not offer falls back to its own order instead of failing.
    const odd = await get("/api/v3/tea/page?sortField=__proto__&size=5", admin);
    expect(odd.body.data.list.map((x: { id: number }) => x.id)).toEqual(
      everyone.list.slice(0, 5).map((x: { id: number }) => x.id),
    );
  });

  it("shows a class leader only the students of their classes", async () => {
    const all = (await get("/api/v3/stu/page?size=200", leader)).body.data;
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.total).toBeLessThanOrEqual(45);
    expect(new Set(all.list.map((s: { classId: number }) => s.classId)).size).toBe(1);
  });

  it("keeps parents away from staff lists", async () => {
    expect((await get("/api/v3/stu/page", parent)).status).toBe(403);
    expect((await get("/api/v3/tea/page", parent)).status).toBe(403);
  });

  it("adds a teacher with an account that cannot sign in until a password is set", async () => {
    const added = await post("/api/v3/tea/save", admin, {
      name: "新老师",
      account: "newtea1",
      phone: "13712345678",
      subject: "科学",
    });
    expect(added.body.success).toBe(true);
    const found = (await get("/api/v3/tea/page?keyword=newtea1", admin)).body.data.list;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: "新老师", account: "newtea1", subject: "科学", isAdmin: false });
    const schoolId = await schoolIdOf(t, "primary.demo");
    const login = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      payload: { name: "newtea1", pwd: DEMO_PWD, type: 0, schoolId },
    });
    expect(login.body.errorCode).toBe(-1002);
    const dup = await post("/api/v3/tea/save", admin, { name: "重复", account: "newtea1" });
    expect(dup.status).toBe(400);
    expect((await post("/api/v3/tea/del", admin, { ids: [found[0].id] })).body.success).toBe(true);
    expect((await get("/api/v3/tea/page?keyword=newtea1", admin)).body.data.total).toBe(0);
  });

  it("adds, moves and deletes a student; refuses bad input without changing anything", async () => {
    const classes = (await get("/api/v3/org/tree", admin)).body.data[0].children[0].children;
    const added = await post("/api/v3/stu/save", admin, {
      name: "新同学",
      studentNo: "X2026001",
      classId: classes[0].id,
      account: "x2026001",
    });
    expect(added.body.success).toBe(true);
    const id = added.body.data.id;
    await post("/api/v3/stu/save", admin, {
      id,
      name: "新同学",
      studentNo: "X2026001",
      classId: classes[1].id,
      account: "x2026001",
    });
    const moved = (await get("/api/v3/stu/page?keyword=X2026001", admin)).body.data.list[0];
    expect(moved.classId).toBe(classes[1].id);
    const before = (await get("/api/v3/stu/page?size=1", admin)).body.data.total;
    const bad = await post("/api/v3/stu/save", admin, {
      name: "",
      studentNo: "??",
      classId: "x",
      account: "a",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(-1);
    const dupNo = await post("/api/v3/stu/save", admin, {
      name: "重复",
      studentNo: "X2026001",
      classId: classes[0].id,
      account: "x2026002",
    });
    expect(dupNo.status).toBe(400);
    expect((await get("/api/v3/stu/page?size=1", admin)).body.data.total).toBe(before);
    expect((await post("/api/v3/stu/del", leader, { ids: [id] })).status).toBe(403);
    expect((await post("/api/v3/stu/del", admin, { ids: [id] })).body.success).toBe(true);
    expect((await get("/api/v3/stu/page?keyword=X2026001", admin)).body.data.total).toBe(0);
  });

  it("never lists or deletes another school's people", async () => {
    const other = (await signIn(t, "middle.demo", "admin", 0)).token;
    const ours = (await get("/api/v3/stu/page?size=1", admin)).body.data.list[0];
    const theirs = (await get(`/api/v3/stu/page?keyword=${ours.studentNo}`, other)).body.data.list;
    expect(theirs.every((s: { id: number }) => s.id !== ours.id)).toBe(true);
    expect((await post("/api/v3/stu/del", other, { ids: [ours.id] })).status).toBe(404);
  });
});
