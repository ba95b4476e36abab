import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChatPlatformFakes } from "../../../test/chat-platform-fakes.ts";
import { bearer, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

// Monday 25 January 2027, 08:20 at the school (Asia/Shanghai): inside the demo's current term.
const now = () => new Date(Date.parse("2027-01-25T00:20:00Z"));
const TODAY = "2027-01-25";

type Row = { studentId: number; status: string | null; source: string | null };

describe("leave, absence notices and chronic absence (/api/signinStu/leave/*, /chronic, /setting)", () => {
  let t: TestApp;
  let admin: string;
  let leader: string;
  let otherTeacher: string;
  let parent: string;
  let child: { studentId: number; name: string };
  let classId: number;
  let gradeId: number;
  let point: number;
  let second: number;
  let classmates: Row[];

  const get = (url: string, token: string) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token: string) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });
  const roster = async (pointId: number, day = TODAY) =>
    (await get(`/api/signinStu/roster?classId=${classId}&pointId=${pointId}&day=${day}`, leader)).body.data
      .students as Row[];
  const childRow = async (pointId: number, day = TODAY) =>
    (await roster(pointId, day)).find((s) => s.studentId === child.studentId);
  const notices = async (token: string) =>
    (await get("/api/v3/notice/page?page=1&size=100", token)).body.data.list as {
      title: string;
      body: string;
    }[];
  const mine = async () => (await get("/api/signinStu/leave/mine?page=1&size=50", parent)).body.data;
  const apply = (body: object, token = parent) =>
    post(
      "/api/signinStu/leave/apply",
      { studentId: child.studentId, fromDay: TODAY, toDay: TODAY, reason: "发烧，去医院", ...body },
      token,
    );

  beforeAll(async () => {
    t = await createTestApp({ trustedRedirectHosts: ["school.test"] }, now);
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    otherTeacher = (await signIn(t, "primary.demo", "t002", 0)).token;
    parent = (await signIn(t, "primary.demo", "13900200011", 2, PHONE)).token;
    const led = (await get("/api/signinStu/classes", leader)).body.data.find(
      (c: { leader: boolean }) => c.leader,
    );
    classId = led.classId;
    gradeId = led.gradeId;
    const mk = async (name: string, startTime: string, endTime: string) =>
      (
        await post(
          "/api/signinStu/point/save",
          { name, kind: "lesson", gradeIds: [gradeId], startTime, endTime, weekdays: [1, 2, 3, 4, 5, 6, 7] },
          admin,
        )
      ).body.data.id as number;
    point = await mk("请假测试上午", "08:00", "09:00");
    second = await mk("请假测试下午", "14:00", "15:00");
    const children = (await get("/api/signinStu/leave/children", parent)).body.data;
    classmates = await roster(point);
    child = children.find((c: { studentId: number }) => classmates.some((s) => s.studentId === c.studentId));
    expect(child, "the demo parent's child is in t001's class").toBeTruthy();
    // Each child comes with the points a leave may cover: the grade's enabled ones, the test's among them.
    const childPoints = (child as unknown as { points: { id: number }[] }).points.map((p) => p.id);
    expect(childPoints).toEqual(expect.arrayContaining([point, second]));
  }, 240_000);
  afterAll(() => t?.close());

  it("shows the demo's leave: the demo parent's child approved, others pending and refused in the school", async () => {
    expect((await mine()).list.map((l: { status: string }) => l.status)).toContain("approved");
    const all = (await get("/api/signinStu/leave/review?size=50", admin)).body.data.list as {
      status: string;
    }[];
    expect(new Set(all.map((l) => l.status))).toEqual(new Set(["approved", "pending", "refused"]));
  });

  it("refuses bad requests, other roles and another's child with the envelope, and writes nothing", async () => {
    const before = (await mine()).total;
    const other = classmates.find((s) => s.studentId !== child.studentId) as Row;
    const cases: [Promise<{ status: number; body: { success: boolean } }>, number][] = [
      [apply({ reason: "" }), 400],
      [apply({ reason: "x".repeat(201) }), 400],
      [apply({ fromDay: "2027-01-17", toDay: "2027-01-18" }), 400],
      [apply({ fromDay: "2027-01-26", toDay: "2027-01-25" }), 400],
      [apply({ toDay: "2027-03-25" }), 400],
      [apply({ pointIds: [999999] }), 400],
      [apply({ studentId: other.studentId }), 403],
      [apply({}, leader), 403],
      [apply({}, otherTeacher), 403],
    ];
    for (const [res, status] of cases) {
      const r = await res;
      expect(r.status).toBe(status);
      expect(r.body.success).toBe(false);
    }
    // A file the guardian did not upload is refused.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    const foreign = (
      await post(
        "/api/oss/uploadBase64",
        { name: "x.png", data: png.toString("base64"), kind: "image" },
        admin,
      )
    ).body.data.id;
    expect((await apply({ fileId: foreign })).status).toBe(400);
    expect((await mine()).total).toBe(before);
  });

  it("lets the guardian ask with a photo, the leader review it, and only one of two decisions win", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#0c0" } })
      .png()
      .toBuffer();
    const fileId = (
      await post(
        "/api/oss/uploadBase64",
        { name: "note.png", data: png.toString("base64"), kind: "image" },
        parent,
      )
    ).body.data.id;
    const applied = await apply({ toDay: "2027-01-26", pointIds: [point], fileId });
    expect(applied.status).toBe(200);
    const id = applied.body.data.id;
    const listed = (await mine()).list.find((l: { id: number }) => l.id === id);
    expect(listed).toMatchObject({
      status: "pending",
      fromDay: TODAY,
      toDay: "2027-01-26",
      pointIds: [point],
    });
    expect(listed.file).toEqual({ id: fileId, name: "note.png", url: `/api/oss/file/${fileId}` });
    expect(
      (await notices(leader)).some((n) => n.title.includes(child.name) && n.title.includes("请假申请")),
    ).toBe(true);
    // The leader reads the photo; to another teacher it does not exist.
    expect(
      (await t.call({ method: "GET", url: `/api/oss/file/${fileId}`, headers: bearer(leader) })).status,
    ).toBe(200);
    expect(
      (await t.call({ method: "GET", url: `/api/oss/file/${fileId}`, headers: bearer(otherTeacher) })).status,
    ).toBe(404);
    const review = (await get("/api/signinStu/leave/review?status=pending", leader)).body.data;
    expect(review.list.map((l: { id: number }) => l.id)).toContain(id);
    // Not the leader, the guardian, a teacher who leads another class: refused directly.
    expect((await post("/api/signinStu/leave/decide", { id, approve: true }, parent)).status).toBe(403);
    expect((await post("/api/signinStu/leave/decide", { id, approve: true }, otherTeacher)).status).toBe(403);
    expect(
      (await get("/api/signinStu/leave/review", otherTeacher)).body.data?.list?.some(
        (l: { id: number }) => l.id === id,
      ) ?? false,
    ).toBe(false);
    expect((await childRow(point))?.status).toBeNull();
    // Two decisions at once: one wins, the other is told it is settled.
    const both = await Promise.all([
      post("/api/signinStu/leave/decide", { id, approve: true, comment: "好好休息" }, leader),
      post("/api/signinStu/leave/decide", { id, approve: false, comment: "不批" }, admin),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.status === 200)?.body.data;
    const after = (await mine()).list.find((l: { id: number }) => l.id === id);
    expect(after.status).toBe(winner.status);
    if (winner.status === "refused") {
      // The administrator won the race: the leader approves a fresh request instead.
      const again = (await apply({ toDay: "2027-01-26", pointIds: [point] })).body.data.id;
      expect((await post("/api/signinStu/leave/decide", { id: again, approve: true }, leader)).status).toBe(
        200,
      );
    }
    // The guardian's cancel of a settled request: 409.
    expect((await post("/api/signinStu/leave/cancel", { id }, parent)).status).toBe(409);
    expect((await notices(parent)).some((n) => n.title.includes("请假已批准"))).toBe(true);
  });

  it("marks the approved days as leave, keeps them through 'all present', and never counts them absent", async () => {
    expect(await childRow(point)).toMatchObject({ status: "leave", source: "leave" });
    // The other point was not asked for.
    expect((await childRow(second))?.status).toBeNull();
    const counts = async () =>
      (await get(`/api/signin/count/day?pointId=${point}&by=class`, leader)).body.data.rows.find(
        (r: { orgId: number }) => r.orgId === classId,
      );
    expect(await counts()).toMatchObject({ leave: 1, absent: 0 });
    const all = classmates.map((s) => ({ studentId: s.studentId, status: "present" }));
    expect(
      (await post("/api/signinStu/mark", { classId, pointId: point, day: TODAY, marks: all }, leader)).status,
    ).toBe(200);
    expect(await childRow(point)).toMatchObject({ status: "leave", source: "leave" });
    expect(await counts()).toMatchObject({ leave: 1, absent: 0, present: classmates.length - 1 });
    expect((await get(`/api/signin/count/absent?date=${TODAY}`, leader)).body.data.list).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ studentId: child.studentId })]),
    );
    // Marked on purpose (came after all): the teacher's mark replaces the leave.
    const came = { studentId: child.studentId, status: "late", overrideLeave: true };
    await post("/api/signinStu/mark", { classId, pointId: point, day: TODAY, marks: [came] }, leader);
    expect(await childRow(point)).toMatchObject({ status: "late", source: "teacher" });
  });

  it("lets the guardian cancel a pending request; refused and cancelled requests mark nothing", async () => {
    const a = (await apply({ pointIds: [second] })).body.data.id;
    const b = (await apply({ pointIds: [second] })).body.data.id;
    expect((await post("/api/signinStu/leave/cancel", { id: a }, leader)).status).toBe(403);
    expect((await post("/api/signinStu/leave/cancel", { id: a }, parent)).status).toBe(200);
    expect((await post("/api/signinStu/leave/cancel", { id: a }, parent)).status).toBe(409);
    expect((await post("/api/signinStu/leave/decide", { id: a, approve: true }, leader)).status).toBe(409);
    expect(
      (await post("/api/signinStu/leave/decide", { id: b, approve: false, comment: "请补交证明" }, leader))
        .status,
    ).toBe(200);
    expect((await childRow(second))?.status).toBeNull();
    const list = (await mine()).list;
    expect(list.find((l: { id: number }) => l.id === a).status).toBe("cancelled");
    expect(list.find((l: { id: number }) => l.id === b)).toMatchObject({
      status: "refused",
      comment: "请补交证明",
    });
    // Review filters by status and class, pages.
    const refused = (await get(`/api/signinStu/leave/review?status=refused&classId=${classId}&size=1`, admin))
      .body.data;
    expect(refused.size).toBe(1);
    expect(refused.list).toHaveLength(1);
    expect(refused.list[0].status).toBe("refused");
  });

  it("tells the guardians once of an absence without leave, and the leader once when it becomes chronic", async () => {
    expect(
      (await post("/api/signinStu/setting/save", { chronicThreshold: 2, smsOnAbsence: true }, leader)).status,
    ).toBe(403);
    expect(
      (await post("/api/signinStu/setting/save", { chronicThreshold: 0, smsOnAbsence: true }, admin)).status,
    ).toBe(400);
    expect(
      (await post("/api/signinStu/setting/save", { chronicThreshold: 2, smsOnAbsence: true }, admin)).body
        .data,
    ).toEqual({ chronicThreshold: 2, smsOnAbsence: true });
    const absentTitle = (n: { title: string }) => n.title === `缺勤通知：${child.name}`;
    const before = (await notices(parent)).filter(absentTitle).length;
    const mark = (status: string, day = TODAY) =>
      post(
        "/api/signinStu/mark",
        { classId, pointId: second, day, marks: [{ studentId: child.studentId, status, reason: "" }] },
        leader,
      );
    expect((await mark("absent")).status).toBe(200);
    expect((await notices(parent)).filter(absentTitle).length).toBe(before + 1);
    // A guardian reading in English reads the same notice in English, whatever the teacher's language.
    const english = (
      await t.call({
        method: "GET",
        url: "/api/v3/notice/page?page=1&size=100",
        headers: { ...bearer(parent), "accept-language": "en-US" },
      })
    ).body.data.list as { title: string; body: string }[];
    expect(english.find((n) => n.title === `Absence: ${child.name}`)?.body).toMatch(
      /was marked absent without leave at .* on \d{4}-\d{2}-\d{2}/,
    );
    const sms = await t.call({ method: "GET", url: "/api/dev/outbox?phone=13900200011" });
    expect(sms.body.data.some((m: { text: string }) => m.text.includes(child.name))).toBe(true);
    // Present then absent again the same day: no second notice.
    await mark("present");
    await mark("absent");
    expect((await notices(parent)).filter(absentTitle).length).toBe(before + 1);
    // Concurrent absent marks of the same record tell the guardians once as well.
    const leaderChronic = (n: { title: string }) => n.title === `长期缺勤提醒：${child.name}`;
    expect((await notices(leader)).filter(leaderChronic)).toHaveLength(0);
    expect(
      (await get("/api/signinStu/chronic", leader)).body.data.list.map((r: Row) => r.studentId),
    ).not.toContain(child.studentId);
    // A second day absent reaches the threshold of 2: the leader hears once, however often it is marked.
    await Promise.all([mark("absent", "2027-01-22"), mark("absent", "2027-01-22")]);
    await mark("absent", "2027-01-21");
    expect((await notices(leader)).filter(leaderChronic)).toHaveLength(1);
    const chronic = (await get("/api/signinStu/chronic", leader)).body.data;
    expect(chronic.threshold).toBe(2);
    expect(chronic.term).toBeTruthy();
    expect(chronic.list.find((r: Row) => r.studentId === child.studentId)).toMatchObject({ absentDays: 3 });
    expect((await get("/api/signinStu/chronic", parent)).status).toBe(403);
    // A day under an approved leave: marked absent on purpose, the guardians are not told.
    const leaveDay = "2027-01-20";
    const id = (await apply({ fromDay: leaveDay, toDay: leaveDay, pointIds: [second] })).body.data.id;
    await post("/api/signinStu/leave/decide", { id, approve: true }, leader);
    const count = (await notices(parent)).filter(absentTitle).length;
    await post(
      "/api/signinStu/mark",
      {
        classId,
        pointId: second,
        day: leaveDay,
        marks: [{ studentId: child.studentId, status: "absent", reason: "", overrideLeave: true }],
      },
      leader,
    );
    expect((await notices(parent)).filter(absentTitle).length).toBe(count);
  });
  it("lets the attendance office (attendance.view) review and decide any class's leave and see chronic absence", async () => {
    const office = await signIn(t, "primary.demo", "t006", 0);
    const ofClass = async (token: string) => {
      const r = await get(`/api/signinStu/leave/review?classId=${classId}`, token);
      return r.status === 200 ? (r.body.data.list as { classId: number }[]) : [];
    };
    // Before: t006 leads no class of the child's (403, or none of that class's requests).
    expect(await ofClass(office.token)).toHaveLength(0);
    const id = (await apply({ fromDay: "2027-02-01", toDay: "2027-02-01", pointIds: [point] })).body.data.id;
    expect((await post("/api/signinStu/leave/decide", { id, approve: false }, office.token)).status).toBe(
      403,
    );
    const role = await post("/api/v3/teaRole/add", { name: "考勤办", codes: ["attendance.view"] }, admin);
    expect(role.body.success).toBe(true);
    const assigned = await post(
      "/api/v3/teaRole/assign",
      { teacherId: office.user.id, roleIds: [role.body.data.id] },
      admin,
    );
    expect(assigned.body.success).toBe(true);
    expect((await ofClass(office.token)).some((l) => l.classId === classId)).toBe(true);
    const decided = await post(
      "/api/signinStu/leave/decide",
      { id, approve: false, comment: "请补交证明" },
      office.token,
    );
    expect(decided.body).toMatchObject({ success: true, data: { id, status: "refused" } });
    const chronic = await get("/api/signinStu/chronic", office.token);
    expect(chronic.status).toBe(200);
    expect(chronic.body.data.list.some((r: Row) => r.studentId === child.studentId)).toBe(true);
  });
  it("tells a guardian who signed in through the school's work chat there too", async () => {
    const fakes = await startChatPlatformFakes(
      { wechat: {}, wecom: { "wecom-parent": { userid: "13900200011" } }, dingtalk: {} },
      { wechat: "wx", wecom: "wecom-secret", dingtalk: "dt" },
    );
    try {
      const saved = await post(
        "/api/v3/school/thirdParty/save",
        {
          kind: "wecom",
          name: "企业微信",
          clientId: "corp-1",
          agentId: "1000002",
          baseUrl: fakes.baseUrl,
          secret: "wecom-secret",
          claim: "userid",
          accountField: "phone",
        },
        admin,
      );
      expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
      const schoolId = await schoolIdOf(t, "primary.demo");
      const started = await t.call({
        method: "GET",
        url: `/api/auth/thirdParty/authorizeUrl?schoolId=${schoolId}&provider=${saved.body.data.id}&redirectUri=${encodeURIComponent("http://school.test/oauth/callback")}`,
      });
      const login = await t.call({
        method: "POST",
        url: "/api/auth/thirdParty/login",
        headers: PHONE,
        payload: { code: "wecom-parent", state: started.body.data.state },
      });
      expect(login.body.data, JSON.stringify(login.body)).toEqual([expect.objectContaining({ type: 2 })]);
      const marked = await post(
        "/api/signinStu/mark",
        {
          classId,
          pointId: second,
          day: "2027-01-19",
          marks: [{ studentId: child.studentId, status: "absent", reason: "" }],
        },
        leader,
      );
      expect(marked.status).toBe(200);
      expect(fakes.messages).toEqual([
        {
          touser: "13900200011",
          agentid: 1000002,
          content: expect.stringContaining(`${child.name} 在 2027-01-19 的「请假测试下午」被记为缺勤`),
        },
      ]);
    } finally {
      await fakes.close();
    }
  });
});
