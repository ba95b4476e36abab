import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
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
  type Student,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { type MadeForm, makeForm } from "../../../test/form-fixtures.ts";
import { bearer } from "../../../test/sign-in.ts";

useCollectionApp();

const MONDAY = new Date("2026-11-23T02:00:00Z");
const TUESDAY = new Date("2026-11-24T02:00:00Z");

type Data = { heads: { column: string; title: string }[]; list: { cells: string[] }[]; total: number };

let form: MadeForm;
let taskId: number;
let outsider: Student;

/** Fills the teacher task for one student as the school's administrator, on the test clock. */
const fill = async (student: Student, book: string, minutes: string, mood: string) => {
  const r = await t.call({
    method: "POST",
    url: "/api/app/eos/form/wx/addBatch",
    headers: bearer(admin, EN),
    payload: {
      formId: form.formId,
      taskId,
      items: [
        { itemId: form.ids.Book, val: book },
        { itemId: form.ids.Minutes, val: minutes },
        { itemId: form.ids.Mood, val: form.options.Mood[mood] },
      ],
      exJson: { belongInfos: [{ stuId: student.id }] },
    },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
};

const item = (name: string) => `item:${form.ids[name]}`;

/** A report of book, minutes and mood for everyone, by minutes ascending; extra overrides. */
const saveApp = (token: string, extra: Record<string, unknown> = {}) =>
  post(token, "/v3/dataapp/report/save", {
    taskId,
    name: "Reading report",
    columns: ["student", "class", item("Book"), item("Minutes"), item("Mood"), "filledAt"],
    sort: { column: item("Minutes"), order: "asc" },
    ...extra,
  });

const rowsOf = async (token: string, query: string): Promise<Data> =>
  data(get(token, `/v3/dataapp/report/data?${query}`, EN));

const column = (d: Data, title: string) => {
  const i = d.heads.findIndex((h) => h.title === title);
  return d.list.map((r) => r.cells[i]);
};

beforeAll(async () => {
  setClock(MONDAY);
  form = await makeForm(t, admin, [
    { id: "b", name: "Book", type: 1, isNull: 1 },
    { id: "m", name: "Minutes", type: 19, isNull: 1 },
    { id: "o", name: "Mood", type: 4, isNull: 1, optionInfos: [{ name: "Good" }, { name: "Fair" }] },
  ]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: "Reading reports" }));
  taskId = (
    await data(
      post(admin, "/v3/task/save", {
        sceneId,
        name: "Reading log",
        formId: form.formId,
        fillerType: 0,
        classIds: [myClass[0].classId, otherClassId],
      }),
    )
  ).id;
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  const all: Student[] = (await data(get(admin, "/v3/stu/page?size=200"))).list;
  outsider = all.find((s) => s.classId === otherClassId) as Student;
  await fill(myClass[0], "Charlotte's Web", "30", "Good");
  await fill(myClass[1], '=HYPERLINK("http://x")', "5", "Fair");
  setClock(TUESDAY);
  await fill(outsider, "Dune", "50", "Good");
  await fill(myClass[2], "Dune Messiah", "120", "Fair");
  setClock(MONDAY);
});

