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

/** An area scene with one task, shelved, copied by Demo Primary School and published there; one fill. */
const usedByPrimary = async (name: string) => {
  const form = await makeForm(t, area, [{ id: "h", name: "Hours", type: 1 }]);
  const { id: sceneId } = await data(post(area, "/v3/saveScene", { name }));
  await data(
    post(area, "/v3/task/save", { sceneId, name: `${name} task`, formId: form.formId, fillerType: 2 }),
  );
  await data(post(area, "/v3/scene/show", { id: sceneId }));
  await data(post(area, "/v3/scene/shelve", { id: sceneId }));
  const entry = (await data(get(admin, `/v3/sceneHall/page?keyword=${encodeURIComponent(name)}`))).list[0];
  const { id: copy } = await data(
    post(admin, "/v3/sceneHall/copy", { fromSchoolId: entry.schoolId, sceneId }),
  );
  const [task] = await data(get(admin, `/v3/task/list?sceneId=${copy}`));
  await data(
    post(admin, "/v3/task/save", { ...task, id: task.id, sceneId: copy, classIds: [myClass[0].classId] }),
  );
  await data(post(admin, "/v3/task/publish", { id: task.id }));
  await data(post(admin, "/v3/scene/show", { id: copy }));
  const item = (await data(get(admin, `/v3/eos/form/admin/byid?id=${task.formId}`))).items[0].id;
  const filled = await submit(t, await parentOf(myClass[0].id), {
    formId: task.formId,
    taskId: task.id,
    items: [{ itemId: item, val: "3" }],
  });
  expect(filled.body.success, JSON.stringify(filled.body)).toBe(true);
  return { sceneId, taskId: task.id as number };
};

const sheet = async (url: string) => {
  const r = await t.call({ method: "GET", url: `/api${url}`, headers: bearer(area, EN) });
  expect(r.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0];
};

describe("usage statistics by task and the schools not using", () => {
  it("lists the tasks schools published from an area scene with their fills, and the schools using none", async () => {
    const { sceneId, taskId } = await usedByPrimary("Garden duty");
    const byTask = await data(get(area, `/v3/usedCount/task/page?sceneId=${sceneId}`));
    expect(byTask.total).toBe(1);
    expect(byTask.list[0]).toMatchObject({
      schoolName: "Demo Primary School",
      sceneName: "Garden duty",
      taskId,
      taskName: "Garden duty task",
      state: 1,
      values: 1,
      publishedAt: expect.any(String),
      lastFillAt: expect.any(String),
    });
    // Across all the area's scenes, found by school or task name, paged in SQL.
    const all = await data(get(area, "/v3/usedCount/task/page?keyword=Garden&size=1"));
    expect(all.list).toHaveLength(1);
    expect(all.total).toBe(1);
    expect((await data(get(area, "/v3/usedCount/task/page?keyword=Nowhere"))).total).toBe(0);
    const taskFile = await sheet(`/v3/usedCount/task/export?sceneId=${sceneId}`);
    expect((taskFile.getRow(1).values as unknown[]).slice(1)).toEqual([
      "School",
      "Scene",
      "Task",
      "State",
      "Published",
      "Fills",
      "Last fill",
    ]);
    expect((taskFile.getRow(2).values as unknown[]).slice(1, 4)).toEqual([
      "Demo Primary School",
      "Garden duty",
      "Garden duty task",
    ]);

    // Not using: every other school of the area, for this scene and for all of the area's scenes.
    const schools = await data(get(area, `/v3/usedCount/scene/schools?sceneId=${sceneId}&size=200`));
    const notUsed = await data(get(area, `/v3/usedCount/notUsed/page?sceneId=${sceneId}&size=200`));
    expect(notUsed.total).toBe(schools.total - 1);
    expect(notUsed.list.some((s: { schoolName: string }) => s.schoolName === "Demo Primary School")).toBe(
      false,
    );
    const notAny = await data(get(area, "/v3/usedCount/notUsed/page?size=200"));
    expect(notAny.list.some((s: { schoolName: string }) => s.schoolName === "Demo Primary School")).toBe(
      false,
    );
    expect(notAny.list.every((s: { copies: number }) => s.copies === 0)).toBe(true);
    const notUsedFile = await sheet(`/v3/usedCount/notUsed/export?sceneId=${sceneId}`);
    expect(notUsedFile.name).toBe("Schools not using");
    expect(notUsedFile.rowCount).toBe(1 + notUsed.total);
  });

  it("is for the area's administrators on the area's site only", async () => {
    for (const url of [
      "/v3/usedCount/task/page",
      "/v3/usedCount/notUsed/page",
      "/v3/usedCount/task/export",
    ]) {
      expect((await get(admin, url)).status).toBe(403);
      expect((await get(middleAdmin, url)).status).toBe(403);
    }
    expect((await get(area, "/v3/usedCount/task/page?sceneId=999999")).status).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/v3/usedCount/notUsed/page" })).status).toBe(401);
  });
});
