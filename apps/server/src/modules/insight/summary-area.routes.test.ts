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
import { evidence, fill, idsByName, tree } from "../../../test/evaluation-fixtures.ts";
import { signIn } from "../../../test/sign-in.ts";

useCollectionApp();

type SchoolRow = { schoolName: string; copied: boolean; students: number; scored: number; termName: string };
type Averages = { schoolName: string; averages: { indicatorId: number; average: number }[] };
type Levels = { schoolName: string; students: number; counts: number[]; unscored: number };

describe("area summaries across schools", () => {
  it("GET /v3/summary/area/* averages, bands and counts each school's copy of a pushed model from submitted values", async () => {
    const areaModel = await data(
      post(area, "/v3/target/add", { name: `Area growth ${Math.random()}`, indicators: tree }),
    );
    const areaIds = idsByName(await data(get(area, `/v3/target/detail?id=${areaModel.id}`)));
    await data(post(area, "/region/targetModel/push", { id: areaModel.id }));
    const copy = (await data(get(admin, "/v3/target/list?size=100"))).list.find(
      (m: { pushed: boolean }) => m.pushed,
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${copy.id}`)));
    const { form, sceneId, taskId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: copy.id,
        indicatorId: ids.Reading,
        name: "Minutes",
        config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
      }),
    );
    const [a, b] = myClass;
    await fill(form, taskId, [a.id], 23, "40");
    await fill(form, taskId, [b.id], 23, "10");
    const primaryStudents = (await data(get(admin, "/v3/stu/page?size=1"))).total as number;
    const middleStudents = (await data(get(middleAdmin, "/v3/stu/page?size=1"))).total as number;
    const q = `modelId=${areaModel.id}`;

    const schools = (await data(get(area, `/v3/summary/area/schools?${q}&size=200`))).list as SchoolRow[];
    const primary = schools.find((s) => s.scored > 0);
    expect(primary).toMatchObject({ copied: true, students: primaryStudents, scored: 2 });
    expect(primary?.termName).toBeTruthy();
    expect(
      schools
        .filter((s) => s.copied)
        .map((s) => s.students)
        .sort((x, y) => x - y),
    ).toEqual([primaryStudents, middleStudents].sort((x, y) => x - y));
    const named = await data(
      get(area, `/v3/summary/area/schools?${q}&keyword=${encodeURIComponent(primary?.schoolName ?? "")}`),
    );
    expect(named.total).toBe(1);

    const averages = await data(get(area, `/v3/summary/area/averageTarget?${q}`));
    expect(averages.indicators.map((i: { name: string }) => i.name)).toEqual([
      "Moral",
      "Physical",
      "Volunteer service",
      "Reading",
    ]);
    const avgOf = (s: Averages | undefined, id: number) =>
      s?.averages.find((x) => x.indicatorId === id)?.average;
    const primaryAvg = (averages.schools as Averages[]).find((s) => s.schoolName === primary?.schoolName);
    // Reading: (40 + 10) over every student of the school; Physical sums its child, Moral has no score.
    const expected = Math.round((50 / primaryStudents) * 100) / 100;
    expect(avgOf(primaryAvg, areaIds.Reading)).toBeCloseTo(expected, 2);
    expect(avgOf(primaryAvg, areaIds.Physical)).toBeCloseTo(expected, 2);
    expect(avgOf(primaryAvg, areaIds.Moral)).toBe(0);
    const middleAvg = (averages.schools as Averages[]).find((s) => s.schoolName !== primary?.schoolName);
    expect(avgOf(middleAvg, areaIds.Reading)).toBe(0);

    const levels = await data(get(area, `/v3/summary/area/level?${q}`));
    expect(levels.bands).toEqual(["优秀", "良好", "合格", "待合格"]);
    const primaryLevels = (levels.schools as Levels[]).find((s) => s.schoolName === primary?.schoolName);
    // Totals 40 / 100 × 60 = 24 and 6: both below 合格.
    expect(primaryLevels).toMatchObject({
      students: primaryStudents,
      counts: [0, 0, 0, 2],
      unscored: primaryStudents - 2,
    });
    const middleLevels = (levels.schools as Levels[]).find((s) => s.schoolName !== primary?.schoolName);
    expect(middleLevels).toMatchObject({ counts: [0, 0, 0, 0], unscored: middleStudents });

    // Only area staff on the area's site; the area cannot name a school's own model.
    for (const token of [admin, leader, middleAdmin, await parentOf(a.id)]) {
      expect((await get(token, `/v3/summary/area/averageTarget?${q}`)).status).toBe(403);
      expect((await get(token, `/v3/summary/area/schools?${q}`)).status).toBe(403);
    }
    const outsider = (await signIn(t, "single.demo", "admin", 0)).token;
    expect((await get(outsider, `/v3/summary/area/level?${q}`)).status).toBe(403);
    expect((await get(area, `/v3/summary/area/level?modelId=${copy.id}`)).status).toBe(404);
  });
});