describe("data apps: CRUD and the on/off toggle", () => {
  it("creates, reads, updates and deletes a data app; followers see it only while it is on", async () => {
    const { id } = await data(saveApp(admin));
    expect(await data(get(admin, `/v3/dataapp/report/byid?id=${id}`))).toMatchObject({
      name: "Reading report",
      taskId,
      state: 0,
      canManage: true,
      sort: { column: item("Minutes"), order: "asc" },
    });
    const listed = async (token: string) =>
      (await data(get(token, "/v3/dataapp/report/page?size=200"))).list.map((a: { id: number }) => a.id);
    expect(await listed(admin)).toContain(id);

    // Off: the class teacher, a follower of the task, neither lists nor opens it.
    expect(await listed(leader)).not.toContain(id);
    expect((await get(leader, `/v3/dataapp/report/byid?id=${id}`)).status).toBe(404);
    expect((await get(leader, `/v3/dataapp/report/data?id=${id}`)).status).toBe(404);

    await data(post(admin, "/v3/dataapp/report/state", { id, state: 1 }));
    expect(await listed(leader)).toContain(id);
    expect(await data(get(leader, `/v3/dataapp/report/byid?id=${id}`))).toMatchObject({ canManage: false });
    // Followers may not manage it.
    expect((await post(leader, "/v3/dataapp/report/state", { id, state: 0 })).status).toBe(403);
    expect((await post(leader, "/v3/dataapp/report/del", { id })).status).toBe(403);
    expect((await saveApp(leader, { id })).status).toBe(403);

    await data(saveApp(admin, { id, name: "Renamed", columns: ["student"] }));
    expect(await data(get(admin, `/v3/dataapp/report/byid?id=${id}`))).toMatchObject({
      name: "Renamed",
      columns: ["student"],
      state: 1,
    });
    await data(post(admin, "/v3/dataapp/report/state", { id, state: 0 }));
    expect(await listed(leader)).not.toContain(id);

    await data(post(admin, "/v3/dataapp/report/del", { id }));
    expect((await get(admin, `/v3/dataapp/report/byid?id=${id}`)).status).toBe(404);
    expect((await post(admin, "/v3/dataapp/report/del", { id })).status).toBe(404);
  });

  it("lists the items of the task's form to choose from", async () => {
    const items = await data(get(admin, `/v3/dataapp/report/items?taskId=${taskId}`));
    expect(items.map((i: { name: string; kind: string }) => [i.name, i.kind])).toEqual([
      ["Book", "text"],
      ["Minutes", "integer"],
      ["Mood", "option"],
    ]);
  });
});

describe("data apps: the rows", () => {
  it("sorts by a number item in SQL and shows option names", async () => {
    const { id } = await data(saveApp(admin));
    const d = await rowsOf(admin, `id=${id}`);
    expect(d.total).toBe(4);
    expect(column(d, "Minutes")).toEqual(["5", "30", "50", "120"]);
    expect(column(d, "Mood")).toEqual(["Fair", "Good", "Good", "Fair"]);
    expect(column(d, "Student")[0]).toBe(myClass[1].name);
    const desc = await rowsOf(admin, `id=${id}&sortColumn=${item("Minutes")}&sortOrder=desc&size=2`);
    expect(column(desc, "Minutes")).toEqual(["120", "50"]);
    expect(desc.total).toBe(4);
    const page2 = await rowsOf(admin, `id=${id}&sortColumn=${item("Minutes")}&sortOrder=desc&size=2&page=2`);
    expect(column(page2, "Minutes")).toEqual(["30", "5"]);
  });

  it("applies the saved filters: number range, option equals, text contains, class and date range", async () => {
    const filtered = async (filters: Record<string, unknown>, query = "") => {
      const { id } = await data(saveApp(admin, { filters }));
      return column(await rowsOf(admin, `id=${id}${query}`), "Minutes");
    };
    const mood = form.ids.Mood;
    const minutes = form.ids.Minutes;
    expect(await filtered({ items: [{ itemId: minutes, op: "range", min: 10, max: 60 }] })).toEqual([
      "30",
      "50",
    ]);
    expect(await filtered({ items: [{ itemId: minutes, op: "range", min: 50 }] })).toEqual(["50", "120"]);
    expect(await filtered({ items: [{ itemId: mood, op: "eq", value: form.options.Mood.Good }] })).toEqual([
      "30",
      "50",
    ]);
    expect(await filtered({ items: [{ itemId: form.ids.Book, op: "contains", value: "dune" }] })).toEqual([
      "50",
      "120",
    ]);
    expect(await filtered({ classIds: [otherClassId] })).toEqual(["50"]);
    // Dates are the school's local days (Asia/Shanghai): Monday's fills, then Tuesday's.
    expect(await filtered({ to: "2026-11-23" })).toEqual(["5", "30"]);
    expect(await filtered({ from: "2026-11-24" })).toEqual(["50", "120"]);
    // The viewer narrows further, never wider than the saved filters.
    expect(await filtered({ from: "2026-11-24" }, `&classId=${myClass[0].classId}`)).toEqual(["120"]);
    expect(await filtered({ classIds: [otherClassId] }, `&classId=${myClass[0].classId}`)).toEqual([]);
  });

  it("shows a class teacher no app over a task about none of their classes, even when it is on", async () => {
    const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: "Other class only" }));
    const { id: elsewhere } = await data(
      post(admin, "/v3/task/save", {
        sceneId,
        name: "Other class log",
        formId: form.formId,
        fillerType: 0,
        classIds: [otherClassId],
      }),
    );
    await data(post(admin, "/v3/task/publish", { id: elsewhere }));
    const { id } = await data(saveApp(admin, { taskId: elsewhere }));
    await data(post(admin, "/v3/dataapp/report/state", { id, state: 1 }));
    const listed = (await data(get(leader, "/v3/dataapp/report/page?size=200"))).list;
    expect(listed.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await get(leader, `/v3/dataapp/report/byid?id=${id}`)).status).toBe(404);
    expect((await get(leader, `/v3/dataapp/report/data?id=${id}`)).status).toBe(404);
  });

  it("limits a class teacher to the classes they teach", async () => {
    const { id } = await data(saveApp(admin));
    await data(post(admin, "/v3/dataapp/report/state", { id, state: 1 }));
    const mine = await rowsOf(leader, `id=${id}`);
    expect(column(mine, "Minutes")).toEqual(["5", "30", "120"]);
    expect(column(mine, "Student")).not.toContain(outsider.name);
  });

  it("exports the rows as .xlsx with formula-like text neutralised", async () => {
    const { id } = await data(saveApp(admin));
    const file = await t.call({
      method: "GET",
      url: `/api/v3/dataapp/report/export?id=${id}`,
      headers: bearer(admin, EN),
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Student",
      "Class",
      "Book",
      "Minutes",
      "Mood",
      "Filled at",
    ]);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(3).value).toBe('\'=HYPERLINK("http://x")');
    expect(sheet.getRow(2).getCell(5).value).toBe("Fair");
  });
});

