import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const EN = { "accept-language": "en-US" };

describe("subjects, course types, course mains and the term's courses (/api/v3/subject, /courseType, /course)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let student: string;
  let otherAdmin: string;
  let teacherIds: number[];
  let gradeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    student = (await signIn(t, "primary.demo", "s26010101", 1, PHONE)).token;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    teacherIds = (await get("/api/v3/course/pageTeacher?size=3")).body.data.list.map(
      (p: { id: number }) => p.id,
    );
    gradeId = (await get("/api/v3/course/listCourseOrgTreeByType?type=grade")).body.data[0].id;
  }, 240_000);
  afterAll(() => t?.close());

  const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token, EN) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url, headers: bearer(token, EN), payload });
  const names = async (url: string, token = admin) =>
    (await get(url, token)).body.data.map((s: { name: string }) => s.name);

  let subjectIds: number[] = [];
  let typeId: number;
  it("adds, renames and orders subjects for course.manage holders only; bad input changes nothing", async () => {
    const before = await names("/api/v3/subject/list");
    expect((await post("/api/v3/subject/add", { name: "天文" }, teacher)).status).toBe(403);
    expect((await get("/api/v3/subject/list", student)).status).toBe(403);
    expect((await post("/api/v3/subject/add", { name: "  " })).status).toBe(400);
    expect((await post("/api/v3/subject/add", { name: 42 })).status).toBe(400);
    expect(await names("/api/v3/subject/list")).toEqual(before);
    const a = (await post("/api/v3/subject/add", { name: "天文" })).body.data.id;
    const b = (await post("/api/v3/subject/add", { name: "书法" })).body.data.id;
    const taken = await post("/api/v3/subject/add", { name: "天文" });
    expect(taken.status).toBe(400);
    expect(taken.body.errorDesc).toContain("already used");
    expect((await post("/api/v3/subject/add", { id: b, name: "书法与篆刻" })).body.success).toBe(true);
    subjectIds = [a, b];
    expect((await names("/api/v3/subject/list", teacher)).slice(-2)).toEqual(["天文", "书法与篆刻"]);
    const all = (await get("/api/v3/subject/list")).body.data.map((s: { id: number }) => s.id);
    expect((await post("/api/v3/subject/sort", { ids: [b] })).status).toBe(400);
    expect(
      (await post("/api/v3/subject/sort", { ids: [b, ...all.filter((x: number) => x !== b)] })).status,
    ).toBe(200);
    expect((await names("/api/v3/subject/list"))[0]).toBe("书法与篆刻");
    const page = (await get("/api/v3/subject/page?keyword=天&size=5")).body.data;
    expect(page.list.map((s: { name: string }) => s.name)).toContain("天文");
    typeId = (await post("/api/v3/courseType/add", { name: "拓展课" })).body.data.id;
    expect((await post("/api/v3/courseType/add", { name: "选修" }, teacher)).status).toBe(403);
    expect(await names("/api/v3/courseType/list", teacher)).toContain("拓展课");
  });

  let mainId: number;
  it("designs a course main on the school's subject, type, grades and teachers only", async () => {
    const main = {
      name: "星空观测",
      subjectId: subjectIds[0],
      typeId,
      description: "认识星座",
      hours: 16,
      gradeIds: [gradeId],
      capacity: 30,
      teacherIds: teacherIds.slice(0, 2),
    };
    expect((await post("/api/v3/course/addCourseMain", main, teacher)).status).toBe(403);
    const theirSubject = (await post("/api/v3/subject/add", { name: "天文" }, otherAdmin)).body.data.id;
    expect((await post("/api/v3/course/addCourseMain", { ...main, subjectId: theirSubject })).status).toBe(
      400,
    );
    expect((await post("/api/v3/course/addCourseMain", { ...main, gradeIds: [99999999] })).status).toBe(400);
    expect((await post("/api/v3/course/addCourseMain", { ...main, teacherIds: [99999999] })).status).toBe(
      400,
    );
    expect((await post("/api/v3/course/addCourseMain", { ...main, hours: 0 })).status).toBe(400);
    expect((await get("/api/v3/course/pageCourseMain?keyword=星空")).body.data.total).toBe(0);
    mainId = (await post("/api/v3/course/addCourseMain", main)).body.data.id;
    const detail = (await get(`/api/v3/course/detailCourseMain?id=${mainId}`, teacher)).body.data;
    expect(detail).toMatchObject({ name: "星空观测", subjectName: "天文", typeName: "拓展课", hours: 16 });
    expect(detail.teacherNames).toHaveLength(2);
    expect(detail.gradeNames[0]).not.toBe("");
    expect((await get(`/api/v3/course/detailCourseMain?id=${mainId}`, otherAdmin)).status).toBe(404);
    await post("/api/v3/course/addCourseMain", {
      ...main,
      name: "书法入门",
      subjectId: subjectIds[1],
      hours: 8,
    });
    const sorted = (
      await get("/api/v3/course/pageCourseMain?sortField=hours&sortOrder=ascend&typeId=" + typeId)
    ).body.data.list;
    expect(sorted.map((m: { name: string }) => m.name)).toEqual(["书法入门", "星空观测"]);
  });

  it("refuses to remove a subject or type a course uses, saying why", async () => {
    const refused = await post("/api/v3/subject/remove", { id: subjectIds[0] });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toBe("the subject “天文” is used by 1 course(s) and cannot be removed");
    const type = await post("/api/v3/courseType/remove", { id: typeId });
    expect(type.body.errorDesc).toContain("is used by 2 course(s)");
    expect(await names("/api/v3/subject/list")).toContain("天文");
    const spare = (await post("/api/v3/subject/add", { name: "闲置学科" })).body.data.id;
    expect((await post("/api/v3/subject/remove", { id: spare }, teacher)).status).toBe(403);
    expect((await post("/api/v3/subject/remove", { id: spare }, otherAdmin)).status).toBe(404);
    expect((await post("/api/v3/subject/remove", { id: spare })).body.success).toBe(true);
    expect(await names("/api/v3/subject/list")).not.toContain("闲置学科");
  });

  let courseId: number;
  it("makes the term's course from a course main once, and a used main cannot be removed", async () => {
    const can = (await get("/api/v3/course/pageCanSetCurrentMainCourse?keyword=星空")).body.data.list;
    expect(can.map((m: { id: number }) => m.id)).toEqual([mainId]);
    expect(
      (await post("/api/v3/course/addCurrentByCourseMain", { courseMainIds: [mainId] }, teacher)).status,
    ).toBe(403);
    expect(
      (await post("/api/v3/course/addCurrentByCourseMain", { courseMainIds: [mainId, 99999999] })).status,
    ).toBe(400);
    expect((await get("/api/v3/course/page?keyword=星空")).body.data.total).toBe(0);
    courseId = (await post("/api/v3/course/addCurrentByCourseMain", { courseMainIds: [mainId] })).body.data
      .ids[0];
    const again = await post("/api/v3/course/addCurrentByCourseMain", { courseMainIds: [mainId] });
    expect(again.body.errorDesc).toBe("the course “星空观测” is already given this term");
    expect((await get("/api/v3/course/pageCanSetCurrentMainCourse?keyword=星空")).body.data.total).toBe(0);
    const listed = (await get("/api/v3/course/page?keyword=星空", teacher)).body.data.list[0];
    expect(listed).toMatchObject({
      id: courseId,
      courseMainId: mainId,
      capacity: 30,
      teacherIds: teacherIds.slice(0, 2),
    });
    expect(listed.termName).not.toBe("");
    expect(
      (await post("/api/v3/course/add", { id: courseId, capacity: 25, teacherIds: [teacherIds[2]] })).status,
    ).toBe(200);
    expect((await get(`/api/v3/course/detail?id=${courseId}`)).body.data).toMatchObject({ capacity: 25 });
    expect(
      (await post("/api/v3/course/add", { id: courseId, capacity: 25, teacherIds: [] }, otherAdmin)).status,
    ).toBe(404);
    const used = await post("/api/v3/course/removeCourseMain", { id: mainId });
    expect(used.body.errorDesc).toContain("has 1 term course(s)");
  });

  it("keeps leaders of term courses; removing the course removes them and frees its main", async () => {
    const l = { teacherId: teacherIds[0], kind: "course", targetId: courseId };
    expect((await post("/api/v3/leader/add", l, teacher)).status).toBe(403);
    expect((await post("/api/v3/leader/add", { ...l, targetId: 99999999 })).status).toBe(404);
    expect((await post("/api/v3/leader/add", { ...l, kind: "team" })).status).toBe(400);
    const id = (await post("/api/v3/leader/add", l)).body.data.id;
    expect((await post("/api/v3/leader/add", l)).body.errorDesc).toBe("the teacher already leads it");
    const mine = (await get(`/api/v3/leader/getByTeaId?teaId=${teacherIds[0]}`, teacher)).body.data;
    expect(mine.find((x: { id: number }) => x.id === id)).toMatchObject({
      kind: "course",
      targetName: "星空观测",
    });
    expect((await post("/api/v3/leader/update", { id, teacherId: teacherIds[1] })).body.success).toBe(true);
    expect((await get(`/api/v3/course/detail?id=${courseId}`)).body.data.leaderNames).toHaveLength(1);
    expect((await post("/api/v3/course/remove", { id: courseId }, teacher)).status).toBe(403);
    expect((await post("/api/v3/course/remove", { id: courseId })).body.success).toBe(true);
    expect((await get(`/api/v3/leader/list?kind=course&targetId=${courseId}`)).body.data).toEqual([]);
    expect((await post("/api/v3/course/removeCourseMain", { id: mainId })).body.success).toBe(true);
  });
});

