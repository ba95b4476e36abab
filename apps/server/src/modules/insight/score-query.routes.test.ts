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
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { evidence, fill, idsByName, tree } from "../../../test/evaluation-fixtures.ts";
import { bearer, PHONE, signIn } from "../../../test/sign-in.ts";
import { readSheetRows } from "../../platform/files/xlsx.ts";

useCollectionApp();

type Row = { studentId: number; score: number; band: string | null; rank: number; scored: boolean };
type Rule = { ruleId: number; ruleName: string; sum: number; entries: number; scoredStudents: number };

describe("scores by condition and rule sums", () => {
  it("filters one indicator's scores, ranks and exports them, sums each rule; only the caller's classes", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Query ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    const rule = (indicatorId: number, name: string, config: Record<string, unknown>) =>
      data(post(admin, "/v3/computeRule/save", { modelId: model.id, indicatorId, name, config }));
    const minutes = await rule(ids.Reading, "Minutes read", {
      sceneId,
      kind: "item",
      itemId: String(form.ids.Minutes),
      scale: 1,
    });
    const fixed = await rule(ids["Volunteer service"], "Seven per log", {
      sceneId,
      kind: "fixed",
      points: 7,
    });
    const [a, b, c] = myClass;
    await fill(form, taskId, [a.id], 23, "40");
    await fill(form, taskId, [b.id], 23, "12");
    await fill(form, taskId, [c.id], 24, "25");

    // The leader's class by default (their only class): every student, highest Reading score first.
    const base = `/v3/target/scoreByCondition?indicatorId=${ids.Reading}`;
    const all = await data(get(leader, `${base}&size=200`));
    expect(all).toMatchObject({
      indicatorName: "Reading",
      maxScore: 50,
      modelId: model.id,
      total: myClass.length,
    });
    expect(all.list.slice(0, 3).map((r: Row) => [r.studentId, r.score, r.rank])).toEqual([
      [a.id, 40, 1],
      [c.id, 25, 2],
      [b.id, 12, 3],
    ]);
    expect(all.list[3]).toMatchObject({ score: 0, scored: false, rank: 4 });

    // Range, band, ascending order and paging.
    const ranged = await data(get(leader, `${base}&min=12&max=30&order=asc`));
    expect(ranged.list.map((r: Row) => r.studentId)).toEqual([b.id, c.id]);
    expect(ranged.list.map((r: Row) => r.rank)).toEqual([3, 2]);
    const paged = await data(get(leader, `${base}&min=1&size=1&page=2`));
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.list.map((r: Row) => r.studentId)).toEqual([c.id]);
    expect((await data(get(leader, `${base}&min=1&size=2&page=9`))).total).toBe(3);
    const band = all.list[0].band as string;
    expect(band).toBeTruthy();
    const banded = await data(get(leader, `${base}&band=${encodeURIComponent(band)}&size=200`));
    expect(banded.list.length).toBeGreaterThan(0);
    expect(banded.list.every((r: Row) => r.band === band)).toBe(true);
    const named = await data(get(leader, `${base}&keyword=${encodeURIComponent(a.name)}`));
    expect(named.list.map((r: Row) => r.studentId)).toContain(a.id);
    expect((await get(leader, `${base}&min=30&max=10`)).status).toBe(400);

    // Staff see the school; the class leader is held to their class.
    const school = await data(get(admin, `${base}&min=1&size=200`));
    expect(school.list.map((r: Row) => r.score)).toEqual([40, 25, 12]);
    expect((await data(get(admin, `${base}&size=1`))).total).toBeGreaterThan(myClass.length);
    expect((await data(get(admin, `${base}&classId=${otherClassId}&min=1`))).total).toBe(0);
    expect((await get(leader, `${base}&classId=${otherClassId}`)).status).toBe(403);
    expect((await get(middleAdmin, base)).status).toBe(404);
    const parent = await parentOf(a.id);
    expect((await get(parent, base)).status).toBe(403);
    const student = (await signIn(t, "primary.demo", myClass[2].account as string, 1, PHONE)).token;
    expect((await get(student, base)).status).toBe(403);
    expect((await get(parent, `/v3/target/ruleSumScore?modelId=${model.id}`)).status).toBe(403);

    // The export: the filtered rows, every page, with labels in the asked language.
    const exported = await t.call({
      method: "GET",
      url: `/api/v3/target/scoreByCondition/export?indicatorId=${ids.Reading}&min=1&size=1`,
      headers: bearer(leader, EN),
    });
    expect(exported.status).toBe(200);
    expect(exported.res.headers["content-type"]).toContain("spreadsheetml");
    const rows = await readSheetRows(exported.res.rawPayload);
    expect(rows[0]).toEqual([
      "Rank",
      "Name",
      "Student No.",
      "Class",
      "Indicator",
      "Score",
      "Full marks",
      "Band",
      "Term",
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4], r[5], r[6]])).toEqual([
      ["1", a.name, "Reading", "40", "50"],
      ["2", c.name, "Reading", "25", "50"],
      ["3", b.name, "Reading", "12", "50"],
    ]);
    expect(
      (await get(middleAdmin, `/v3/target/scoreByCondition/export?indicatorId=${ids.Reading}`)).status,
    ).toBe(404);
    // An indicator named like a formula is written as text.
    const risky = await data(
      post(admin, "/v3/target/add", {
        name: `Risky ${Math.random()}`,
        indicators: [{ key: "f", parentKey: null, name: "=SUM(A1:A9)", weight: 100, maxScore: 10 }],
      }),
    );
    const riskyId = (await data(get(admin, `/v3/target/detail?id=${risky.id}`))).indicators[0].id;
    const riskyFile = await t.call({
      method: "GET",
      url: `/api/v3/target/scoreByCondition/export?indicatorId=${riskyId}`,
      headers: bearer(leader),
    });
    const riskyRows = await readSheetRows(riskyFile.res.rawPayload);
    expect(riskyRows).toHaveLength(myClass.length + 1);
    expect(riskyRows[0][0]).toBe("排名");
    expect(riskyRows[1][4]).toBe("'=SUM(A1:A9)");

    // Rule sums: what each rule gave, in the leader's class and in the school.
    const sums = await data(get(leader, `/v3/target/ruleSumScore?modelId=${model.id}`));
    expect(sums.students).toBe(myClass.length);
    const byId = (list: Rule[], id: number) => list.find((r) => r.ruleId === id);
    expect(byId(sums.rules, minutes.id)).toMatchObject({
      ruleName: "Minutes read",
      sum: 77,
      entries: 3,
      scoredStudents: 3,
      average: 25.67,
    });
    expect(byId(sums.rules, fixed.id)).toMatchObject({
      sum: 21,
      entries: 3,
      indicatorName: "Volunteer service",
    });
    expect(sums.rules[0].ruleId).toBe(minutes.id);
    expect(sums.rules.reduce((s: number, r: { share: number }) => s + r.share, 0)).toBeCloseTo(1, 3);
    const schoolSums = await data(get(admin, `/v3/target/ruleSumScore?modelId=${model.id}`));
    expect(schoolSums.students).toBeGreaterThan(myClass.length);
    expect(byId(schoolSums.rules, minutes.id)?.sum).toBe(77);
    const other = await data(
      get(admin, `/v3/target/ruleSumScore?modelId=${model.id}&classId=${otherClassId}`),
    );
    expect(byId(other.rules, minutes.id)).toMatchObject({ sum: 0, entries: 0, scoredStudents: 0 });
    expect(
      (await get(leader, `/v3/target/ruleSumScore?modelId=${model.id}&classId=${otherClassId}`)).status,
    ).toBe(403);
    expect((await get(middleAdmin, `/v3/target/ruleSumScore?modelId=${model.id}`)).status).toBe(404);
  });
});
