import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  otherClassId,
  parentOf,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../../test/collection-world.ts";
import { noticeOfClass } from "../../../../test/demo-growth.ts";
import { evidence, fill } from "../../../../test/evaluation-fixtures.ts";

useCollectionApp();

const at = (iso: string) => new Date(iso);

describe("the public-notice window (公示) of a class's passport records", () => {
  it("staff open it; the class's families and teachers object to records while it is open; staff resolve; then it is archived", async () => {
    const { form, taskId } = await evidence();
    const [a, b] = myClass;
    const [recordOfA] = await fill(form, taskId, [a.id], 23, "30");
    const [recordOfB] = await fill(form, taskId, [b.id], 23, "10");
    setClock(at("2026-11-24T02:00:00Z"));
    const { term } = await data(get(admin, "/v3/term/current"));
    const schoolYearId = term.schoolYearId as number;
    const window = {
      classId: a.classId,
      schoolYearId,
      startsAt: "2026-11-24T00:00:00Z",
      endsAt: "2026-11-27T00:00:00Z",
    };

    expect((await t.call({ method: "GET", url: "/api/v3/passport/notice/list" })).status).toBe(401);
    expect((await post(leader, "/v3/passport/notice/save", window)).status).toBe(403);
    const backwards = await post(
      admin,
      "/v3/passport/notice/save",
      { ...window, endsAt: window.startsAt },
      EN,
    );
    expect(backwards.body.errorDesc).toContain("must end after it starts");
    // The class has its window already (the demo's, open since 16 November): a second is refused; staff move it.
    const seeded = await noticeOfClass(admin, a.classId, schoolYearId);
    expect(seeded).toMatchObject({ state: "open" });
    expect((await post(admin, "/v3/passport/notice/save", window, EN)).body.errorDesc).toContain(
      "already has a notice window",
    );
    const { id: noticeId } = await data(
      post(admin, "/v3/passport/notice/save", { ...window, id: seeded?.id }),
    );
    expect(noticeId).toBe(seeded?.id);
    const listed = await data(get(admin, `/v3/passport/notice/list?schoolYearId=${schoolYearId}`));
    expect(listed.filter((n: { classId: number }) => n.classId === a.classId)).toEqual([
      expect.objectContaining({ id: noticeId, startsAt: "2026-11-24T00:00:00.000Z", state: "open" }),
    ]);
    // Another school lists its own classes' windows, never this one.
    const middle = await data(get(middleAdmin, "/v3/passport/notice/list"));
    expect(middle.map((n: { id: number }) => n.id)).not.toContain(noticeId);
    // The other class's window is moved to open next month: nothing to see or object to there yet.
    const later = await noticeOfClass(admin, otherClassId, schoolYearId);
    await data(
      post(admin, "/v3/passport/notice/save", {
        ...window,
        id: later?.id,
        classId: otherClassId,
        startsAt: "2026-12-01T00:00:00Z",
        endsAt: "2026-12-08T00:00:00Z",
      }),
    );

    // A parent sees the window and objects to their child's record, not to another child's.
    const parent = await parentOf(a.id);
    expect((await data(get(parent, "/v3/passport/notice/student"))).notice).toMatchObject({
      id: noticeId,
      state: "open",
    });
    const raised = await data(
      post(parent, "/v3/passport/objection/raise", { formValueId: recordOfA, text: "The minutes were 40" }),
    );
    const notMine = await post(
      parent,
      "/v3/passport/objection/raise",
      { formValueId: recordOfB, text: "x" },
      EN,
    );
    expect(notMine.body.errorDesc).toContain("not one of the student's");
    expect((await post(parent, "/v3/passport/objection/raise", { studentId: b.id, text: "x" })).status).toBe(
      403,
    );
    // The class's teacher objects too; a student of the other class has no open window.
    await data(
      post(leader, "/v3/passport/objection/raise", { studentId: a.id, text: "Missing certificate" }),
    );
    const all = (await data(get(admin, "/v3/stu/page?size=200"))).list as { id: number; classId: number }[];
    const outsider = all.find((s) => s.classId === otherClassId) as { id: number };
    expect(
      (await data(get(admin, `/v3/passport/notice/student?studentId=${outsider.id}`))).notice,
    ).toBeNull();
    expect(
      (await post(admin, "/v3/passport/objection/raise", { studentId: outsider.id, text: "x" })).status,
    ).toBe(400);

    // Staff resolve: accept with the change made, reject with a reason, each once.
    const objections = await data(get(admin, `/v3/passport/notice/objections?noticeId=${noticeId}`));
    expect(objections.map((o: { text: string }) => o.text)).toEqual([
      "The minutes were 40",
      "Missing certificate",
    ]);
    expect(objections[0]).toMatchObject({
      id: raised.id,
      studentId: a.id,
      formValueId: recordOfA,
      state: "open",
    });
    expect(
      (await post(leader, "/v3/passport/objection/resolve", { id: raised.id, accept: true, note: "x" }))
        .status,
    ).toBe(403);
    await data(
      post(admin, "/v3/passport/objection/resolve", { id: raised.id, accept: true, note: "Corrected to 40" }),
    );
    await data(
      post(admin, "/v3/passport/objection/resolve", {
        id: objections[1].id,
        accept: false,
        note: "Not this year",
      }),
    );
    const again = await post(
      admin,
      "/v3/passport/objection/resolve",
      { id: raised.id, accept: false, note: "n" },
      EN,
    );
    expect(again.body.errorDesc).toContain("already been resolved");
    const seen = await data(get(parent, "/v3/passport/notice/student"));
    expect(
      seen.objections.map((o: { state: string; resolution: string }) => [o.state, o.resolution]),
    ).toEqual([
      ["accepted", "Corrected to 40"],
      ["rejected", "Not this year"],
    ]);
    expect(seen.notice).toMatchObject({ objections: 2, openObjections: 0 });

    // After the window: archived, no more objections, the passport's texts are read-only.
    setClock(at("2026-11-27T00:00:00Z"));
    expect((await data(get(parent, "/v3/passport/notice/student"))).notice.state).toBe("archived");
    const late = await post(parent, "/v3/passport/objection/raise", { text: "Too late" }, EN);
    expect(late.body.errorDesc).toContain("only while the notice window is open");
    const statement = { studentId: a.id, schoolYearId, kind: "selfStatement", text: "I like books" };
    expect((await post(parent, "/v3/passport/info/save", statement, EN)).body.errorDesc).toContain(
      "archived",
    );
    expect(
      (await post(admin, "/v3/passport/notice/save", { ...window, id: noticeId }, EN)).body.errorDesc,
    ).toContain("archived");
  });
});