describe("clubs, their members and leaders, and the people pickers (/api/v3/association, /api/v3/choiceUser)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let studentToken: string;
  let studentId: number;
  let otherAdmin: string;
  let students: number[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    const s = await signIn(t, "primary.demo", "s26010101", 1, PHONE);
    studentToken = s.token;
    studentId = s.user.id as number;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    students = (await get("/api/v3/choiceUser/pageStudent?size=8")).body.data.list.map(
      (p: { id: number }) => p.id,
    );
  }, 240_000);
  afterAll(() => t?.close());

  const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token, EN) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url, headers: bearer(token, EN), payload });
  const members = async (clubId: number) =>
    (await get(`/api/v3/association/pageMember?clubId=${clubId}&size=50`)).body.data;

  it("shows the demo school's clubs with leaders and members, and this term's courses", async () => {
    const clubs = (await get("/api/v3/association/list?sortField=memberCount&sortOrder=descend", teacher))
      .body.data;
    const robots = clubs.list.find((c: { name: string }) => c.name === "机器人社");
    expect(robots.memberCount).toBeGreaterThan(0);
    expect(robots.leaders).toHaveLength(1);
    const courses = (await get("/api/v3/course/page", teacher)).body.data;
    expect(courses.total).toBeGreaterThanOrEqual(3);
    expect(courses.list[0].leaderNames).toHaveLength(1);
  });

  it("offers students, teachers, parents and clubs to pick, to staff only", async () => {
    expect(students).toHaveLength(8);
    const byNo = (await get("/api/v3/choiceUser/pageStudent?keyword=s2601")).body.data;
    expect(byNo.total).toBeGreaterThanOrEqual(0);
    const teachers = (await get("/api/v3/choiceUser/pageTeacher?size=2", teacher)).body.data;
    expect(teachers.list).toHaveLength(2);
    const parents = (await get("/api/v3/choiceUser/pageParent?size=2")).body.data.list;
    expect(parents[0].detail).not.toMatch(/\d{11}/);
    expect((await get("/api/v3/choiceUser/pageStudent", studentToken)).status).toBe(403);
    const theirs = (await get("/api/v3/choiceUser/pageStudent?size=200", otherAdmin)).body.data.list;
    expect(theirs.map((p: { id: number }) => p.id)).not.toContain(students[0]);
  });

  let clubId: number;
  it("adds members one by one or in batch, within the capacity, all or none; a teacher may not", async () => {
    expect(
      (await post("/api/v3/association/addOrUpdate", { name: "天文社", capacity: 3 }, teacher)).status,
    ).toBe(403);
    expect((await post("/api/v3/association/addOrUpdate", { name: "天文社", capacity: 0 })).status).toBe(400);
    clubId = (
      await post("/api/v3/association/addOrUpdate", { name: "天文社", description: "看星星", capacity: 3 })
    ).body.data.id;
    expect(
      (await post("/api/v3/association/batchAddMember", { clubId, studentIds: [students[0]] }, teacher))
        .status,
    ).toBe(403);
    const unknown = await post("/api/v3/association/batchAddMember", {
      clubId,
      studentIds: [students[0], 99999999],
    });
    expect(unknown.status).toBe(400);
    expect((await members(clubId)).total).toBe(0);
    // Six concurrent single additions to a club of three: exactly three get in.
    const answers = await Promise.all(
      students.slice(0, 6).map((s) => post("/api/v3/association/addMember", { clubId, studentId: s })),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    expect((await members(clubId)).total).toBe(3);
    const full = await post("/api/v3/association/batchAddMember", {
      clubId,
      studentIds: students.slice(6, 8),
    });
    expect(full.body.errorDesc).toBe("the club “天文社” takes at most 3 members and has 3");
    expect(
      (await post("/api/v3/association/addOrUpdate", { id: clubId, name: "天文社", capacity: 2 })).status,
    ).toBe(400);
    expect(
      (await post("/api/v3/association/addOrUpdate", { id: clubId, name: "天文社", capacity: 10 })).status,
    ).toBe(200);
    const batch = await post("/api/v3/association/batchAddMember", {
      clubId,
      studentIds: [...students, studentId],
    });
    expect(batch.body.data.added).toBe([...new Set([...students, studentId])].length - 3);
    const list = await members(clubId);
    expect(list.total).toBe(new Set([...students, studentId]).size);
    expect(list.list[0].className).not.toBe("");
  });

  it("removes a member and a club after asking nothing of another school", async () => {
    const victim = students[1];
    expect((await post("/api/v3/association/removeStu", { clubId, studentId: victim }, teacher)).status).toBe(
      403,
    );
    expect(
      (await post("/api/v3/association/removeStu", { clubId, studentId: victim }, otherAdmin)).status,
    ).toBe(404);
    expect((await post("/api/v3/association/removeStu", { clubId, studentId: victim })).body.success).toBe(
      true,
    );
    expect((await post("/api/v3/association/removeStu", { clubId, studentId: victim })).status).toBe(400);
    expect((await members(clubId)).list.map((m: { studentId: number }) => m.studentId)).not.toContain(victim);
    expect((await get(`/api/v3/association/info?id=${clubId}`, otherAdmin)).status).toBe(404);
    const theirs = (await get("/api/v3/association/list?size=200", otherAdmin)).body.data.list;
    expect(theirs.map((c: { id: number }) => c.id)).not.toContain(clubId);
  });

  it("names club leaders, shows the student their clubs, and deleting a club takes its leaders", async () => {
    const teacherId = (await get("/api/v3/choiceUser/pageTeacher?size=1")).body.data.list[0].id;
    const leaderId = (await post("/api/v3/leader/add", { teacherId, kind: "club", targetId: clubId })).body
      .data.id;
    const info = (await get(`/api/v3/association/info?id=${clubId}`, teacher)).body.data;
    expect(info.leaders.map((l: { id: number }) => l.id)).toEqual([leaderId]);
    expect(info.memberCount).toBeGreaterThan(3);
    const picked = (await get("/api/v3/choiceUser/pageAssociation?keyword=天文社")).body.data.list;
    expect(picked.map((c: { id: number }) => c.id)).toContain(clubId);
    const mine = (await get("/api/app/course/mine", studentToken)).body.data;
    expect(mine.clubs.map((c: { name: string }) => c.name)).toContain("天文社");
    expect((await get("/api/app/course/mine", teacher)).status).toBe(403);
    expect((await post("/api/v3/association/delete", { id: clubId }, teacher)).status).toBe(403);
    expect((await post("/api/v3/association/delete", { id: clubId })).body.success).toBe(true);
    expect((await get(`/api/v3/leader/list?kind=club&targetId=${clubId}`)).body.data).toEqual([]);
    expect(
      (await get("/api/app/course/mine", studentToken)).body.data.clubs.map((c: { id: number }) => c.id),
    ).not.toContain(clubId);
  });
});
