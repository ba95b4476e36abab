import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";

useCollectionApp();

type Data = { heads: { column: string; title: string }[]; list: { cells: string[] }[]; total: number };

/** A teacher task (every teacher fills about themself) that needs review, and a data app over it. */
const teacherTask = async () => {
  const form = await makeForm(t, admin, [{ id: "l", name: "Lessons observed", type: 19, isNull: 1 }]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Teachers ${Math.random()}` }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", {
      sceneId,
      name: "Lesson log",
      formId: form.formId,
      fillerType: 0,
      subjectType: 0,
      needReview: true,
    }),
  );
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  const itemId = form.ids["Lessons observed"];
  const { id: appId } = await data(
    post(admin, "/v3/dataapp/report/save", {
      taskId,
      name: "Lesson log app",
      columns: ["student", "class", `item:${itemId}`],
    }),
  );
  await data(post(admin, "/v3/dataapp/report/state", { id: appId, state: 1 }));
  return { form, taskId, itemId, appId: appId as number };
};

describe("teachers' own values in data apps and the review queue", () => {
  it("shows a teacher task's values about the teacher (name, department), and staff review them", async () => {
    const { form, taskId, itemId, appId } = await teacherTask();
    const filled = await submit(t, leader, { formId: form.formId, taskId, items: [{ itemId, val: "3" }] });
    expect(filled.body.success, JSON.stringify(filled.body)).toBe(true);
    const formValId = filled.body.data.formValId as number;

    // The data app says it is over a teacher task (its viewers narrow by department).
    expect(await data(get(admin, `/v3/dataapp/report/byid?id=${appId}`))).toMatchObject({
      teacherTask: true,
    });
    // The data app's rows are about the teacher: the subject columns say so.
    const rows: Data = await data(get(admin, `/v3/dataapp/report/data?id=${appId}`, EN));
    expect(rows.heads.map((h) => h.title)).toEqual(["Teacher", "Department", "Lessons observed"]);
    expect(rows.total).toBe(1);
    const teachers = (await data(get(admin, "/v3/tea/page?size=200"))).list as {
      account: string;
      name: string;
    }[];
    const t001 = teachers.find((x) => x.account === "t001") as { name: string };
    expect(rows.list[0].cells[0]).toBe(t001.name);
    expect(rows.list[0].cells[2]).toBe("3");
    // Exported the same way.
    const file = await t.call({
      method: "GET",
      url: `/api/v3/dataapp/report/export?id=${appId}`,
      headers: { authorization: `Bearer ${admin}`, ...EN },
    });
    expect(file.status).toBe(200);

    // The review queue lists the teacher's fill; a teacher cannot review teachers' own fills, staff can.
    const person = async () =>
      (await data(get(admin, `/v3/statistics/task/people?taskId=${taskId}&state=all&size=200`))).list.find(
        (p: { formValId: number | null }) => p.formValId === formValId,
      );
    expect(await person()).toMatchObject({ studentName: t001.name, filled: true, reviewState: null });
    const refused = await post(leader, "/v3/task/review", { taskId, formValId, pass: true }, EN);
    expect(refused.status).toBe(403);
    expect(await person()).toMatchObject({ reviewState: null });
    const rejected = await data(
      post(admin, "/v3/task/review", { taskId, formValId, pass: false, comment: "Add the dates" }),
    );
    expect(rejected).toEqual({ formValId, reviewState: 2 });
    expect(await person()).toMatchObject({ filled: false, reviewState: 2, reviewComment: "Add the dates" });
    // The rejected value no longer counts: the app shows none, and the teacher has it waiting again.
    expect((await data(get(admin, `/v3/dataapp/report/data?id=${appId}`))).total).toBe(0);
    const todo = await data(get(leader, "/center/api/getToDoList"));
    expect(todo.some((x: { taskId: number }) => x.taskId === taskId)).toBe(true);
    const notices = await data(get(leader, "/v3/notice/page"));
    expect(notices.list[0].link).toBe(`/admin/forms/${form.formId}/fill?taskId=${taskId}`);

    const again = await submit(t, leader, { formId: form.formId, taskId, items: [{ itemId, val: "4" }] });
    expect(again.body.success, JSON.stringify(again.body)).toBe(true);
    const passed = await data(
      post(admin, "/v3/task/review", { taskId, formValId: again.body.data.formValId, pass: true }),
    );
    expect(passed.reviewState).toBe(1);
    expect((await data(get(admin, `/v3/dataapp/report/data?id=${appId}`))).list[0].cells[2]).toBe("4");
    // Another school sees none of it.
    expect((await get(middleAdmin, `/v3/dataapp/report/data?id=${appId}`)).status).toBe(404);
    expect(
      (
        await post(middleAdmin, "/v3/task/review", {
          taskId,
          formValId: again.body.data.formValId,
          pass: false,
        })
      ).status,
    ).toBe(404);
  });

  it("names the teacher of a teacher task's duplicate values in the monitoring", async () => {
    setClock(new Date("2026-11-23T02:00:00Z"));
    const form = await makeForm(t, admin, [{ id: "l", name: "Lessons observed", type: 19, isNull: 1 }]);
    const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Teachers ${Math.random()}` }));
    const task = { sceneId, name: "Daily log", formId: form.formId, fillerType: 0, subjectType: 0 };
    const { id: taskId } = await data(post(admin, "/v3/task/save", { ...task, recurrence: 1 }));
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const items = [{ itemId: form.ids["Lessons observed"], val: "2" }];
    expect((await submit(t, leader, { formId: form.formId, taskId, items })).body.success).toBe(true);
    setClock(new Date("2026-11-24T02:00:00Z"));
    expect((await submit(t, leader, { formId: form.formId, taskId, items })).body.success).toBe(true);
    // Made one-off: the two days' values are now two in one period.
    await data(post(admin, "/v3/task/save", { ...task, id: taskId, recurrence: 0 }));
    const found = (await data(get(admin, "/v3/exposed/taskMonitor/page?kind=duplicate&size=200"))).list.find(
      (r: { taskId: number }) => r.taskId === taskId,
    );
    const teachers = (await data(get(admin, "/v3/tea/page?size=200"))).list as {
      account: string;
      name: string;
    }[];
    expect(found).toMatchObject({
      filled: 2,
      identical: true,
      studentName: teachers.find((x) => x.account === "t001")?.name,
    });
    setClock(new Date("2026-11-23T02:00:00Z"));
  });
});
