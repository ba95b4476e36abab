import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  otherClassId,
  post,
  type Student,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { passportOfYear } from "../../../test/demo-growth.ts";
import { idsByName, scoreOn, scoresOf, tree } from "../../../test/evaluation-fixtures.ts";
import { multipart, xlsxOf } from "../../../test/multipart.ts";
import { bearer, PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

const T = "/v3/course/act/practice/teacher";
const S = "/v3/course/act/practice/student";
const tokens = new Map<number, string>();
/** A student of the leader's class, signed in on a phone (once per test file). */
const tokenOf = async (s: Student) => {
  const known = tokens.get(s.id);
  if (known) return known;
  const { token } = await signIn(t, "primary.demo", s.account as string, 1, PHONE);
  tokens.set(s.id, token);
  return token;
};
const activity = async (patch: Record<string, unknown> = {}) =>
  (
    await data(
      post(admin, `${T}/addActivity`, {
        name: `Litter pick ${Math.random()}`,
        maxNum: 0,
        joinTimeType: 0,
        orgIds: [myClass[0].classId],
        ...patch,
      }),
    )
  ).id as number;
const detail = async (id: number) => data(get(admin, `${T}/detailActivity?id=${id}`));
const signUp = async (s: Student, activityId: number, headers: Record<string, string> = {}) =>
  post(await tokenOf(s), `${S}/signUp`, { activityId }, headers);
const quit = async (s: Student, activityId: number) =>
  post(await tokenOf(s), `${S}/quitActivity`, { activityId });

describe("practice activities: sign-up with a capacity (CONTRACT.md)", () => {
  it("30 students sign up at once for 10 places: exactly 10 placed, 20 get -2001", async () => {
    const id = await activity({ maxNum: 10 });
    const thirty = myClass.slice(0, 30);
    expect(thirty).toHaveLength(30);
    for (const s of thirty) await tokenOf(s);
    const answers = await Promise.all(thirty.map((s) => signUp(s, id, EN)));
    const placed = answers.filter((r) => r.body.success);
    const full = answers.filter((r) => !r.body.success);
    expect(placed).toHaveLength(10);
    expect(full).toHaveLength(20);
    for (const r of full) {
      expect(r.status).toBe(200);
      expect(r.body.errorCode).toBe(-2001);
      expect(r.body.errorDesc).toContain("full");
    }
    expect(await detail(id)).toMatchObject({ id, maxNum: 10, joinedNum: 10 });
    const users = await data(get(admin, `${T}/pageUserScore?activityId=${id}&size=50`));
    expect(users.total).toBe(10);
    const zh = await signUp(thirty[answers.findIndex((r) => !r.body.success)], id);
    expect(zh.body.errorDesc).toBe("活动名额已满");
  }, 120_000);

  it("a repeated sign-up succeeds and changes nothing, even when full; quitting frees the place", async () => {
    const id = await activity({ maxNum: 2 });
    const [a, b, c] = myClass;
    expect((await signUp(a, id)).body.success).toBe(true);
    expect((await signUp(b, id)).body.success).toBe(true);
    const again = await signUp(a, id);
    expect(again.body).toMatchObject({ success: true, data: null });
    expect((await detail(id)).joinedNum).toBe(2);
    expect((await signUp(c, id)).body.errorCode).toBe(-2001);
    expect((await data(quit(a, id))) === null).toBe(true);
    expect((await detail(id)).joinedNum).toBe(1);
    expect((await signUp(c, id)).body.success).toBe(true);
    expect((await detail(id)).joinedNum).toBe(2);
    // Quitting what one has not joined is refused and changes nothing.
    const notIn = await quit(a, id);
    expect(notIn.status).toBe(400);
    expect((await detail(id)).joinedNum).toBe(2);
    // The student's lists: c has joined it, a may join it (but it is full).
    const joined = await data(get(await tokenOf(c), "/app/course/act/practice/pageJoinActivity?size=200"));
    expect(joined.list.some((x: { id: number }) => x.id === id)).toBe(true);
    const may = await data(get(await tokenOf(a), "/app/course/act/practice/pageCanJoinActivity?size=200"));
    expect(may.list.find((x: { id: number }) => x.id === id)).toMatchObject({
      joined: false,
      refusal: "full",
    });
  });

  it("a student outside the activity's org units gets 403 and nothing changes", async () => {
    const id = await activity({ orgIds: [otherClassId] });
    const r = await signUp(myClass[0], id);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 403 });
    expect((await detail(id)).joinedNum).toBe(0);
    const may = await data(
      get(await tokenOf(myClass[0]), "/app/course/act/practice/pageCanJoinActivity?size=200"),
    );
    expect(may.list.some((x: { id: number }) => x.id === id)).toBe(false);
  });

  it("a new type-1 activity starts closed; the teacher opens and closes it", async () => {
    const id = await activity({ joinTimeType: 1 });
    expect(await detail(id)).toMatchObject({ opened: false, joinable: false });
    const closed = await signUp(myClass[0], id, EN);
    expect(closed.status).toBe(400);
    expect(closed.body.errorDesc).toBe("the activity is not open for sign-up");
    await data(post(admin, `${T}/openActivity`, { id }));
    expect((await signUp(myClass[0], id)).body.success).toBe(true);
    await data(post(admin, `${T}/closeActivity`, { id }));
    expect((await signUp(myClass[1], id)).status).toBe(400);
    expect((await detail(id)).joinedNum).toBe(1);
    // Only type 1 opens by hand.
    const always = await activity();
    expect((await post(admin, `${T}/openActivity`, { id: always })).status).toBe(400);
  });

  it("a type-2 activity takes sign-ups only inside its range, refusing with the reason", async () => {
    const past = await activity({
      joinTimeType: 2,
      joinStart: "2000-01-01 08:00",
      joinEnd: "2000-01-02 08:00",
    });
    const ended = await signUp(myClass[0], past, EN);
    expect(ended.status).toBe(400);
    expect(ended.body.errorDesc).toBe("sign-up closed at 2000-01-02 08:00");
    const later = await activity({
      joinTimeType: 2,
      joinStart: "2999-01-01 08:00",
      joinEnd: "2999-01-02 08:00",
    });
    expect((await signUp(myClass[0], later, EN)).body.errorDesc).toBe("sign-up opens at 2999-01-01 08:00");
    const now = await activity({
      joinTimeType: 2,
      joinStart: "2000-01-01 08:00",
      joinEnd: "2999-01-02 08:00",
    });
    expect((await signUp(myClass[0], now)).body.success).toBe(true);
  });

  it("bad input answers in the envelope and changes nothing", async () => {
    const before = (await data(get(admin, `${T}/pageActivity?size=1`))).total;
    const noRange = await post(admin, `${T}/addActivity`, {
      name: "x",
      maxNum: 5,
      joinTimeType: 2,
      orgIds: [myClass[0].classId],
    });
    expect(noRange.status).toBe(400);
    expect(noRange.body.errorCode).toBe(-1);
    const negative = await post(admin, `${T}/addActivity`, {
      name: "x",
      maxNum: -1,
      joinTimeType: 0,
      orgIds: [1],
    });
    expect(negative.status).toBe(400);
    const strangers = await post(admin, `${T}/addActivity`, {
      name: "x",
      maxNum: 1,
      joinTimeType: 0,
      orgIds: [999999],
    });
    expect(strangers.status).toBe(400);
    expect((await data(get(admin, `${T}/pageActivity?size=1`))).total).toBe(before);
    expect((await post(await tokenOf(myClass[0]), `${S}/signUp`, { activityId: "x" })).status).toBe(400);
    expect((await post(await tokenOf(myClass[0]), `${S}/signUp`, { activityId: 99999999 })).status).toBe(404);
    // Fewer places than those taken: refused, the activity as it was.
    const id = await activity({ maxNum: 3 });
    await data(signUp(myClass[0], id));
    await data(signUp(myClass[1], id));
    const d = await detail(id);
    const shrink = await post(admin, `${T}/addActivity`, { ...d, id, maxNum: 1, orgIds: d.orgIds }, EN);
    expect(shrink.status).toBe(400);
    expect(shrink.body.errorDesc).toBe("the places cannot be fewer than the 2 students signed up");
    expect((await detail(id)).maxNum).toBe(3);
  });

  it("teacher routes refuse students and teachers without practice.manage", async () => {
    const student = await tokenOf(myClass[0]);
    expect(
      (await post(student, `${T}/addActivity`, { name: "x", maxNum: 1, joinTimeType: 0, orgIds: [1] }))
        .status,
    ).toBe(403);
    expect((await get(student, `${T}/pageActivity`)).status).toBe(403);
    expect((await get(leader, `${T}/pageActivity`)).status).toBe(403);
    expect((await get(leader, `${T}/listOrgTreeBean`)).status).toBe(403);
    expect((await post(admin, `${S}/signUp`, { activityId: 1 })).status).toBe(403);
  });

  it("lists the org tree, tasks, who may still join, and removes an activity", async () => {
    const orgTree = await data(get(admin, `${T}/listOrgTreeBean`));
    const grade = orgTree.find((g: { children: { id: number }[] }) =>
      g.children.some((c) => c.id === myClass[0].classId),
    );
    expect(grade.kind).toBe("grade");
    const id = await activity({
      orgIds: [grade.id],
      tasks: [{ name: "Pick up litter" }, { name: "Write it up", content: "200 words" }],
    });
    const tasks = await data(get(admin, `${T}/pageTask?activityId=${id}`));
    expect(tasks.list.map((x: { name: string }) => x.name)).toEqual(["Pick up litter", "Write it up"]);
    await data(signUp(myClass[0], id));
    const can = await data(get(admin, `${T}/pageCanJoinUser?activityId=${id}&size=200`));
    expect(can.list.some((s: { studentId: number }) => s.studentId === myClass[0].id)).toBe(false);
    expect(can.list.some((s: { studentId: number }) => s.studentId === myClass[1].id)).toBe(true);
    const chart = await data(get(admin, `${T}/getActivityChart?activityId=${id}`));
    expect(chart.byClass.find((c: { orgId: number }) => c.orgId === myClass[0].classId)).toMatchObject({
      eligible: myClass.length,
      joined: 1,
      scored: 0,
    });
    await data(post(admin, `${T}/removeActivity`, { id }));
    expect((await get(admin, `${T}/detailActivity?id=${id}`)).status).toBe(404);
  });
});