describe("data apps: tenancy and bad input", () => {
  it("gives another school 404 for every call", async () => {
    const { id } = await data(saveApp(admin));
    await data(post(admin, "/v3/dataapp/report/state", { id, state: 1 }));
    for (const url of [
      `/v3/dataapp/report/byid?id=${id}`,
      `/v3/dataapp/report/data?id=${id}`,
      `/v3/dataapp/report/export?id=${id}`,
      `/v3/dataapp/report/items?taskId=${taskId}`,
    ])
      expect((await get(middleAdmin, url)).status, url).toBe(404);
    expect((await post(middleAdmin, "/v3/dataapp/report/state", { id, state: 0 })).status).toBe(404);
    expect((await post(middleAdmin, "/v3/dataapp/report/del", { id })).status).toBe(404);
    expect((await saveApp(middleAdmin)).status).toBe(404);
    expect((await saveApp(middleAdmin, { id })).status).toBe(404);
    // Students and parents follow no task, and nobody without a session gets anything.
    const parent = await parentOf(myClass[0].id);
    expect((await get(parent, "/v3/dataapp/report/page")).status).toBe(403);
    expect((await get(parent, `/v3/dataapp/report/data?id=${id}`)).status).toBe(403);
    const anonymous = await t.call({ method: "GET", url: `/api/v3/dataapp/report/data?id=${id}` });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const theirs = await data(get(middleAdmin, "/v3/dataapp/report/page?size=200"));
    expect(theirs.list.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it("refuses bad input in the envelope and changes nothing", async () => {
    const before = (await data(get(admin, "/v3/dataapp/report/page?size=1"))).total;
    const refused = async (extra: Record<string, unknown>, text?: RegExp) => {
      const r = await saveApp(admin, extra);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toMatchObject({ success: false, data: null });
      if (text) expect(r.body.errorDesc).toMatch(text);
    };
    await refused({ columns: [] });
    await refused({ columns: ["password"] });
    await refused({ name: "  " });
    await refused({ filters: { from: "2026-11-24", to: "2026-11-23" } });
    await refused({ columns: ["item:999999"] }, /999999/);
    await refused({ filters: { items: [{ itemId: form.ids.Book, op: "range", min: 1 }] } }, /Book/);
    await refused({ filters: { items: [{ itemId: form.ids.Minutes, op: "range" }] } });
    expect((await get(admin, "/v3/dataapp/report/data?id=abc")).status).toBe(400);
    expect((await data(get(admin, "/v3/dataapp/report/page?size=1"))).total).toBe(before);
  });
});
