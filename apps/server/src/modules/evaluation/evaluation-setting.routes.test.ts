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
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { evidence, fill, idsByName, scoresOf, tree } from "./evaluation.fixtures.ts";

useCollectionApp();

const saveSetting = (token: string, body: { currentModelId: number | null; showRanks: boolean }) =>
  post(token, "/v3/evaluation/setting/save", body);

describe("the school's current evaluation model", () => {
  it("scores, summaries and the passport show the model the school chose, not its oldest", async () => {
    const own = await data(post(admin, "/v3/target/add", { name: "Our own model", indicators: tree }));
    const areaModel = await data(
      post(area, "/v3/target/add", {
        name: `Area model ${Math.random()}`,
        indicators: [{ key: "a", parentKey: null, name: "Area conduct", weight: 100, maxScore: 10 }],
      }),
    );
    await data(post(area, "/region/targetModel/push", { id: areaModel.id }));
    const pushed = (await data(get(admin, "/v3/target/list?size=100"))).list.find(
      (m: { pushed: boolean }) => m.pushed,
    );
    expect(pushed.id).toBeGreaterThan(own.id);

    // Nothing chosen yet: the oldest model.
    expect(await data(get(admin, "/v3/evaluation/setting"))).toEqual({
      currentModelId: null,
      effectiveModelId: own.id,
      showRanks: false,
    });
    const parent = await parentOf(myClass[0].id);
    expect((await scoresOf(parent)).modelId).toBe(own.id);

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
    await data(
      post(admin, "/v3/passport/model/save", {
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
