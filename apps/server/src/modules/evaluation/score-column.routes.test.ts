import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
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
import { bearer } from "../../../test/sign-in.ts";
import { readSheetRows } from "../../platform/files/xlsx.ts";

useCollectionApp();

const DEFAULT = [
  { key: "rank", shown: true },
  { key: "total", shown: true },
  { key: "level", shown: true },
];
const save = (token: string, columns: unknown, indicatorIds?: unknown) =>
  post(token, "/v3/scoreColumnSettings/save", { columns, indicatorIds });

describe("the score column setting", () => {
  it("shows every column by default; a manager reorders and hides columns for the school's staff", async () => {
    expect(await data(get(leader, "/v3/scoreColumnSettings"))).toEqual({
      columns: DEFAULT,
      indicatorIds: [],
    });

    const chosen = [
      { key: "total", shown: true },
      { key: "level", shown: false },
      { key: "rank", shown: true },
    ];
    // A class teacher without evaluation.manage may read but not change it.
    const refused = await save(leader, chosen);
    expect(refused.status).toBe(403);
    expect(await data(get(leader, "/v3/scoreColumnSettings"))).toEqual({
      columns: DEFAULT,
      indicatorIds: [],
    });

    expect(await data(save(admin, chosen))).toEqual({ columns: chosen, indicatorIds: [] });
    expect(await data(get(leader, "/v3/scoreColumnSettings"))).toEqual({ columns: chosen, indicatorIds: [] });
    // Saved again: changed in place.
    const again = [chosen[2], chosen[0], { key: "level", shown: true }];
    expect(await data(save(admin, again))).toEqual({ columns: again, indicatorIds: [] });
    expect(await data(get(admin, "/v3/scoreColumnSettings"))).toEqual({ columns: again, indicatorIds: [] });

    // Another school keeps the default.
    expect(await data(get(middleAdmin, "/v3/scoreColumnSettings"))).toEqual({
      columns: DEFAULT,
      indicatorIds: [],
    });
    // Parents see no staff settings; without a token nobody does.
    const parent = await parentOf(myClass[0].id);
    expect((await get(parent, "/v3/scoreColumnSettings")).status).toBe(403);
    const anonymous = await t.call({ method: "GET", url: "/api/v3/scoreColumnSettings" });
    expect(anonymous.status).toBe(401);
  });

  it("refuses a list that misses, repeats or invents a column, and changes nothing", async () => {
    const before = await data(get(admin, "/v3/scoreColumnSettings"));
    const bad = [
      [{ key: "total", shown: true }],
      [
        { key: "total", shown: true },
        { key: "total", shown: false },
        { key: "rank", shown: true },
      ],
      [
        { key: "total", shown: true },
        { key: "rank", shown: true },
        { key: "grade", shown: true },
      ],
      "rank,total",
    ];
    for (const columns of bad) {
      const r = await save(admin, columns);
      expect(r.status, JSON.stringify(columns)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    expect(await data(get(admin, "/v3/scoreColumnSettings"))).toEqual(before);
  });
});

describe("indicator score columns", () => {
  it("the ranked list and its export show the chosen indicators' scores, in order, for the model listed", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Columns ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const other = await data(
      post(admin, "/v3/target/add", { name: `Other ${Math.random()}`, indicators: tree }),
    );
    const otherIds = idsByName(await data(get(admin, `/v3/target/detail?id=${other.id}`)));
    const { form, sceneId, taskId } = await evidence();
    const rule = (indicatorId: number, name: string, config: Record<string, unknown>) =>
      data(post(admin, "/v3/computeRule/save", { modelId: model.id, indicatorId, name, config }));
    await rule(ids.Reading, "Minutes", { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 });
    await rule(ids["Volunteer service"], "Seven per log", { sceneId, kind: "fixed", points: 7 });
    const [a, b] = myClass;
    await fill(form, taskId, [a.id], 23, "40");
    await fill(form, taskId, [b.id], 24, "12");

    const columns = [
      { key: "rank", shown: true },
      { key: "total", shown: false },
      { key: "level", shown: true },
    ];
    // Another school's indicator, or one that does not exist, refuses the whole save.
    const middleModel = await data(
      post(middleAdmin, "/v3/target/add", { name: `Middle ${Math.random()}`, indicators: tree }),
    );
    const middleIds = idsByName(await data(get(middleAdmin, `/v3/target/detail?id=${middleModel.id}`)));
    for (const bad of [[ids.Reading, middleIds.Reading], [999_999_999], [ids.Reading, ids.Reading]]) {
      const r = await save(admin, columns, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await data(get(admin, "/v3/scoreColumnSettings"))).indicatorIds).toEqual([]);

    const picked = [ids.Reading, otherIds.Moral, ids["Volunteer service"]];
    expect(await data(save(admin, columns, picked))).toEqual({ columns, indicatorIds: picked });
    // Saved without indicators: the indicator columns stay.
    expect((await data(save(admin, columns))).indicatorIds).toEqual(picked);

    const q = `modelId=${model.id}&classId=${a.classId}`;
    const list = await data(get(leader, `/v3/summary/overallList?${q}&size=200`));
    // Only this model's indicators, in the chosen order.
    expect(list.indicators).toEqual([
      { indicatorId: ids.Reading, name: "Reading", level: 2, maxScore: 50 },
      { indicatorId: ids["Volunteer service"], name: "Volunteer service", level: 2, maxScore: 30 },
    ]);
    const byId = (id: number) => list.list.find((s: { studentId: number }) => s.studentId === id);
    expect(byId(a.id).indicatorScores).toEqual([40, 7]);
    expect(byId(b.id).indicatorScores).toEqual([12, 7]);
    expect(byId(myClass[2].id).indicatorScores).toEqual([null, null]);
    // The other model's list shows its own chosen indicator.
    const otherList = await data(
      get(leader, `/v3/summary/overallList?modelId=${other.id}&classId=${a.classId}`),
    );
    expect(otherList.indicators.map((i: { name: string }) => i.name)).toEqual(["Moral"]);
    expect(otherList.list[0].indicatorScores).toEqual([null]);

    const file = await t.call({
      method: "GET",
      url: `/api/v3/summary/overallList/export?${q}&size=1`,
      headers: bearer(leader, EN),
    });
    expect(file.status).toBe(200);
    expect(file.res.headers["content-type"]).toContain("spreadsheetml");
    const rows = await readSheetRows(file.res.rawPayload);
    // Rank first as the setting puts it; the hidden total is left out; every row, not one page.
    expect(rows[0]).toEqual(["Rank", "Name", "Student No.", "Class", "Band", "Reading", "Volunteer service"]);
    expect(rows).toHaveLength(myClass.length + 1);
    expect(rows[1].slice(0, 2)).toEqual(["1", a.name]);
    expect(rows[1].slice(5)).toEqual(["40", "7"]);
    expect(rows[2].slice(5)).toEqual(["12", "7"]);
    expect(rows[3].slice(5)).toEqual(["", ""]);
    // A teacher is held to their classes (naming none, they get the one they teach; a grade is refused);
    // another school does not see the model.
    expect((await get(leader, `/v3/summary/overallList/export?modelId=${model.id}`)).status).toBe(200);
    const grade = await get(
      leader,
      `/v3/summary/overallList/export?modelId=${model.id}&gradeId=${a.classId}`,
    );
    expect(grade.status).toBe(403);
    expect((await get(middleAdmin, `/v3/summary/overallList/export?modelId=${model.id}`)).status).toBe(404);

    // A deleted indicator drops out of the setting.
    await data(post(admin, "/v3/target/delete", { id: other.id }));
    expect((await data(get(admin, "/v3/scoreColumnSettings"))).indicatorIds).toEqual([
      ids.Reading,
      ids["Volunteer service"],
    ]);
  });
});
