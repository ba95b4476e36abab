import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  admin,
  area,
  data,
  get,
  leader,
  middleAdmin,
  myClass,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { passportOfYear } from "../../../test/demo-growth.ts";
import { evidence, fill, idsByName, scoresOf, tree } from "../../../test/evaluation-fixtures.ts";
import { signIn } from "../../../test/sign-in.ts";

useCollectionApp();

const saveSetting = (token: string, body: { currentModelId: number | null; showRanks: boolean }) =>
  post(token, "/v3/evaluation/setting/save", body);

describe("the school's current evaluation model", () => {
  it("scores, summaries and the passport show the model the school chose, not its oldest", async () => {
    // The oldest is the demo's model (the area's, pushed when the school was seeded).
    const oldest = Math.min(
      ...(await data(get(admin, "/v3/target/list?size=100"))).list.map((m: { id: number }) => m.id),
    );
    const own = await data(post(admin, "/v3/target/add", { name: "Our own model", indicators: tree }));
    const areaName = `Area model ${Math.random()}`;
    const areaModel = await data(
      post(area, "/v3/target/add", {
        name: areaName,
        indicators: [{ key: "a", parentKey: null, name: "Area conduct", weight: 100, maxScore: 10 }],
      }),
    );
    await data(post(area, "/region/targetModel/push", { id: areaModel.id }));
    const pushed = (await data(get(admin, "/v3/target/list?size=100"))).list.find(
      (m: { pushed: boolean; name: string }) => m.pushed && m.name === areaName,
    );
    expect(pushed.id).toBeGreaterThan(own.id);
    expect(own.id).toBeGreaterThan(oldest);

    // Nothing chosen yet: the oldest model.
    expect(await data(get(admin, "/v3/evaluation/setting"))).toEqual({
      currentModelId: null,
      effectiveModelId: oldest,
      showRanks: false,
    });
    const parent = await parentOf(myClass[0].id);
    expect((await scoresOf(parent)).modelId).toBe(oldest);

    expect((await saveSetting(leader, { currentModelId: pushed.id, showRanks: false })).status).toBe(403);
    expect((await saveSetting(middleAdmin, { currentModelId: pushed.id, showRanks: false })).status).toBe(
      404,
    );
    const saved = await data(saveSetting(admin, { currentModelId: pushed.id, showRanks: false }));
    expect(saved).toMatchObject({ currentModelId: pushed.id, effectiveModelId: pushed.id });

    expect((await scoresOf(parent)).modelId).toBe(pushed.id);
    expect((await scoresOf(parent)).indicators.map((i: { name: string }) => i.name)).toEqual([
      "Area conduct",
    ]);
    const classId = myClass[0].classId;
    expect((await data(get(leader, `/v3/summary/level?classId=${classId}`))).modelId).toBe(pushed.id);
    expect((await data(get(leader, `/v3/summary/radarMap?classId=${classId}`))).modelId).toBe(pushed.id);
    // Naming a model still shows that one.
    expect((await scoresOf(parent, undefined, own.id)).modelId).toBe(own.id);

    const { term } = await data(get(admin, "/v3/term/current"));
    // The year's passport (the demo's) becomes one radar unit on the current model.
    await data(
      post(admin, "/v3/passport/model/save", {
        id: await passportOfYear(admin, term.schoolYearId),
        name: "Passport",
        schoolYearId: term.schoolYearId,
        units: [{ key: "r", kind: "radar", title: "Radar", modelId: null }],
      }),
    );
    const passport = await data(get(parent, `/v3/passport/data?studentId=${myClass[0].id}`));
    expect(passport.units[0].indicators.map((i: { name: string }) => i.name)).toEqual(["Area conduct"]);
    // Another school is unaffected.
    expect((await data(get(middleAdmin, "/v3/evaluation/setting"))).currentModelId).toBeNull();
  });
});

describe("ranks for students and parents", () => {
  it("are hidden by default, shown once the school turns them on; staff always see them", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Ranked ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: ids.Reading,
        name: "Minutes",
        config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
      }),
    );
    const [a, b] = myClass;
    await fill(form, taskId, [a.id], 23, "20");
    await fill(form, taskId, [b.id], 23, "40");
    await data(saveSetting(admin, { currentModelId: model.id, showRanks: false }));
    const parent = await parentOf(a.id);

    expect((await scoresOf(parent)).ranks).toBeNull();
    expect((await scoresOf(admin, a.id)).ranks).toMatchObject({ classRank: 2, classSize: myClass.length });
    expect((await scoresOf(leader, b.id)).ranks).toMatchObject({ classRank: 1 });

    await data(saveSetting(admin, { currentModelId: model.id, showRanks: true }));
    const shown = (await scoresOf(parent)).ranks;
    expect(shown).toMatchObject({ classRank: 2, classSize: myClass.length, gradeRank: 2 });
    expect(shown.gradeSize).toBeGreaterThanOrEqual(myClass.length);
  });
});

