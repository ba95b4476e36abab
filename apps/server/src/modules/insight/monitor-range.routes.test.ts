import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  admin,
  area,
  data,
  EN,
  get,
  middleAdmin,
  myClass,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer } from "../../../test/sign-in.ts";

useCollectionApp();

type Finding = { kind: string; taskId: number; schoolName: string; filled: number; expected: number };
type Value = {
  filledBy: string;
  subjectName: string;
  className: string;
  itemName: string;
  value: string;
  min: number | null;
  max: number | null;
  maxLength: number | null;
};
type Item = { id: number; name: string; type: number; typeJson: Record<string, unknown> };

const findings = async (token: string) =>
  (await data(get(token, "/v3/exposed/taskMonitor/page?kind=outOfRange&size=200"))) as {
    list: Finding[];
    total: number;
  };

/** A released form whose items state ranges, and an open task about the leader's class filled by parents. */
const rangedTask = async () => {
  const form = await makeForm(t, admin, [
    { id: "m", name: "Minutes", type: 19, typeJson: { rangeMin: 0, rangeMax: 100 } },
    { id: "n", name: "Note", type: 1, typeJson: { charNumber: 20 } },
    { id: "c", name: "Code", type: 1 },
    { id: "s", name: "Stars", type: 52, typeJson: { stars: 5 } },
  ]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Ranges ${Math.random()}` }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", {
      sceneId,
      name: "Reading minutes",
      formId: form.formId,
      fillerType: 2,
      classIds: [myClass[0].classId],
    }),
  );
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  return { form, taskId };
};

/** The designer tightens the ranges and releases again: older values may now lie outside them. */
const tighten = async (formId: number, change: (item: Item) => Item) => {
  const draft = await data(get(admin, `/v3/eos/form/admin/byid?id=${formId}`));
  await data(post(admin, "/v3/eos/form/admin/save", { id: formId, items: draft.items.map(change) }));
  await data(post(admin, "/v3/eos/form/admin/release", { id: formId }));
};

describe("data quality monitoring: values outside the form's stated ranges", () => {
  it("finds fills outside the ranges of the form's latest release, lists the values, exports them, and keeps other schools out", async () => {
    const { form, taskId } = await rangedTask();
    const fill = async (student: number, minutes: string, note: string, code: string) => {
      const r = await submit(t, await parentOf(myClass[student].id), {
        formId: form.formId,
        taskId,
        items: [
          { itemId: form.ids.Minutes, val: minutes },
          { itemId: form.ids.Note, val: note },
          { itemId: form.ids.Code, val: code },
          { itemId: form.ids.Stars, val: "4" },
        ],
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    };
    await fill(0, "80", "fine", "abc");
    await fill(1, "30", "a rather long note", "12");
    await fill(2, "50", "ok", "7");
    // Everything was inside the ranges stated when filled.
    expect((await findings(admin)).list.some((f) => f.taskId === taskId)).toBe(false);

    // Minutes now at most 50, notes at most 5 characters, Code becomes a number at most 10 (one old value is
    // not a number: it must not break the query), and the score keeps its 0 to 5.
    await tighten(form.formId, (item) => {
      if (item.name === "Minutes") return { ...item, typeJson: { ...item.typeJson, rangeMax: 50 } };
      if (item.name === "Note") return { ...item, typeJson: { ...item.typeJson, charNumber: 5 } };
      if (item.name === "Code") return { ...item, type: 19, typeJson: { rangeMax: 10 } };
      return item;
    });
    const row = (await findings(admin)).list.find((f) => f.taskId === taskId);
    // Students 0 (80 minutes) and 1 (long note, code 12) of three fills.
    expect(row).toMatchObject({ kind: "outOfRange", filled: 2, expected: 3, schoolName: "" });

    const values = (await data(get(admin, `/v3/exposed/taskMonitor/values?taskId=${taskId}&size=50`))) as {
      list: Value[];
      total: number;
    };
    expect(values.total).toBe(3);
    const key = (v: Value) => `${v.subjectName}|${v.itemName}|${v.value}|${v.min}|${v.max}|${v.maxLength}`;
    expect(values.list.map(key).sort()).toEqual(
      [
        `${myClass[0].name}|Minutes|80|0|50|null`,
        `${myClass[1].name}|Note|a rather long note|null|null|5`,
        `${myClass[1].name}|Code|12|null|10|null`,
      ].sort(),
    );
    expect(values.list.every((v) => v.filledBy !== "" && v.className !== "")).toBe(true);
    // Paged in SQL.
    const first = await data(get(admin, `/v3/exposed/taskMonitor/values?taskId=${taskId}&size=2&page=2`));
    expect(first).toMatchObject({ total: 3, page: 2 });
    expect(first.list).toHaveLength(1);

    const file = await t.call({
      method: "GET",
      url: `/api/v3/exposed/taskMonitor/values/export?taskId=${taskId}`,
      headers: bearer(admin, EN),
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Filled by",
      "About",
      "Class / department",
      "Item",
      "Value",
      "Stated range",
      "Time",
    ]);
    expect(sheet.rowCount).toBe(4);
    const ranges = [2, 3, 4].map((n) => String(sheet.getRow(n).getCell(6).value));
    expect(ranges.sort()).toEqual(["0 to 50", "at most 10", "at most 5 characters"].sort());

    const listed = await t.call({
      method: "GET",
      url: "/api/v3/exposed/taskMonitor/export?kind=outOfRange",
      headers: bearer(admin, EN),
    });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(listed.res.rawPayload as unknown as ArrayBuffer);
    expect((book2.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([
      "Task",
      "Scene",
      "Out-of-range fills",
      "All fills",
      "Latest",
    ]);

    // The area's staff see it under the school, and name the school to drill down.
    const areaRow = (await findings(area)).list.find((f) => f.taskId === taskId);
    expect(areaRow).toMatchObject({ schoolName: "Demo Primary School", filled: 2 });
    expect((await get(area, `/v3/exposed/taskMonitor/values?taskId=${taskId}`)).status).toBe(404);
    const schoolId = (areaRow as Finding & { schoolId: number }).schoolId;
    expect(
      (await data(get(area, `/v3/exposed/taskMonitor/values?taskId=${taskId}&siteId=${schoolId}`))).total,
    ).toBe(3);
    // Another school sees none of it.
    expect((await findings(middleAdmin)).list.some((f) => f.taskId === taskId)).toBe(false);
    expect((await get(middleAdmin, `/v3/exposed/taskMonitor/values?taskId=${taskId}`)).status).toBe(404);
  });

  it("refuses a drill-down of an unknown task and bad paging, and a parent altogether", async () => {
    expect((await get(admin, "/v3/exposed/taskMonitor/values?taskId=999999")).status).toBe(404);
    expect((await get(admin, "/v3/exposed/taskMonitor/values?taskId=abc")).status).toBe(400);
    expect((await get(admin, "/v3/exposed/taskMonitor/values?taskId=1&size=500")).status).toBe(400);
    const parent = await parentOf(myClass[0].id);
    expect((await get(parent, "/v3/exposed/taskMonitor/values?taskId=1")).status).toBe(403);
  });
});
