import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  myClass,
  otherClassId,
  parentOf,
  post,
  type Student,
  sceneWithTask,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

const DRAFTS = "/app/eos/form/task/addDrafts";

describe("task/addDrafts keeps drafts only for the task's fillers (issue 16 item 11)", () => {
  it("refuses a teacher, a parent and a student of another class with 403 and stores nothing; a filler's draft is kept", async () => {
    // A task that the students of the leader's class fill, open now.
    const { form, sceneId, taskId } = await sceneWithTask(admin, 1);
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const items = [{ itemId: form.ids["Minutes read"], val: "40" }];
    const all: Student[] = (await data(get(admin, "/v3/stu/page?size=200"))).list;
    const outsider = all.find((s) => s.classId === otherClassId && s.account) as Student;
    const wrong = {
      teacher: (await signIn(t, "primary.demo", "t003", 0)).token,
      parent: await parentOf(myClass[0].id),
      studentOfAnotherClass: (await signIn(t, "primary.demo", outsider.account as string, 1, PHONE)).token,
    };
    const draftOf = async (token: string) =>
      (await data(get(token, `/app/eos/form/wx/byid?id=${form.formId}&taskId=${taskId}`))).draft;

    for (const [who, token] of Object.entries(wrong)) {
      const r = await post(token, DRAFTS, { formId: form.formId, taskId, items }, EN);
      expect(r.status, who).toBe(403);
      expect(r.body, who).toMatchObject({ success: false, errorCode: 403, data: null });
      expect(await draftOf(token), who).toBeNull();
    }

    const filler = (await signIn(t, "primary.demo", myClass[0].account as string, 1, PHONE)).token;
    const saved = await data(post(filler, DRAFTS, { formId: form.formId, taskId, items }));
    expect(saved.formValId).toEqual(expect.any(Number));
    expect((await draftOf(filler)).values).toEqual([
      expect.objectContaining({ itemId: form.ids["Minutes read"], val: "40" }),
    ]);
    // Nothing counts as filled: drafts are not submissions.
    expect((await data(get(admin, `/v3/eos/form/value/page?formId=${form.formId}`))).total).toBe(0);
  });

  it("refuses a draft for a task of another form, or one that is closed", async () => {
    const { form, sceneId, taskId } = await sceneWithTask(admin, 1);
    await data(post(admin, "/v3/scene/show", { id: sceneId }));
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const other = await sceneWithTask(admin, 1);
    const filler = (await signIn(t, "primary.demo", myClass[1].account as string, 1, PHONE)).token;
    const items = [{ itemId: form.ids["Minutes read"], val: "5" }];
    const wrongForm = await post(filler, DRAFTS, { formId: other.form.formId, taskId, items }, EN);
    expect(wrongForm.status).toBe(400);
    await data(post(admin, "/v3/task/close", { id: taskId }));
    const closed = await post(filler, DRAFTS, { formId: form.formId, taskId, items }, EN);
    expect(closed.body.errorDesc).toBe("the task is not open");
  });
});
