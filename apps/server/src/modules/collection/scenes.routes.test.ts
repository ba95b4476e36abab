import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  admin,
  area,
  data,
  EN,
  get,
  myClass,
  parentOf,
  post,
  sceneWithTask,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer } from "../../../test/sign-in.ts";

useCollectionApp();

describe("scene classification tree", () => {
  it("adds, nests, renames, orders and deletes nodes; a node holding scenes cannot be deleted", async () => {
    const { id: moral } = await data(post(admin, "/v3/sceneClassify/add", { name: "Moral" }));
    const { id: labour } = await data(post(admin, "/v3/sceneClassify/add", { name: "Labour" }));
    const { id: child } = await data(post(admin, "/v3/sceneClassify/add", { pid: moral, name: "Civic" }));
    await data(post(admin, "/v3/sceneClassify/update", { id: child, name: "Civic conduct" }));
    await data(post(admin, "/v3/sceneClassify/sort", { ids: [labour, moral] }));
    const tree = await data(get(admin, "/v3/sceneClassify/list"));
    expect(tree.map((n: { name: string }) => n.name)).toEqual(["Labour", "Moral"]);
    expect(tree[1].children.map((n: { name: string }) => n.name)).toEqual(["Civic conduct"]);

    // A node cannot move under its own child.
    const loop = await post(admin, "/v3/sceneClassify/update", { id: moral, name: "Moral", pid: child }, EN);
    expect(loop.status).toBe(400);
    expect(loop.body.errorDesc).toBe("a classification cannot move under itself");

    await data(post(admin, "/v3/saveScene", { name: "Volunteer service", classifyId: child }));
    const busy = await post(admin, "/v3/sceneClassify/delete", { id: moral }, EN);
    expect(busy.body.errorDesc).toBe("this classification still holds sub-classifications or scenes");
    // Filtering by a branch finds scenes of its children too.
    const inMoral = await data(get(admin, `/v3/scene/page?classifyId=${moral}`));
    expect(inMoral.list.map((s: { name: string }) => s.name)).toEqual(["Volunteer service"]);
    await data(post(admin, "/v3/sceneClassify/delete", { id: labour }));
    expect((await data(get(admin, "/v3/sceneClassify/list"))).length).toBe(1);
  });
});

describe("scene states", () => {
  it("follows the state machine: shelve needs a shown scene with a task; hide is refused while shelved", async () => {
    const { id } = await data(post(admin, "/v3/saveScene", { name: "Sports test" }));
    const refused = await post(admin, "/v3/scene/shelve", { id }, EN);
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toBe('the scene cannot "shelve" now: show the scene first');
    expect((await data(post(admin, "/v3/scene/show", { id }))).shown).toBe(true);
    expect((await post(admin, "/v3/scene/shelve", { id }, EN)).body.errorDesc).toContain("holds no task");
    const { sceneId } = await sceneWithTask(admin, 2);
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    expect((await data(post(admin, "/v3/scene/shelve", { id: sceneId }))).shelved).toBe(true);
    expect((await post(admin, "/v3/scene/hide", { id: sceneId }, EN)).body.errorDesc).toContain(
      "unshelve it first",
    );
    expect((await post(admin, "/v3/scene/shelve", { id: sceneId }, EN)).body.errorDesc).toContain(
      "already shelved",
    );
    await data(post(admin, "/v3/scene/unshelve", { id: sceneId }));
    expect((await data(post(admin, "/v3/scene/hide", { id: sceneId }))).shown).toBe(false);
  });
});

