import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  post,
  sceneWithTask,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { submit } from "../../../test/form-fixtures.ts";
import { PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

type Child = { id: number; name: string; classId: number; className: string };
type Group = { child: Child & { current: boolean }; items: { taskId: number; pending: { id: number }[] }[] };

/** The demo's parent of two children in Demo Primary School, signed in on a phone. */
let parent: string;
let children: Child[];
let otherParent: string;
beforeAll(async () => {
  const parents: { phone: string; children: Child[] }[] = (await data(get(admin, "/v3/par/page?size=200")))
    .list;
  const two = parents.find((p) => p.children.length === 2);
  if (!two) throw new Error("the demo has no parent of two children in primary.demo");
  children = two.children;
  parent = (await signIn(t, "primary.demo", two.phone, 2, PHONE)).token;
  const one = parents.find(
    (p) => p.children.length === 1 && !children.some((c) => c.id === p.children[0].id),
  );
  otherParent = (await signIn(t, "primary.demo", one?.phone as string, 2, PHONE)).token;
});

/** A published task for parents, in a shown scene, for both children's classes. */
const taskForBoth = async () => {
  const classIds = [...new Set([myClass[0].classId, ...children.map((c) => c.classId)])];
  const made = await sceneWithTask(admin, 2, { classIds });
  await data(post(admin, "/v3/task/publish", { id: made.taskId }));
  await data(post(admin, "/v3/scene/show", { id: made.sceneId }));
  return { ...made, items: [{ itemId: made.form.ids["Minutes read"], val: "25" }] };
};

const groups = async (token = parent): Promise<Group[]> =>
  data(get(token, "/center/api/getChildrenToDoList"));
const waitingIn = (list: Group[], childId: number, taskId: number) =>
  list.find((g) => g.child.id === childId)?.items.some((i) => i.taskId === taskId) ?? false;

describe("GET /center/api/getChildrenToDoList: a parent's to-do for every child at once", () => {
  it("requires authentication", async () => {
    const r = await t.call({ method: "GET", url: "/api/center/api/getChildrenToDoList" });
    expect(r.body.errorCode).toBe("MISTOKEN");
  });

  it("requires a parent: teachers and students are refused", async () => {
    expect((await get(leader, "/center/api/getChildrenToDoList")).status).toBe(403);
    const student = (await signIn(t, "primary.demo", myClass[0].account as string, 1, PHONE)).token;
    expect((await get(student, "/center/api/getChildrenToDoList")).status).toBe(403);
  });

  it("groups the open tasks by child, each group naming the child and their class", async () => {
    const { taskId } = await taskForBoth();
    const list = await groups();
    expect(list.map((g) => g.child.id)).toEqual(children.map((c) => c.id));
    expect(list.map((g) => g.child)).toEqual(
      children.map((c, i) => ({
        id: c.id,
        name: c.name,
        studentNo: expect.any(String),
        classId: c.classId,
        className: c.className,
        current: i === 0,
      })),
    );
    for (const g of list) {
      const item = g.items.find((i) => i.taskId === taskId);
      expect(item?.pending).toEqual([{ id: g.child.id, name: g.child.name }]);
    }
    // The plain to-do still answers for the session's current child only.
    const plain: { taskId: number; pending: { id: number }[] }[] = await data(
      get(parent, "/center/api/getToDoList"),
    );
    expect(plain.find((i) => i.taskId === taskId)?.pending.map((p) => p.id)).toEqual([children[0].id]);
  });

  it("wx/add with childId fills the task for that child, whichever child is current", async () => {
    const { form, taskId, items } = await taskForBoth();
    const second = children[1];
    const r = await submit(t, parent, { formId: form.formId, taskId, items, childId: second.id });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const stored = await data(get(admin, `/v3/eos/form/value/byid?id=${r.body.data.formValId}`));
    expect(stored.belongUserId).toBe(second.id);

    const after = await groups();
    expect(waitingIn(after, second.id, taskId)).toBe(false);
    expect(waitingIn(after, children[0].id, taskId)).toBe(true);
    // Filling for the second child did not switch the session's current child.
    expect(after.find((g) => g.child.current)?.child.id).toBe(children[0].id);

    // Without childId the fill is about the current child, as before.
    const first = await submit(t, parent, { formId: form.formId, taskId, items });
    const firstStored = await data(get(admin, `/v3/eos/form/value/byid?id=${first.body.data.formValId}`));
    expect(firstStored.belongUserId).toBe(children[0].id);
    expect(waitingIn(await groups(), children[0].id, taskId)).toBe(false);
  });

  it("refuses a childId that is not the parent's child, or from anyone but a parent", async () => {
    const { form, taskId, items } = await taskForBoth();
    const stranger = myClass.find((s) => !children.some((c) => c.id === s.id)) as { id: number };
    const notMine = await submit(t, parent, { formId: form.formId, taskId, items, childId: stranger.id }, EN);
    expect(notMine.status).toBe(403);
    expect(waitingIn(await groups(), children[0].id, taskId)).toBe(true);

    const noTask = await submit(t, parent, { formId: form.formId, items, childId: children[0].id });
    expect(noTask.status).toBe(400);
    const byTeacher = await submit(t, leader, {
      formId: form.formId,
      taskId,
      items,
      childId: children[0].id,
    });
    expect(byTeacher.status).toBe(400);
    // Another parent cannot fill about these children either.
    const other = await submit(t, otherParent, {
      formId: form.formId,
      taskId,
      items,
      childId: children[1].id,
    });
    expect(other.status).toBe(403);
  });

  it("keeps a parent's drafts per child: each child's fill page restores its own, a submission clears only its child's", async () => {
    const { form, taskId } = await taskForBoth();
    const [first, second] = children;
    const minutes = form.ids["Minutes read"];
    const save = (childId: number | undefined, val: string) =>
      post(parent, "/app/eos/form/task/addDrafts", {
        formId: form.formId,
        taskId,
        items: [{ itemId: minutes, val }],
        ...(childId === undefined ? {} : { childId }),
      });
    const draftFor = async (childId?: number) => {
      const child = childId === undefined ? "" : `&childId=${childId}`;
      const d = (await data(get(parent, `/app/eos/form/wx/byid?id=${form.formId}&taskId=${taskId}${child}`)))
        .draft;
      return d === null ? null : d.values.find((v: { itemId: number }) => v.itemId === minutes)?.val;
    };

    await data(save(first.id, "11"));
    await data(save(second.id, "22"));
    expect(await draftFor(first.id)).toBe("11");
    expect(await draftFor(second.id)).toBe("22");
    // Without childId a draft is the current child's (the first), as a fill without it is.
    expect(await draftFor()).toBe("11");
    await data(save(undefined, "12"));
    expect(await draftFor(first.id)).toBe("12");
    expect(await draftFor(second.id)).toBe("22");

    // A child who is not theirs is refused on both calls, and nothing is stored.
    const stranger = myClass.find((s) => !children.some((c) => c.id === s.id)) as { id: number };
    expect((await save(stranger.id, "99")).status).toBe(403);
    const peek = await get(
      parent,
      `/app/eos/form/wx/byid?id=${form.formId}&taskId=${taskId}&childId=${stranger.id}`,
    );
    expect(peek.status).toBe(403);
    // childId means nothing outside a parent's task fill.
    expect((await get(leader, `/app/eos/form/wx/byid?id=${form.formId}&childId=${first.id}`)).status).toBe(
      400,
    );

    // Submitting for the second child clears the second child's draft only.
    const r = await submit(t, parent, {
      formId: form.formId,
      taskId,
      items: [{ itemId: minutes, val: "22" }],
      childId: second.id,
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect(await draftFor(second.id)).toBeNull();
    expect(await draftFor(first.id)).toBe("12");
  });
});