/** A primary-school teacher signed in with a custom role holding just these codes. */
const teacherWith = async (login: string, codes: string[]) => {
  const teacher = await signIn(t, "primary.demo", login, 0);
  const role = await data(post(admin, "/v3/teaRole/add", { name: `${login} ${codes.join(" ")}`, codes }));
  await data(post(admin, "/v3/teaRole/assign", { teacherId: teacher.user.id, roleIds: [role.id] }));
  return teacher.token;
};
const codesOf = async (token: string): Promise<string[]> =>
  (await data(post(token, "/center/permissions/getUserInfo", {}))).codes;

describe("the passport's other settings (SPEC 6 OtherSet, OtherSetStuCodeSync)", () => {
  it("lets a teacher whose role holds only OtherSet save the settings, and refuses one without it", async () => {
    const setter = await teacherWith("t006", ["OtherSet"]);
    const syncer = await teacherWith("t007", ["OtherSetStuCodeSync"]);
    expect(await codesOf(setter)).toEqual(expect.arrayContaining(["OtherSet"]));
    expect(await codesOf(setter)).not.toContain("OtherSetStuCodeSync");
    expect(await codesOf(syncer)).toEqual(expect.arrayContaining(["OtherSetStuCodeSync"]));
    expect(await codesOf(syncer)).not.toContain("OtherSet");
    expect(await codesOf(admin)).toEqual(expect.arrayContaining(["OtherSet", "OtherSetStuCodeSync"]));

    const before = await data(get(admin, "/v3/evaluation/setting"));
    const refused = await saveSetting(syncer, { currentModelId: before.currentModelId, showRanks: true });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(403);
    expect((await data(get(admin, "/v3/evaluation/setting"))).showRanks).toBe(before.showRanks);

    const next = !before.showRanks;
    const saved = await data(saveSetting(setter, { currentModelId: before.currentModelId, showRanks: next }));
    expect(saved.showRanks).toBe(next);
    expect((await data(get(admin, "/v3/evaluation/setting"))).showRanks).toBe(next);
    // OtherSet opens the settings only, not the sync.
    expect((await post(setter, "/v3/passport/stuCode/sync", {})).status).toBe(403);
  });

  it("syncs student numbers to their normal form, once, for the caller's school only", async () => {
    const syncer = (await signIn(t, "primary.demo", "t007", 0)).token;
    const none = await t.call({ method: "POST", url: "/api/v3/passport/stuCode/sync" });
    expect(none.body.errorCode).toBe("MISTOKEN");
    expect((await post(leader, "/v3/passport/stuCode/sync", {})).status).toBe(403);

    const db = t.database.db;
    const setNo = (id: number, no: string) =>
      db.execute(sql`update student set student_no = ${no} where id = ${id}`);
    const noOf = async (id: number) =>
      (
        (await db.execute(sql`select student_no from student where id = ${id}`)).rows[0] as {
          student_no: string;
        }
      ).student_no;
    const [a, b, c, d] = myClass;
    await setNo(a.id, "ＳＹＮＣ－１ ");
    await setNo(b.id, "SYNC-2");
    await setNo(c.id, "ｓｙｎｃ－２".toUpperCase());
    await setNo(d.id, "ＳＹＮＣ長");
    const middle = (await data(get(middleAdmin, "/v3/stu/page?size=1"))).list[0];
    await setNo(middle.id, "ＳＹＮＣ－９");

    const first = await data(post(syncer, "/v3/passport/stuCode/sync", {}));
    expect(first.updated).toBe(1);
    expect(first.checked).toBeGreaterThanOrEqual(myClass.length);
    expect(first.conflicts).toEqual(
      expect.arrayContaining([
        { studentId: c.id, name: c.name, studentNo: "ＳＹＮＣ－２", wanted: "SYNC-2" },
        { studentId: d.id, name: d.name, studentNo: "ＳＹＮＣ長", wanted: "SYNC長" },
      ]),
    );
    expect(await noOf(a.id)).toBe("SYNC-1");
    expect(await noOf(b.id)).toBe("SYNC-2");
    expect(await noOf(c.id)).toBe("ＳＹＮＣ－２");
    expect(await noOf(middle.id)).toBe("ＳＹＮＣ－９");
    const listed = (await data(get(leader, "/v3/stu/page?size=200"))).list.find(
      (s: { id: number }) => s.id === a.id,
    );
    expect(listed.studentNo).toBe("SYNC-1");

    const again = await data(post(admin, "/v3/passport/stuCode/sync", {}));
    expect(again.updated).toBe(0);
    expect(again.conflicts).toHaveLength(2);
  });
});