describe("scene hall", () => {
  it("an area's shelved scene is copied by a school: forms released there, tasks as drafts without classes", async () => {
    const form = await makeForm(t, area, [{ id: "h", name: "Hours", type: 1 }]);
    const { id: sceneId } = await data(
      post(area, "/v3/saveScene", { name: "Labour practice", description: "Weekly chores" }),
    );
    await data(
      post(area, "/v3/task/save", {
        sceneId,
        name: "Chores this week",
        formId: form.formId,
        fillerType: 2,
        recurrence: 2,
      }),
    );
    await data(post(area, "/v3/scene/show", { id: sceneId }));
    await data(post(area, "/v3/scene/shelve", { id: sceneId }));

    const hall = await data(get(admin, "/v3/sceneHall/page?keyword=Labour"));
    const entry = hall.list.find((s: { sceneId: number }) => s.sceneId === sceneId);
    expect(entry).toMatchObject({
      name: "Labour practice",
      taskCount: 1,
      copied: false,
      schoolName: expect.any(String),
    });

    const { id: copy } = await data(
      post(admin, "/v3/sceneHall/copy", { fromSchoolId: entry.schoolId, sceneId }),
    );
    const scene = await data(get(admin, `/v3/scene/byid?id=${copy}`));
    expect(scene).toMatchObject({
      name: "Labour practice",
      shown: false,
      shelved: false,
      copiedFrom: { sceneId },
    });
    const [task] = await data(get(admin, `/v3/task/list?sceneId=${copy}`));
    expect(task).toMatchObject({
      name: "Chores this week",
      state: 0,
      classIds: [],
      recurrence: 2,
      fillerType: 2,
    });
    expect(task.formId).not.toBe(form.formId);
    const fillable = await data(get(admin, `/v3/eos/form/admin/byid?id=${task.formId}`));
    expect(fillable).toMatchObject({ name: "Form under test", version: 1 });
    expect((await data(get(admin, "/v3/sceneHall/page?keyword=Labour"))).list[0].copied).toBe(true);

    // Publishing needs classes; with them the copy opens.
    expect((await post(admin, "/v3/task/publish", { id: task.id }, EN)).body.errorDesc).toBe(
      "choose the classes the task is about",
    );
    await data(
      post(admin, "/v3/task/save", { ...task, id: task.id, sceneId: copy, classIds: [myClass[0].classId] }),
    );
    expect((await data(post(admin, "/v3/task/publish", { id: task.id }))).state).toBe(1);

    // The area follows its scene across its schools: area → school → class → student.
    await data(post(admin, "/v3/scene/show", { id: copy }));
    const hours = (await data(get(admin, `/v3/eos/form/admin/byid?id=${task.formId}`))).items[0].id;
    const parent = await parentOf(myClass[0].id);
    const filled = await submit(t, parent, {
      formId: task.formId,
      taskId: task.id,
      items: [{ itemId: hours, val: "2" }],
    });
    expect(filled.body.success, JSON.stringify(filled.body)).toBe(true);
    const schools = await data(get(area, `/v3/statistics/area/scene/schools?sceneId=${sceneId}`));
    const primary = schools.list.find((s: { copied: boolean }) => s.copied);
    expect(primary).toMatchObject({ taskCount: 1, expected: myClass.length, filled: 1 });
    expect(
      schools.list
        .filter((s: { copied: boolean }) => !s.copied)
        .every((s: { filled: number }) => s.filled === 0),
    ).toBe(true);
    const one = await data(
      get(area, `/v3/statistics/area/scene/school?sceneId=${sceneId}&targetSchoolId=${primary.schoolId}`),
    );
    expect(one.tasks[0].classes).toEqual([
      expect.objectContaining({ classId: myClass[0].classId, expected: myClass.length, filled: 1 }),
    ]);
    const people = await data(
      get(
        area,
        `/v3/statistics/area/scene/people?sceneId=${sceneId}&targetSchoolId=${primary.schoolId}&taskId=${task.id}&state=filled`,
      ),
    );
    expect(people.list.map((p: { studentId: number }) => p.studentId)).toEqual([myClass[0].id]);
    // Only the area's administrators, on the area's site, see this.
    expect((await get(admin, `/v3/statistics/area/scene/schools?sceneId=${sceneId}`)).status).toBe(403);

    // Usage: which schools use the area's scene (a copy with published tasks), which do not.
    const usage = await data(get(area, "/v3/usedCount/scene/page?keyword=Labour"));
    expect(usage.list.find((u: { sceneId: number }) => u.sceneId === sceneId)).toMatchObject({
      copiedSchools: 1,
      activeSchools: 1,
      values: 1,
      shelved: true,
    });
    const used = await data(get(area, `/v3/usedCount/scene/schools?sceneId=${sceneId}&used=used`));
    expect(used.list).toEqual([
      expect.objectContaining({ schoolId: primary.schoolId, copied: true, tasks: 1, values: 1 }),
    ]);
    const unused = await data(get(area, `/v3/usedCount/scene/schools?sceneId=${sceneId}&used=unused`));
    expect(unused.total).toBe(schools.total - 1);
    const usageFile = await t.call({
      method: "GET",
      url: `/api/v3/usedCount/scene/export?sceneId=${sceneId}&used=unused`,
      headers: bearer(area, EN),
    });
    const usageBook = new ExcelJS.Workbook();
    await usageBook.xlsx.load(usageFile.res.rawPayload as unknown as ArrayBuffer);
    expect(usageBook.worksheets[0].getRow(1).values).toContain("Published tasks");
    expect(usageBook.worksheets[0].rowCount).toBe(1 + unused.total);
    expect((await get(admin, "/v3/usedCount/scene/page")).status).toBe(403);

    // A school of another area would see nothing; a school cannot copy its own scene or an unshelved one.
    expect(
      (await post(admin, "/v3/sceneHall/copy", { fromSchoolId: entry.schoolId, sceneId: sceneId + 999 }))
        .status,
    ).toBe(404);
  });
});
