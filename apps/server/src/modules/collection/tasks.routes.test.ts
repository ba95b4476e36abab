import ExcelJS from "exceljs";
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
  type Student,
  sceneWithTask,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { submit } from "../../../test/form-fixtures.ts";
import { bearer, PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

describe("a parent fills a task about their child", () => {
  it("sees it in the to-do list, fills it once, and it leaves the list; a second fill is refused", async () => {
    const { form, sceneId, taskId } = await sceneWithTask(admin, 2);
    const child = myClass[0];
    const parent = await parentOf(child.id);
    // Drafts and hidden scenes are not waiting for anyone.
    expect(
      (await data(get(parent, "/center/api/getToDoList"))).some(
        (x: { taskId: number }) => x.taskId === taskId,
      ),
    ).toBe(false);
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    expect(
      (await data(get(parent, "/center/api/getToDoList"))).some(
        (x: { taskId: number }) => x.taskId === taskId,
      ),
    ).toBe(false);
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    const todo = (await data(get(parent, "/center/api/getToDoList"))).find(
      (x: { taskId: number }) => x.taskId === taskId,
    );
    expect(todo).toMatchObject({
      taskName: "Daily reading",
      formId: form.formId,
      fillerType: 2,
      pending: [{ id: child.id }],
    });

    const items = [{ itemId: form.ids["Minutes read"], val: "30" }];
    const first = await submit(t, parent, { formId: form.formId, taskId, items });
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const stored = await data(get(admin, `/v3/eos/form/value/byid?id=${first.body.data.formValId}`));
    expect(stored.belongUserId).toBe(child.id);
    expect(
      (await data(get(parent, "/center/api/getToDoList"))).some(
        (x: { taskId: number }) => x.taskId === taskId,
      ),
    ).toBe(false);
    const again = await submit(t, parent, { formId: form.formId, taskId, items }, EN);
    expect(again.status).toBe(409);
    expect(again.body.errorDesc).toBe("already filled for this period; edit the submitted value instead");

    // The task's form cannot be deleted while the task lives.
    const del = await post(admin, "/v3/eos/form/admin/del", { id: form.formId }, EN);
    expect(del.status).toBe(400);
    expect(del.body.errorDesc).toBe("tasks use this form, so it cannot be deleted: Daily reading");

    // Not a student's task; not another form; not a closed task.
    const student = (await signIn(t, "primary.demo", child.account as string, 1, PHONE)).token;
    expect((await submit(t, student, { formId: form.formId, taskId, items })).status).toBe(403);
    await data(post(admin, "/v3/task/close", { id: taskId }));
    const closed = await submit(t, await parentOf(myClass[1].id), { formId: form.formId, taskId, items }, EN);
    expect(closed.body.errorDesc).toBe("the task is not open");
  });

  it("a daily task waits again the next day in the school's time zone", async () => {
    const { form, sceneId, taskId } = await sceneWithTask(admin, 1, { recurrence: 1 });
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const student = (await signIn(t, "primary.demo", myClass[2].account as string, 1, PHONE)).token;
    const waiting = async () =>
      (await data(get(student, "/center/api/getToDoList"))).find(
        (x: { taskId: number }) => x.taskId === taskId,
      );
    const today = await waiting();
    expect(today.deadline).toBe("2026-11-23T16:00:00.000Z"); // midnight in Asia/Shanghai
    const items = [{ itemId: form.ids["Minutes read"], val: "20" }];
    expect((await submit(t, student, { formId: form.formId, taskId, items })).body.success).toBe(true);
    expect(await waiting()).toBeUndefined();
    setClock(new Date("2026-11-23T15:59:00Z")); // still Monday there
    expect(await waiting()).toBeUndefined();
    setClock(new Date("2026-11-23T16:01:00Z")); // Tuesday 00:01 there
    expect((await waiting()).deadline).toBe("2026-11-24T16:00:00.000Z");
    expect((await submit(t, student, { formId: form.formId, taskId, items })).body.success).toBe(true);
    setClock(new Date("2026-11-23T02:00:00Z"));
  });
});

describe("completion statistics", () => {
  it("shows a class leader who filled, reminds the missing parents and exports the missing list", async () => {
    const { form, sceneId, taskId } = await sceneWithTask(admin, 2);
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const items = [{ itemId: form.ids["Minutes read"], val: "15" }];
    for (const s of myClass.slice(0, 2))
      expect(
        (await submit(t, await parentOf(s.id), { formId: form.formId, taskId, items })).body.success,
      ).toBe(true);

    const completion = await data(get(leader, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(completion).toMatchObject({ expected: myClass.length, filled: 2 });

    // The task's values export on their own; a fill of the same form outside the task is not among them.
    expect((await submit(t, admin, { formId: form.formId, items })).body.success).toBe(true);
    const rowsOf = async (query: string) => {
      const r = await t.call({
        method: "GET",
        url: `/api/v3/eos/form/value/export?formId=${form.formId}${query}`,
        headers: bearer(admin),
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0].rowCount - 1;
    };
    expect(await rowsOf(`&taskId=${taskId}`)).toBe(2);
    expect(await rowsOf("")).toBe(3);
    const taskPage = await data(get(admin, `/v3/eos/form/value/page?formId=${form.formId}&taskId=${taskId}`));
    expect(taskPage.total).toBe(2);
    expect((await data(get(admin, `/v3/eos/form/value/page?formId=${form.formId}`))).total).toBe(3);
    expect(completion.classes).toHaveLength(1);
    const missing = await data(
      get(leader, `/v3/statistics/task/people?taskId=${taskId}&state=missing&size=200`),
    );
    expect(missing.total).toBe(myClass.length - 2);
    const filled = await data(get(leader, `/v3/statistics/task/people?taskId=${taskId}&state=filled`));
    expect(filled.list.map((p: { studentId: number }) => p.studentId).sort()).toEqual(
      myClass
        .slice(0, 2)
        .map((s) => s.id)
        .sort(),
    );
    expect(filled.list[0]).toMatchObject({
      filled: true,
      filledBy: expect.any(String),
      formValId: expect.any(Number),
    });

    const progress = await data(get(leader, "/v3/statistics/task/page?size=200"));
    expect(progress.list.find((p: { taskId: number }) => p.taskId === taskId)).toMatchObject({
      expected: myClass.length,
      filled: 2,
    });

    const reminded = await data(post(leader, "/v3/statistics/task/remind", { taskId }, EN));
    expect(reminded.notified).toBeGreaterThanOrEqual(myClass.length - 2);
    expect(reminded.messages).toBe(reminded.notified);
    const parentOfMissing = await parentOf(myClass[3].id);
    // The parent reads in English; the same notice reads in Chinese to a Chinese reader.
    const notices = await data(get(parentOfMissing, "/v3/notice/page", EN));
    expect((await data(get(parentOfMissing, "/v3/notice/page"))).list[0].title).toBe("请填写：Daily reading");
    expect(notices.unread).toBeGreaterThanOrEqual(1);
    expect(notices.list[0]).toMatchObject({
      title: "Please fill in: Daily reading",
      link: `/m/form/${form.formId}?taskId=${taskId}`,
    });
    await data(post(parentOfMissing, "/v3/notice/read", {}));
    expect((await data(get(parentOfMissing, "/v3/notice/page"))).unread).toBe(0);
    const parentWhoFilled = await parentOf(myClass[0].id);
    expect(
      (await data(get(parentWhoFilled, "/v3/notice/page"))).list.some((n: { link: string }) =>
        n.link?.includes(`taskId=${taskId}`),
      ),
    ).toBe(false);

    const file = await t.call({
      method: "GET",
      url: `/api/v3/statistics/task/missingExport?taskId=${taskId}`,
      headers: bearer(leader, EN),
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe("Not filled");
    expect(sheet.rowCount).toBe(1 + myClass.length - 2);
  });

  it("limits a teacher to the classes they teach and another school to nothing", async () => {
    const { sceneId, taskId } = await sceneWithTask(admin, 2);
    await data(
      post(admin, "/v3/task/save", {
        sceneId,
        id: taskId,
        name: "Daily reading",
        formId: (await data(get(admin, `/v3/task/byid?id=${taskId}`))).formId,
        fillerType: 2,
        classIds: [myClass[0].classId, otherClassId],
      }),
    );
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    expect((await data(get(admin, `/v3/statistics/task/completion?taskId=${taskId}`))).classes).toHaveLength(
      2,
    );
    expect((await data(get(leader, `/v3/statistics/task/completion?taskId=${taskId}`))).classes).toHaveLength(
      1,
    );
    for (const url of [`/v3/task/byid?id=${taskId}`, `/v3/statistics/task/completion?taskId=${taskId}`])
      expect((await get(middleAdmin, url)).status).toBe(404);
    expect((await post(middleAdmin, "/v3/task/publish", { id: taskId })).status).toBe(404);
    // Students and parents cannot read statistics or manage scenes.
    const parent = await parentOf(myClass[0].id);
    expect((await get(parent, `/v3/statistics/task/completion?taskId=${taskId}`)).status).toBe(403);
    expect((await post(parent, "/v3/saveScene", { name: "x" })).status).toBe(403);
    expect((await post(leader, "/v3/saveScene", { name: "x" })).status).toBe(403);
  });
});

describe("teachers fill about students of their classes", () => {
  it("fills a teacher task for several students at once; students outside the task or the class are refused", async () => {
    const { form, sceneId, taskId } = await sceneWithTask(admin, 0);
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const todo = (await data(get(leader, "/center/api/getToDoList"))).find(
      (x: { taskId: number }) => x.taskId === taskId,
    );
    expect(todo.pending).toHaveLength(myClass.length);
    const items = [{ itemId: form.ids["Minutes read"], val: "5" }];
    const batch = (studentIds: number[]) =>
      t.call({
        method: "POST",
        url: "/api/app/eos/form/wx/addBatch",
        headers: bearer(leader, EN),
        payload: {
          formId: form.formId,
          taskId,
          items,
          exJson: { belongInfos: studentIds.map((stuId) => ({ stuId })) },
        },
      });
    const ok = await batch([myClass[0].id, myClass[1].id]);
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    const after = (await data(get(leader, "/center/api/getToDoList"))).find(
      (x: { taskId: number }) => x.taskId === taskId,
    );
    expect(after.pending).toHaveLength(myClass.length - 2);
    expect((await batch([myClass[0].id])).status).toBe(409);
    const all: Student[] = (await data(get(admin, "/v3/stu/page?size=200"))).list;
    const outsider = all.find((s) => s.classId === otherClassId) as Student;
    expect((await batch([outsider.id])).status).toBe(403);

    // Monitoring: the batch shows as a bulk fill on behalf of others, and the task as low in completion.
    const bulk = await data(get(admin, "/v3/exposed/taskMonitor/page?kind=bulk&minCount=2&size=200"));
    expect(bulk.list.find((r: { taskId: number }) => r.taskId === taskId)).toMatchObject({
      kind: "bulk",
      filled: 2,
      userName: expect.any(String),
    });
    expect(
      (await data(get(admin, "/v3/exposed/taskMonitor/page?kind=bulk&minCount=3&size=200"))).list.some(
        (r: { taskId: number }) => r.taskId === taskId,
      ),
    ).toBe(false);
    const low = await data(
      get(admin, "/v3/exposed/taskMonitor/page?kind=lowCompletion&threshold=50&size=200"),
    );
    expect(low.list.find((r: { taskId: number }) => r.taskId === taskId)).toMatchObject({
      expected: myClass.length,
      filled: 2,
    });
    const monitorFile = await t.call({
      method: "GET",
      url: "/api/v3/exposed/taskMonitor/export?kind=lowCompletion&threshold=50",
      headers: bearer(admin, EN),
    });
    const monitorBook = new ExcelJS.Workbook();
    await monitorBook.xlsx.load(monitorFile.res.rawPayload as unknown as ArrayBuffer);
    expect(monitorBook.worksheets[0].rowCount).toBe(1 + low.total);
    // A class leader without collection.stats sees the monitoring of their own class (monitor-scope test).
    const led = await data(
      get(leader, "/v3/exposed/taskMonitor/page?kind=lowCompletion&threshold=50&size=200"),
    );
    expect(led.list.find((r: { taskId: number }) => r.taskId === taskId)).toMatchObject({ filled: 2 });
  });
});

describe("review of fills", () => {
  it("a rejected fill stops counting, returns to the parent's to-do with a notice, and can be filled again", async () => {
    const { form, sceneId, taskId } = await sceneWithTask(admin, 2, { needReview: true });
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    expect((await data(get(admin, `/v3/task/byid?id=${taskId}`))).needReview).toBe(true);
    const child = myClass[4];
    const parent = await parentOf(child.id);
    const items = [{ itemId: form.ids["Minutes read"], val: "3" }];
    const first = await submit(t, parent, { formId: form.formId, taskId, items });
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const formValId = first.body.data.formValId;
    const person = async () =>
      (
        await data(
          get(
            leader,
            `/v3/statistics/task/people?taskId=${taskId}&keyword=${encodeURIComponent(child.name)}`,
          ),
        )
      ).list[0];
    expect(await person()).toMatchObject({ filled: true, formValId, reviewState: null });

    // Another school's teacher, or a task without review, cannot review.
    expect((await post(middleAdmin, "/v3/task/review", { taskId, formValId, pass: false })).status).toBe(404);
    const reject = await post(
      leader,
      "/v3/task/review",
      { taskId, formValId, pass: false, comment: "Too short" },
      EN,
    );
    expect(reject.body.data).toEqual({ formValId, reviewState: 2 });
    expect(await person()).toMatchObject({
      filled: false,
      formValId,
      reviewState: 2,
      reviewComment: "Too short",
    });
    const completion = await data(get(leader, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(completion.filled).toBe(0);
    const todo = await data(get(parent, "/center/api/getToDoList"));
    expect(todo.some((x: { taskId: number }) => x.taskId === taskId)).toBe(true);
    const notices = await data(get(parent, "/v3/notice/page", EN));
    expect(notices.list[0].title).toBe("Returned: Daily reading");
    expect(notices.list[0].body).toContain("Too short");

    const again = await submit(t, parent, {
      formId: form.formId,
      taskId,
      items: [{ itemId: items[0].itemId, val: "45" }],
    });
    expect(again.body.success, JSON.stringify(again.body)).toBe(true);
    const passed = await data(
      post(leader, "/v3/task/review", { taskId, formValId: again.body.data.formValId, pass: true }),
    );
    expect(passed.reviewState).toBe(1);
    expect(await person()).toMatchObject({ filled: true, reviewState: 1 });
    expect((await data(get(leader, `/v3/statistics/task/completion?taskId=${taskId}`))).filled).toBe(1);

    const plain = await sceneWithTask(admin, 2);
    await data(post(admin, "/v3/task/publish", { id: plain.taskId }));
    expect(
      (await post(leader, "/v3/task/review", { taskId: plain.taskId, formValId, pass: true }, EN)).status,
    ).toBe(404);
  });
});
