import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  post,
  type Student,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { bearer } from "../../../test/sign-in.ts";
import { importRows, openImportTask as openTask } from "../../../test/task-import-kit.ts";

/** A task's imports (list, delete taking back their values) and its join-user and belonging-user pages (issue 6). */
useCollectionApp();
type Student_ = Student & { studentNo: string };

const belongFilled = async (token: string, taskId: number) =>
  (await data(get(token, `/v3/task/belongUser/page?taskId=${taskId}&state=filled&size=100`))).list.map(
    (p: { studentId: number }) => p.studentId,
  );

describe("a task's imports and people", () => {
  it("lists imports, deletes exactly one import's values in the caller's school, and pages joined and belonging people", async () => {
    const { form, taskId } = await openTask();
    const [s0, s1, s2, s3] = myClass as Student_[];
    const a = await importRows(form.formId, taskId, [
      [s0.studentNo, 10],
      [s1.studentNo, 20],
      ["NO-SUCH-1", 5],
    ]);
    const b = await importRows(form.formId, taskId, [[s2.studentNo, 30]]);
    // The class leader fills the fourth student by hand.
    await data(
      post(leader, "/app/eos/form/wx/addBatch", {
        formId: form.formId,
        taskId,
        items: [{ itemId: form.ids["Minutes read"], val: "7" }],
        exJson: { belongInfos: [{ stuId: s3.id }] },
      }),
    );

    const page = await data(get(admin, `/v3/formImport/page?taskId=${taskId}`));
    expect(page.total).toBe(2);
    expect(page.list.map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect(page.list[1]).toMatchObject({ state: "done", percent: 100, total: 3, imported: 2, values: 2 });
    expect(page.list[1].problems).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ imported: 1, values: 1 });

    // Joined: the importer (3 values) and the leader (1); searchable by name.
    const joined = await data(get(admin, `/v3/task/joinUser/page?taskId=${taskId}`));
    expect(joined.total).toBe(2);
    expect(joined.list.map((j: { values: number }) => j.values).sort()).toEqual([1, 3]);
    const leaderRow = joined.list.find((j: { values: number }) => j.values === 1);
    const byName = await data(
      get(admin, `/v3/task/joinUser/page?taskId=${taskId}&keyword=${encodeURIComponent(leaderRow.userName)}`),
    );
    expect(byName.list.map((j: { userId: number }) => j.userId)).toContain(leaderRow.userId);
    expect((await data(get(leader, `/v3/task/joinUser/page?taskId=${taskId}`))).total).toBe(2);

    // About: the class, each with whether it has a value.
    expect((await belongFilled(admin, taskId)).sort()).toEqual([s0.id, s1.id, s2.id, s3.id].sort());
    const about = await data(get(leader, `/v3/task/belongUser/page?taskId=${taskId}&size=100`));
    expect(about.total).toBe(myClass.length);

    // Another school sees none of it and deletes nothing; a teacher without forms.data cannot manage imports.
    const foreign = await t.call({
      method: "POST",
      url: "/api/v3/formImport/del",
      headers: bearer(middleAdmin, EN),
      payload: { id: a },
    });
    expect(foreign.status).toBe(404);
    expect((await data(get(middleAdmin, `/v3/formImport/page?taskId=${taskId}`))).total).toBe(0);
    expect((await get(middleAdmin, `/v3/task/joinUser/page?taskId=${taskId}`)).status).toBe(404);
    expect((await get(leader, `/v3/formImport/page?taskId=${taskId}`)).status).toBe(403);
    expect((await post(leader, "/v3/formImport/del", { id: a })).status).toBe(403);
    expect(await belongFilled(admin, taskId)).toHaveLength(4);

    // Deleting import a takes back its two values only: b's and the leader's stay.
    expect(await data(post(admin, "/v3/formImport/del", { id: a }))).toEqual({ values: 2 });
    expect((await belongFilled(admin, taskId)).sort()).toEqual([s2.id, s3.id].sort());
    const after = await data(get(admin, `/v3/formImport/page?taskId=${taskId}`));
    expect(after.list.map((i: { id: number }) => i.id)).toEqual([b]);
    const joinedAfter = await data(get(admin, `/v3/task/joinUser/page?taskId=${taskId}`));
    expect(joinedAfter.list.map((j: { values: number }) => j.values).sort()).toEqual([1, 1]);
    expect((await post(admin, "/v3/formImport/del", { id: a })).status).toBe(404);

    // The students freed can be imported again.
    const c = await importRows(form.formId, taskId, [[s0.studentNo, 11]]);
    expect((await data(get(admin, `/v3/formImport/page?taskId=${taskId}`))).list[0]).toMatchObject({
      id: c,
      imported: 1,
      values: 1,
    });
  });
});
