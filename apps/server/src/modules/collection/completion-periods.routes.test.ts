import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  parentOf,
  post,
  sceneWithTask,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { submit } from "../../../test/form-fixtures.ts";
import { bearer } from "../../../test/sign-in.ts";

useCollectionApp();

const MONDAY = new Date("2026-11-23T02:00:00Z"); // 10:00 in Asia/Shanghai
const day = (n: number) => new Date(MONDAY.getTime() + n * 86_400_000);
afterEach(() => setClock(MONDAY));

const openTask = async (extra: Record<string, unknown>) => {
  const made = await sceneWithTask(admin, 2, extra);
  await data(post(admin, "/v3/scene/show", { id: made.sceneId }));
  await data(post(admin, "/v3/task/publish", { id: made.taskId }));
  return made;
};

const sheetOf = async (url: string, token: string) => {
  const r = await t.call({ method: "GET", url: `/api${url}`, headers: bearer(token, EN) });
  expect(r.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  return { name: sheet.name, rows };
};

describe("a daily task's completion, period by period", () => {
  it("lists the periods so far in the school's time zone and shows each day's figures, on time and late", async () => {
    setClock(MONDAY);
    const { form, taskId } = await openTask({ recurrence: 1 });
    const items = [{ itemId: form.ids["Minutes read"], val: "20" }];
    const fill = async (studentId: number) => {
      const r = await submit(t, await parentOf(studentId), { formId: form.formId, taskId, items });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    };
    await fill(myClass[0].id);
    await fill(myClass[1].id);
    setClock(day(1));
    await fill(myClass[0].id);
    setClock(day(2)); // Wednesday: nobody has filled yet

    const now = await data(get(leader, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(now).toMatchObject({ recurrence: 1, acceptsLate: false, filled: 0, onTime: 0, late: 0 });
    // Local days in Shanghai, newest first, from the day of publication.
    expect(now.periods).toEqual([
      { start: "2026-11-24T16:00:00.000Z", end: "2026-11-25T16:00:00.000Z" },
      { start: "2026-11-23T16:00:00.000Z", end: "2026-11-24T16:00:00.000Z" },
      { start: "2026-11-22T16:00:00.000Z", end: "2026-11-23T16:00:00.000Z" },
    ]);
    expect(now.periodStart).toBe(now.periods[0].start);

    const of = (period: string) =>
      data(
        get(leader, `/v3/statistics/task/completion?taskId=${taskId}&period=${encodeURIComponent(period)}`),
      );
    const monday = await of(now.periods[2].start);
    expect(monday).toMatchObject({
      periodStart: "2026-11-22T16:00:00.000Z",
      periodEnd: "2026-11-23T16:00:00.000Z",
      expected: myClass.length,
      filled: 2,
      onTime: 2,
      late: 0,
    });
    expect(monday.classes[0]).toMatchObject({ expected: myClass.length, filled: 2, onTime: 2, late: 0 });
    // The same instant written in the school's offset names the same period.
    expect((await of("2026-11-23T00:00:00+08:00")).filled).toBe(2);
    expect((await of(now.periods[1].start)).filled).toBe(1);

    const people = await data(
      get(
        leader,
        `/v3/statistics/task/people?taskId=${taskId}&state=filled&period=${encodeURIComponent(now.periods[2].start)}`,
      ),
    );
    expect(people.total).toBe(2);
    expect(people.list.every((p: { late: boolean; filled: boolean }) => p.filled && !p.late)).toBe(true);
    const missingMonday = await sheetOf(
      `/v3/statistics/task/missingExport?taskId=${taskId}&period=${encodeURIComponent(now.periods[2].start)}`,
      leader,
    );
    expect(missingMonday.rows).toHaveLength(1 + myClass.length - 2);

    // Before the first publication, in the future, or not at a period's start: not a period of the task.
    for (const period of [
      "2026-11-21T16:00:00.000Z",
      "2026-11-25T16:00:00.000Z",
      "2026-11-23T18:00:00.000Z",
    ]) {
      const r = await get(
        leader,
        `/v3/statistics/task/completion?taskId=${taskId}&period=${encodeURIComponent(period)}`,
        EN,
      );
      expect(r.status).toBe(400);
      expect(r.body.errorDesc).toBe("the task has no such period (pick one from its list of periods)");
    }
    expect((await get(leader, `/v3/statistics/task/completion?taskId=${taskId}&period=monday`)).status).toBe(
      400,
    );
  });

  it("a weekly task's periods are local weeks starting on Monday; a one-off task has one period", async () => {
    setClock(MONDAY);
    const weekly = await openTask({ recurrence: 2 });
    const once = await openTask({});
    // Monday 02:00 of the next week in Shanghai, still Sunday in UTC (sign-ins last under a week).
    setClock(new Date("2026-11-29T18:00:00Z"));
    const w = await data(get(admin, `/v3/statistics/task/completion?taskId=${weekly.taskId}`));
    expect(w.periods.map((p: { start: string }) => p.start)).toEqual([
      "2026-11-29T16:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
    ]);
    const o = await data(get(admin, `/v3/statistics/task/completion?taskId=${once.taskId}`));
    expect(o.periods).toEqual([{ start: null, end: null }]);
  });

  it("refuses a fill after the deadline, so nothing is ever late (the task takes no late fills)", async () => {
    setClock(MONDAY);
    const { form, taskId } = await openTask({
      joinTimeType: 2,
      startAt: "2026-11-23T00:00:00Z",
      endAt: "2026-11-24T00:00:00Z",
    });
    const items = [{ itemId: form.ids["Minutes read"], val: "9" }];
    expect(
      (await submit(t, await parentOf(myClass[2].id), { formId: form.formId, taskId, items })).status,
    ).toBe(200);
    setClock(day(1));
    const late = await submit(t, await parentOf(myClass[3].id), { formId: form.formId, taskId, items }, EN);
    expect(late.body.errorDesc).toBe("the task is not open");
    const c = await data(get(leader, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(c).toMatchObject({ acceptsLate: false, filled: 1, onTime: 1, late: 0 });
  });
});

describe("export of the completion figures", () => {
  it("writes a period's completion by class with a total row, in the caller's language", async () => {
    setClock(MONDAY);
    const { form, taskId } = await openTask({});
    const items = [{ itemId: form.ids["Minutes read"], val: "7" }];
    expect(
      (await submit(t, await parentOf(myClass[0].id), { formId: form.formId, taskId, items })).body.success,
    ).toBe(true);
    const { name, rows } = await sheetOf(`/v3/statistics/task/completionExport?taskId=${taskId}`, leader);
    expect(name).toBe("Completion");
    const head = rows.findIndex((r) => r[0] === "Class");
    expect(rows[head]).toEqual([
      "Class",
      "Expected",
      "Filled",
      "On time",
      "Late",
      "Missing",
      "Completion rate",
    ]);
    expect(rows[head + 1].slice(1, 6)).toEqual([
      String(myClass.length),
      "1",
      "1",
      "0",
      String(myClass.length - 1),
    ]);
    expect(rows.at(-1)?.[0]).toBe("Total");
    expect(rows).toHaveLength(head + 3);
    const parent = await parentOf(myClass[0].id);
    expect((await get(parent, `/v3/statistics/task/completionExport?taskId=${taskId}`)).status).toBe(403);
  });
});
