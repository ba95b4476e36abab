import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
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
  sceneWithTask,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

const MONDAY = new Date("2026-11-23T02:00:00Z");
afterEach(() => setClock(MONDAY));

type Row = {
  taskId: number;
  schoolName: string;
  studentName: string | null;
  filled: number;
  identical: boolean;
};
const monitor = async (token: string, query: string) =>
  data(get(token, `/v3/exposed/taskMonitor/page?${query}`)) as Promise<{ list: Row[]; total: number }>;

const openTask = async (extra: Record<string, unknown> = {}) => {
  const made = await sceneWithTask(admin, 2, extra);
  await data(post(admin, "/v3/scene/show", { id: made.sceneId }));
  await data(post(admin, "/v3/task/publish", { id: made.taskId }));
  return made;
};

describe("data quality monitoring", () => {
  it("finds students with two values in one period once a daily task becomes one-off, and says whether the answers match", async () => {
    setClock(MONDAY);
    const { form, sceneId, taskId } = await openTask({ recurrence: 1 });
    const fill = async (studentId: number, val: string) => {
      const r = await submit(t, await parentOf(studentId), {
        formId: form.formId,
        taskId,
        items: [{ itemId: form.ids["Minutes read"], val }],
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    };
    await fill(myClass[0].id, "30");
    await fill(myClass[1].id, "10");
    setClock(new Date("2026-11-24T02:00:00Z"));
    await fill(myClass[0].id, "30");
    await fill(myClass[1].id, "12");
    const mine = async () =>
      (await monitor(admin, "kind=duplicate&size=200")).list.filter((r) => r.taskId === taskId);
    // One value a day each: nothing to report.
    expect(await mine()).toEqual([]);
    // Low completion counts the school's local day, in SQL: Tuesday's two fills, then none on Wednesday.
    const lowOf = async () =>
      (await monitor(admin, "kind=lowCompletion&threshold=100&size=200")).list.find(
        (r) => r.taskId === taskId,
      );
    expect(await lowOf()).toMatchObject({ filled: 2 });
    setClock(new Date("2026-11-24T15:59:00Z"));
    expect(await lowOf()).toMatchObject({ filled: 2 });
    setClock(new Date("2026-11-24T16:00:00Z"));
    expect(await lowOf()).toMatchObject({ filled: 0 });

    await data(
      post(admin, "/v3/task/save", {
        id: taskId,
        sceneId,
        name: "Daily reading",
        formId: form.formId,
        fillerType: 2,
        classIds: [myClass[0].classId],
        recurrence: 0,
      }),
    );
    const found = await mine();
    expect(found).toHaveLength(2);
    const byName = new Map(found.map((r) => [r.studentName, r]));
    expect(byName.get(myClass[0].name)).toMatchObject({ kind: "duplicate", filled: 2, identical: true });
    expect(byName.get(myClass[1].name)).toMatchObject({ kind: "duplicate", filled: 2, identical: false });

    const file = await t.call({
      method: "GET",
      url: "/api/v3/exposed/taskMonitor/export?kind=duplicate",
      headers: bearer(admin, EN),
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Task",
      "Scene",
      "Student",
      "Filled by",
      "Filled",
      "Same answers",
      "Time",
    ]);
    expect(sheet.rowCount).toBe(1 + (await monitor(admin, "kind=duplicate&size=1")).total);
    // Another school sees none of it.
    expect(
      (await monitor(middleAdmin, "kind=duplicate&size=200")).list.some((r) => r.taskId === taskId),
    ).toBe(false);
  });

  it("pages low completion in SQL, lowest first, and shows an area's staff every school of the area", async () => {
    setClock(MONDAY);
    const a = await openTask();
    const b = await openTask();
    const fill = await submit(t, await parentOf(myClass[0].id), {
      formId: b.form.formId,
      taskId: b.taskId,
      items: [{ itemId: b.form.ids["Minutes read"], val: "5" }],
    });
    expect(fill.body.success).toBe(true);
    const all = await monitor(admin, "kind=lowCompletion&threshold=100&size=200");
    const ids = all.list.map((r) => r.taskId);
    expect(ids).toContain(a.taskId);
    expect(ids.indexOf(a.taskId)).toBeLessThan(ids.indexOf(b.taskId));
    expect(all.list.find((r) => r.taskId === b.taskId)).toMatchObject({
      expected: myClass.length,
      filled: 1,
    });
    const pages = [];
    for (let page = 1; page <= all.total; page++) {
      const one = await monitor(admin, `kind=lowCompletion&threshold=100&size=1&page=${page}`);
      expect(one.total).toBe(all.total);
      pages.push(one.list[0].taskId);
    }
    expect(pages).toEqual(ids);
    // A task of a higher rate than the threshold is left out.
    expect(
      (await monitor(admin, "kind=lowCompletion&threshold=1&size=200")).list.map((r) => r.taskId),
    ).toContain(a.taskId);
    expect(
      (await monitor(admin, "kind=lowCompletion&threshold=1&size=200")).list.map((r) => r.taskId),
    ).not.toContain(b.taskId);

    const areaView = await monitor(area, "kind=lowCompletion&threshold=100&size=200");
    const row = areaView.list.find((r) => r.taskId === a.taskId);
    expect(row?.schoolName).toBe("Demo Primary School");
    expect(areaView.total).toBeGreaterThanOrEqual(all.total);
    expect((await monitor(admin, "kind=lowCompletion&threshold=100&size=1")).list[0].schoolName).toBe("");
  });

  it("counts a task's named fillers and a teacher task as the school's own completion does, in the area drill-down and low completion", async () => {
    setClock(MONDAY);
    // The area shares a scene; the primary school copies it and names who fills.
    const form = await makeForm(t, area, [{ id: "h", name: "Hours", type: 1 }]);
    const { id: sceneId } = await data(
      post(area, "/v3/saveScene", { name: `Named fillers ${Math.random()}` }),
    );
    await data(post(area, "/v3/task/save", { sceneId, name: "Chores", formId: form.formId, fillerType: 2 }));
    await data(post(area, "/v3/scene/show", { id: sceneId }));
    await data(post(area, "/v3/scene/shelve", { id: sceneId }));
    const hall = await data(get(admin, "/v3/sceneHall/page?size=100"));
    const entry = hall.list.find((s: { sceneId: number }) => s.sceneId === sceneId);
    const { id: copy } = await data(
      post(admin, "/v3/sceneHall/copy", { fromSchoolId: entry.schoolId, sceneId }),
    );
    await data(post(admin, "/v3/scene/show", { id: copy }));
    const [chores] = await data(get(admin, `/v3/task/list?sceneId=${copy}`));
    // Two named parents of the class: only their children are expected.
    const parents = await Promise.all(
      [myClass[0].id, myClass[1].id].map(
        async (id) => (await data(get(admin, `/v3/par/ofStudent?studentId=${id}`)))[0],
      ),
    );
    await data(
      post(admin, "/v3/task/save", {
        ...chores,
        id: chores.id,
        sceneId: copy,
        classIds: [myClass[0].classId],
        fillers: parents.map((x: { id: number }) => ({ kind: "user", id: x.id })),
      }),
    );
    await data(post(admin, "/v3/task/publish", { id: chores.id }));
    // A teacher task of the copy for a department: its members are expected.
    const tree = await data(get(admin, "/v3/org/tree"));
    type Node = { id: number; label: string; kind: string; children: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const deptId = (flat(tree).find((n) => n.kind === "dept" && n.label === "教务处") as Node).id;
    const members = (await data(get(admin, `/v3/tea/page?size=200&orgId=${deptId}`))).list;
    const teacherForm = await makeForm(t, admin, [{ id: "r", name: "Report", type: 1, isNull: 1 }]);
    const { id: report } = await data(
      post(admin, "/v3/task/save", {
        sceneId: copy,
        name: "Staff report",
        formId: teacherForm.formId,
        fillerType: 0,
        subjectType: 0,
        fillers: [{ kind: "org", id: deptId }],
      }),
    );
    await data(post(admin, "/v3/task/publish", { id: report }));

    // One named parent fills for their child; one member of the department reports.
    const filled = await submit(t, await parentOf(myClass[0].id), {
      formId: chores.formId,
      taskId: chores.id,
      items: [
        {
          itemId: (await data(get(admin, `/v3/eos/form/admin/byid?id=${chores.formId}`))).items[0].id,
          val: "2",
        },
      ],
    });
    expect(filled.body.success, JSON.stringify(filled.body)).toBe(true);
    const member = (await signIn(t, "primary.demo", members[0].account, 0)).token;
    const reported = await submit(t, member, {
      formId: teacherForm.formId,
      taskId: report,
      items: [{ itemId: teacherForm.ids.Report, val: "done" }],
    });
    expect(reported.body.success, JSON.stringify(reported.body)).toBe(true);

    // The school's own completion is the reference.
    const own = async (taskId: number) =>
      data(get(admin, `/v3/statistics/task/completion?taskId=${taskId}`)) as Promise<{
        expected: number;
        filled: number;
      }>;
    const [ruled, staff] = [await own(chores.id), await own(report)];
    expect(ruled).toMatchObject({ expected: 2, filled: 1 });
    expect(ruled.expected).toBeLessThan(myClass.length);
    expect(staff).toMatchObject({ expected: members.length, filled: 1 });

    // The area's first drill-down level sums the copy's tasks the same way.
    const schools = await data(get(area, `/v3/statistics/area/scene/schools?sceneId=${sceneId}&size=100`));
    expect(schools.list.find((s: { copied: boolean }) => s.copied)).toMatchObject({
      taskCount: 2,
      expected: ruled.expected + staff.expected,
      filled: ruled.filled + staff.filled,
    });

    // The monitor's low completion shows each task with the same figures.
    const low = await monitor(admin, "kind=lowCompletion&threshold=100&size=200");
    const figures = (taskId: number) => {
      const row = low.list.find((r) => r.taskId === taskId) as Row & { expected: number };
      return row && { expected: row.expected, filled: row.filled };
    };
    expect(figures(chores.id)).toEqual({ expected: ruled.expected, filled: ruled.filled });
    expect(figures(report)).toEqual({ expected: staff.expected, filled: staff.filled });
  });
});
