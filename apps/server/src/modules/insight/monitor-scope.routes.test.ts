import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  get,
  leader,
  myClass,
  otherClassId,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";
import { signIn } from "../../../test/sign-in.ts";

useCollectionApp();

type Finding = { taskId: number; expected: number; filled: number };
type App = { appId: number; expected: number };
type Paged<T> = { list: T[]; total: number };

/** An open parent task about the given classes, with a data app over it (on). */
const openTask = async (name: string, classIds: number[]) => {
  const form = await makeForm(t, admin, [
    { id: "m", name: "Minutes", type: 19, typeJson: { rangeMin: 0, rangeMax: 100 } },
  ]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `${name} ${Math.random()}` }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", { sceneId, name, formId: form.formId, fillerType: 2, classIds }),
  );
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  const { id: appId } = await data(
    post(admin, "/v3/dataapp/report/save", { taskId, name: `${name} app`, columns: ["student"] }),
  );
  await data(post(admin, "/v3/dataapp/report/state", { id: appId, state: 1 }));
  return { form, taskId, appId: appId as number };
};

let mine: Awaited<ReturnType<typeof openTask>>;
let theirs: Awaited<ReturnType<typeof openTask>>;
let both: Awaited<ReturnType<typeof openTask>>;
let otherStudents: { id: number }[];

beforeAll(async () => {
  mine = await openTask("Leader's class", [myClass[0].classId]);
  theirs = await openTask("Other class", [otherClassId]);
  both = await openTask("Both classes", [myClass[0].classId, otherClassId]);
  otherStudents = (await data(get(admin, `/v3/stu/page?size=200&orgId=${otherClassId}`))).list;
});

const findings = async (token: string, query: string): Promise<Paged<Finding>> =>
  data(get(token, `/v3/exposed/taskMonitor/page?size=200&${query}`));
const ids = (p: Paged<{ taskId: number }>) => p.list.map((r) => r.taskId);

describe("a class leader's monitoring of their own classes", () => {
  it("shows a class leader the tasks, figures and values of their classes only, staff every class", async () => {
    // The leader sees the task of their class and the shared one, not the other class's.
    const low = await findings(leader, "kind=lowCompletion&threshold=100");
    expect(ids(low)).toContain(mine.taskId);
    expect(ids(low)).toContain(both.taskId);
    expect(ids(low)).not.toContain(theirs.taskId);
    // The shared task counts the leader's students only; staff count both classes.
    expect(low.list.find((r) => r.taskId === both.taskId)?.expected).toBe(myClass.length);
    const staff = await findings(admin, "kind=lowCompletion&threshold=100");
    expect(ids(staff)).toContain(theirs.taskId);
    expect(staff.list.find((r) => r.taskId === both.taskId)?.expected).toBe(
      myClass.length + otherStudents.length,
    );

    // Values out of range: tighten the form after a fill in each class of the shared task.
    for (const student of [myClass[0].id, otherStudents[0].id]) {
      const r = await submit(t, await parentOf(student), {
        formId: both.form.formId,
        taskId: both.taskId,
        items: [{ itemId: both.form.ids.Minutes, val: "90" }],
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    }
    const draft = await data(get(admin, `/v3/eos/form/admin/byid?id=${both.form.formId}`));
    const items = draft.items.map((i: { typeJson: object }) => ({
      ...i,
      typeJson: { ...i.typeJson, rangeMax: 60 },
    }));
    await data(post(admin, "/v3/eos/form/admin/save", { id: both.form.formId, items }));
    await data(post(admin, "/v3/eos/form/admin/release", { id: both.form.formId }));
    const range = (token: string) =>
      findings(token, "kind=outOfRange").then((p) => p.list.find((r) => r.taskId === both.taskId));
    expect(await range(leader)).toMatchObject({ filled: 1, expected: 1 });
    expect(await range(admin)).toMatchObject({ filled: 2, expected: 2 });
    const values = await data(get(leader, `/v3/exposed/taskMonitor/values?taskId=${both.taskId}`));
    expect(values.list.map((v: { subjectName: string }) => v.subjectName)).toEqual([myClass[0].name]);
    // Another class's task is not theirs to open.
    expect((await get(leader, `/v3/exposed/taskMonitor/values?taskId=${theirs.taskId}`)).status).toBe(404);
    expect((await get(admin, `/v3/exposed/taskMonitor/values?taskId=${theirs.taskId}`)).status).toBe(200);
  });

  it("shows a class leader the data apps over their classes, counting their students, and refuses the rest", async () => {
    const apps = (token: string): Promise<Paged<App>> =>
      data(get(token, "/v3/dataapp/monitor/page?issue=all&size=200"));
    const seen = await apps(leader);
    const appIds = seen.list.map((a) => a.appId);
    expect(appIds).toContain(mine.appId);
    expect(appIds).not.toContain(theirs.appId);
    expect(seen.list.find((a) => a.appId === both.appId)?.expected).toBe(myClass.length);
    expect((await apps(admin)).list.map((a) => a.appId)).toContain(theirs.appId);

    const students = await data(get(leader, `/v3/dataapp/monitor/details?appId=${both.appId}&size=200`));
    expect(students.total).toBe(myClass.length);
    const mineIds = new Set(myClass.map((s) => s.id));
    expect(students.list.every((s: { studentId: number }) => mineIds.has(s.studentId))).toBe(true);
    expect((await get(leader, `/v3/dataapp/monitor/details?appId=${theirs.appId}`)).status).toBe(404);
    // App usage stays with staff.
    expect((await get(leader, "/v3/appCount/page")).status).toBe(403);
  });

  it("refuses a teacher who leads no class, and parents", async () => {
    const duties: { teacherId: number; duty: string }[] = await data(get(admin, "/v3/duty/list"));
    const leaders = new Set(duties.filter((d) => d.duty === "leader").map((d) => d.teacherId));
    const teachers: { id: number; account: string | null }[] = (
      await data(get(admin, "/v3/tea/page?size=200"))
    ).list;
    // A plain teacher account (t…), not the school's administrator.
    const plain = teachers.find((x) => !leaders.has(x.id) && /^t\d+$/.test(x.account ?? ""));
    expect(plain).toBeTruthy();
    const token = (await signIn(t, "primary.demo", plain?.account as string, 0)).token;
    for (const url of [
      "/v3/exposed/taskMonitor/page?kind=lowCompletion",
      `/v3/exposed/taskMonitor/values?taskId=${mine.taskId}`,
      "/v3/dataapp/monitor/page",
      `/v3/dataapp/monitor/details?appId=${mine.appId}`,
    ])
      expect((await get(token, url)).status, url).toBe(403);
    const parent = await parentOf(myClass[0].id);
    expect((await get(parent, "/v3/dataapp/monitor/page")).status).toBe(403);
  });
});
