import { describe, expect, it } from "vitest";
import { admin, data, get, leader, post, t, useCollectionApp } from "../../test/collection-world.ts";
import { signIn } from "../../test/sign-in.ts";

useCollectionApp();

type Row = { teacherName: string; teacherId: number; total: number; band: string | null; rank: number };

/** t001–t008's records in the seed, scored by its three rules (师德 30 + 教学 40 + 专业发展 30 = 100). */
const expected: Record<string, { total: number; band: string }> = {
  t001: { total: 94, band: "优秀" },
  t002: { total: 45, band: "待合格" },
  t003: { total: 67, band: "合格" },
  t004: { total: 94, band: "优秀" },
  t005: { total: 29, band: "待合格" },
  t006: { total: 77, band: "良好" },
  t007: { total: 40, band: "待合格" },
  t008: { total: 77, band: "良好" },
};

const teacherIds = async () => {
  const teachers = await data(get(admin, "/v3/tea/page?size=200"));
  return new Map<string, number>(
    teachers.list.map((x: { account: string; id: number }) => [x.account, x.id]),
  );
};

describe("the demo seed's teacher growth (Demo Primary School)", () => {
  it("the administrator sees the teacher model and every teacher's total and band, t001–t008 scored", async () => {
    const models = await data(get(admin, "/v3/teaGrowth/models"));
    expect(models.map((m: { name: string }) => m.name)).toEqual(["教师专业成长评价"]);
    const page = await data(get(admin, "/v3/teaGrowth/page?size=200"));
    expect(page.header.indicators.map((i: { name: string }) => i.name)).toEqual([
      "师德师风",
      "教学能力",
      "专业发展",
    ]);
    const ids = await teacherIds();
    const byId = new Map<number, Row>(page.list.map((r: Row) => [r.teacherId, r]));
    for (const [login, want] of Object.entries(expected))
      expect(byId.get(ids.get(login) as number), login).toMatchObject(want);
    expect(page.list.filter((r: Row) => r.total > 0)).toHaveLength(8);
    expect(page.list[0]).toMatchObject({ rank: 1, total: 94 });

    const summary = await data(get(admin, "/v3/teaGrowth/deptSummary"));
    expect(summary.school.scored).toBe(8);
    expect(summary.school.bands).toEqual([
      { band: "优秀", count: 2 },
      { band: "良好", count: 2 },
      { band: "合格", count: 1 },
      { band: "待合格", count: 3 },
    ]);
  });

  it("t001 reads their own record and why: the rule's entries are their weekly records", async () => {
    const mine = await data(get(leader, "/v3/teaGrowth/record"));
    expect(mine).toMatchObject({ modelName: "教师专业成长评价", total: 94, band: "优秀" });
    expect(mine.terms).toHaveLength(1);
    const lessons = mine.indicators.find((i: { name: string }) => i.name === "课堂教学与研究");
    expect(lessons.score).toBe(34);
    const why = await data(
      get(leader, `/v3/teaGrowth/lineage?termId=${mine.termId}&indicatorId=${lessons.indicatorId}`),
    );
    expect(why.rules.map((r: { ruleName: string }) => r.ruleName)).toEqual(["公开课与论文"]);
    // 公开课 12, 论文发表 10, 公开课 12: the rule counts only those kinds of record.
    expect(why.rules[0].entries.map((e: { points: number }) => e.points)).toEqual([12, 10, 12]);

    // Another teacher of the school has the weekly record task waiting, as a teacher task about themself.
    const t009 = (await signIn(t, "primary.demo", "t009", 0)).token;
    const todo = await data(get(t009, "/center/api/getToDoList"));
    expect(todo.find((x: { taskName: string }) => x.taskName === "教师成长记录")).toMatchObject({
      sceneName: "教师专业成长",
      subjectType: 0,
    });
  });

  it("running the model's term again gives the same scores: they come from the rules, not from stored rows", async () => {
    const before = await data(get(admin, "/v3/teaGrowth/page?size=200"));
    const { jobId } = await data(
      post(admin, "/v3/computeRule/batchExecute", {
        modelId: before.header.modelId,
        termId: before.header.termId,
      }),
    );
    await t.app.jobs.drain();
    expect((await data(get(admin, `/v3/job/get?id=${jobId}`))).result).toMatchObject({
      rules: 3,
      students: 8,
      errors: 0,
    });
    const after = await data(get(admin, "/v3/teaGrowth/page?size=200"));
    expect(after.list).toEqual(before.list);
  });
});