describe("the demo's practice activities", () => {
  it("every demo school has activities with sign-ups and scores", async () => {
    for (const domain of ["primary.demo", "middle.demo", "single.demo"]) {
      const token = domain === "primary.demo" ? admin : (await signIn(t, domain, "admin", 0)).token;
      const list = (await data(get(token, `${T}/pageActivity?size=100&sortField=name&sortOrder=ascend`)))
        .list;
      const cleanUp = list.find((a: { name: string }) => a.name === "校园清洁志愿服务");
      expect(cleanUp, domain).toMatchObject({ maxNum: 20, joinedNum: 12, scoredNum: 8 });
      expect(list.find((a: { name: string }) => a.name === "社区图书馆整理日")).toMatchObject({
        joinTimeType: 1,
        opened: true,
        joinedNum: 10,
      });
    }
  });
});

describe("practice scores", () => {
  it("scores one by one, in batch (all or none) and from an .xlsx sheet", async () => {
    const id = await activity();
    const [a, b, c, d] = myClass;
    for (const s of [a, b, c]) await data(signUp(s, id));
    await data(
      post(admin, `${T}/addUserScore`, { activityId: id, studentId: a.id, score: 88.5, comment: "good" }),
    );
    const refused = await post(admin, `${T}/batchAddUserScore`, {
      activityId: id,
      scores: [
        { studentId: b.id, score: 70 },
        { studentId: d.id, score: 60 },
      ],
    });
    expect(refused.status).toBe(400);
    const none = await data(get(admin, `${T}/pageUserScore?activityId=${id}&scored=true`));
    expect(none.list.map((s: { studentId: number }) => s.studentId)).toEqual([a.id]);
    expect(
      (await post(admin, `${T}/addUserScore`, { activityId: id, studentId: b.id, score: 101 })).status,
    ).toBe(400);

    const upload = async (rows: (string | number | null)[][]) => {
      const { payload, headers } = multipart(await xlsxOf(rows), {}, "scores.xlsx");
      return t.call({
        method: "POST",
        url: `/api${T}/batchAddUserScore/xlsx?activityId=${id}`,
        payload,
        headers: { ...headers, ...bearer(admin), ...EN },
      });
    };
    const numberOf = async (s: Student) =>
      (await data(get(admin, `${T}/pageCanJoinUser?activityId=${id}&size=200`))).list.find(
        (x: { studentId: number }) => x.studentId === s.id,
      )?.studentNo as string;
    const users = (await data(get(admin, `${T}/pageUserScore?activityId=${id}&size=50`))).list as {
      studentId: number;
      studentNo: string;
    }[];
    const no = (s: Student) => users.find((u) => u.studentId === s.id)?.studentNo as string;
    const bad = await upload([
      ["学号", "成绩"],
      [no(b), 75],
      [await numberOf(d), 80],
      [no(c), "abc"],
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.data.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [3, "notParticipant"],
      [4, "badScore"],
    ]);
    expect((await data(get(admin, `${T}/getActivityScoreDetail?activityId=${id}`))).scoredNum).toBe(1);
    const good = await upload([
      ["Student no.", "Score", "Comment"],
      [no(b), 75],
      [no(c), 92.25, "excellent"],
    ]);
    expect(good.body).toMatchObject({ success: true, data: { saved: 2 } });
    expect(await data(get(admin, `${T}/getActivityScoreDetail?activityId=${id}`))).toMatchObject({
      joinedNum: 3,
      scoredNum: 3,
      max: 92.25,
      min: 75,
    });
    const chart = await data(get(admin, `${T}/getActivityChart?activityId=${id}`));
    expect(chart.bands).toEqual([
      { band: "0-59", count: 0 },
      { band: "60-69", count: 0 },
      { band: "70-79", count: 1 },
      { band: "80-89", count: 1 },
      { band: "90-100", count: 1 },
    ]);
    // A scored participant may not quit.
    expect((await quit(a, id)).status).toBe(400);
    const mine = await data(get(await tokenOf(c), "/app/course/act/practice/pageJoinActivity?size=200"));
    expect(mine.list.find((x: { id: number }) => x.id === id)).toMatchObject({ joined: true, score: 92.25 });
  });

  it("a compute rule reads practice scores as a data source, and the passport shows them", async () => {
    const [a, b] = myClass.slice(-2);
    const first = await activity();
    const second = await activity();
    for (const s of [a, b]) await data(signUp(s, first));
    await data(signUp(a, second));
    await data(
      post(admin, `${T}/batchAddUserScore`, {
        activityId: first,
        scores: [
          { studentId: a.id, score: 80 },
          { studentId: b.id, score: 60 },
        ],
      }),
    );
    await data(post(admin, `${T}/addUserScore`, { activityId: second, studentId: a.id, score: 10 }));

    const sources = await data(get(admin, "/v3/computeRule/sources", EN));
    expect(sources).toEqual([{ key: "practice.score", name: "Practice activity scores" }]);
    const model = await data(
      post(admin, "/v3/target/add", { name: `Practice ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Practice ${Math.random()}` }));
    const rule = (source: string) => ({
      modelId: model.id,
      indicatorId: ids.Reading,
      name: "Practice",
      config: { sceneId, kind: "fixed", source, aggregate: "sum", scale: 0.5 },
    });
    const unknown = await post(admin, "/v3/computeRule/save", rule("nothing.here"), EN);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDesc).toBe("there is no data source nothing.here");
    await data(post(admin, "/v3/computeRule/save", rule("practice.score")));
    const { term } = await data(get(admin, "/v3/term/current"));
    await data(post(admin, "/v3/computeRule/batchExecute", { modelId: model.id, termId: term.id }));
    await t.app.jobs.drain();
    // Sum of a's scores 80 + 10 = 90, × 0.5 = 45; b's 60 × 0.5 = 30 (Reading's maximum is 50).
    expect(scoreOn(await scoresOf(admin, a.id, model.id), "Reading")).toBe(45);
    expect(scoreOn(await scoresOf(admin, b.id, model.id), "Reading")).toBe(30);

    // The passport of the current year, with this model's radar, shows it.
    const years: { id: number }[] = await data(get(admin, "/v3/schoolYear/list"));
    const year = years.find((y) => y.id === term.schoolYearId) as { id: number };
    const old = await passportOfYear(admin, year.id);
    if (old !== undefined) await data(post(admin, "/v3/passport/model/delete", { id: old }));
    await data(
      post(admin, "/v3/passport/model/save", {
        name: "Passport",
        schoolYearId: year.id,
        units: [{ key: "r", kind: "radar", title: "Radar", modelId: model.id }],
      }),
    );
    const passport = await data(get(leader, `/v3/passport/data?studentId=${a.id}`, EN));
    const radar = passport.units.find((u: { kind: string }) => u.kind === "radar");
    expect(radar.indicators).toContainEqual({ name: "Physical", maxScore: 100, score: 45, scored: true });
  });
});
