import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  myClass,
  otherClassId,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer, PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

type Teacher = { id: number; name: string; account: string | null };
type Person = { studentId: number; studentName: string; filled: boolean; className: string };

const START = new Date("2026-11-23T02:00:00Z");
const RANGE = { joinTimeType: 2, startAt: "2026-11-22T00:00:00.000Z", endAt: "2026-11-25T00:00:00.000Z" };

let teachers: Teacher[];
let deptId: number;
let deptMembers: Teacher[];
const tokens = new Map<string, string>();

/** A teacher of the primary school signed in by account (kept for the file). */
const teacherToken = async (account: string) => {
  // t001 is the world's class leader, signed in already (a second sign-in would end that session).
  if (account === "t001") return leader;
  const known = tokens.get(account);
  if (known) return known;
  const token = (await signIn(t, "primary.demo", account, 0)).token;
  tokens.set(account, token);
  return token;
};
const byAccount = (account: string) => teachers.find((x) => x.account === account) as Teacher;

const todoIds = async (token: string): Promise<number[]> =>
  (await data(get(token, "/center/api/getToDoList"))).map((x: { taskId: number }) => x.taskId);
const noticeTitles = async (token: string): Promise<string[]> =>
  (await data(get(token, "/v3/notice/page?size=100", EN))).list.map((n: { title: string }) => n.title);

/** A shown scene with a released form and one saved task; answers the ids. */
const taskWith = async (body: Record<string, unknown>) => {
  const form = await makeForm(t, admin, [{ id: "r", name: "Report", type: 1, isNull: 1 }]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Fillers ${Math.random()}` }));
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", { sceneId, formId: form.formId, name: "Self report", ...body }, EN),
  );
  const items = [{ itemId: form.ids.Report, val: "done" }];
  return { form, sceneId, taskId, items };
};

beforeAll(async () => {
  teachers = (await data(get(admin, "/v3/tea/page?size=200"))).list;
  const tree = await data(get(admin, "/v3/org/tree"));
  type Node = { id: number; label: string; kind: string; children: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  deptId = (flat(tree).find((n) => n.kind === "dept" && n.label === "教务处") as Node).id;
  deptMembers = (await data(get(admin, `/v3/tea/page?size=200&orgId=${deptId}`))).list;
});

describe("a teacher task for named teachers and a department", () => {
  it("reaches only them: to-do, gate, completion, missing list and export, reminders now and on schedule", async () => {
    const named = [byAccount("t001"), byAccount("t002")];
    const outsider = byAccount("t003");
    const member = deptMembers[0];
    expect(deptMembers.length).toBeGreaterThan(1);
    expect(deptMembers.some((m) => named.some((n) => n.id === m.id) || m.id === outsider.id)).toBe(false);
    const { form, sceneId, taskId, items } = await taskWith({
      fillerType: 0,
      subjectType: 0,
      ...RANGE,
      fillers: [
        { kind: "user", id: named[0].id },
        { kind: "user", id: named[1].id },
        { kind: "org", id: deptId },
      ],
      reminders: [120],
    });
    const saved = await data(get(admin, `/v3/task/byid?id=${taskId}`));
    expect(saved.fillers).toEqual([
      { kind: "org", id: deptId, name: "教务处" },
      { kind: "user", id: named[0].id, name: named[0].name },
      { kind: "user", id: named[1].id, name: named[1].name },
    ]);
    expect(saved.reminders).toEqual([120]);
    await data(post(admin, "/v3/task/publish", { id: taskId }));

    // The to-do list: the named teachers and the department's members, nobody else.
    const [first, second, inDept, out] = await Promise.all(
      [named[0], named[1], member, outsider].map((x) => teacherToken(x.account as string)),
    );
    expect(await todoIds(first)).toContain(taskId);
    expect(await todoIds(second)).toContain(taskId);
    expect(await todoIds(inDept)).toContain(taskId);
    expect(await todoIds(out)).not.toContain(taskId);
    expect(await todoIds(admin)).not.toContain(taskId);

    // The gate: a teacher no rule names is refused and nothing is stored; a named one fills once.
    const refused = await submit(t, out, { formId: form.formId, taskId, items }, EN);
    expect(refused.status).toBe(403);
    expect(refused.body.errorDesc).toBe("this task is not for you to fill");
    expect((await submit(t, first, { formId: form.formId, taskId, items })).body.success).toBe(true);
    expect((await submit(t, first, { formId: form.formId, taskId, items })).status).toBe(409);
    expect(await todoIds(first)).not.toContain(taskId);

    // Completion: expected are exactly the named teachers and the members, by department.
    const expected = 2 + deptMembers.length;
    const completion = await data(get(admin, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(completion).toMatchObject({ subjectType: 0, fillerType: 0, expected, filled: 1 });
    const groups = completion.classes as { classId: number; className: string; expected: number }[];
    expect(groups.find((g) => g.classId === deptId)?.expected).toBe(deptMembers.length);
    expect(groups.find((g) => g.classId === 0)).toMatchObject({ className: "", expected: 2 });
    const missing = await data(
      get(admin, `/v3/statistics/task/people?taskId=${taskId}&state=missing&size=200`),
    );
    expect(missing.total).toBe(expected - 1);
    const missingIds = (missing.list as Person[]).map((p) => p.studentId).sort((a, b) => a - b);
    expect(missingIds).toEqual([named[1], ...deptMembers].map((x) => x.id).sort((a, b) => a - b));
    const filled = await data(get(admin, `/v3/statistics/task/people?taskId=${taskId}&state=filled`));
    expect(filled.list.map((p: Person) => p.studentId)).toEqual([named[0].id]);
    const byDept = await data(
      get(admin, `/v3/statistics/task/people?taskId=${taskId}&classId=${deptId}&state=missing&size=200`),
    );
    expect(byDept.total).toBe(deptMembers.length);
    const file = await t.call({
      method: "GET",
      url: `/api/v3/statistics/task/missingExport?taskId=${taskId}`,
      headers: bearer(admin),
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(1 + expected - 1);
    // A teacher without the statistics role follows no teacher task's people.
    const own = await data(get(leader, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(own.expected).toBe(0);

    // Remind now: the missing get a notice, the one who filled and the outsider none.
    const before = {
      second: (await noticeTitles(second)).length,
      first: (await noticeTitles(first)).length,
      out: (await noticeTitles(out)).length,
    };
    const reminded = await data(post(admin, "/v3/statistics/task/remind", { taskId }, EN));
    expect(reminded.notified).toBe(expected - 1);
    expect(await noticeTitles(second)).toHaveLength(before.second + 1);
    expect(await noticeTitles(first)).toHaveLength(before.first);
    expect(await noticeTitles(out)).toHaveLength(before.out);
    expect((await noticeTitles(second))[0]).toBe("Please fill in: Self report");

    // The scheduled reminder (2 hours before the end) waits for its time, then goes out once.
    const jobs = t.app.jobs;
    await jobs.drain();
    expect(await noticeTitles(second)).toHaveLength(before.second + 1);
    setClock(new Date("2026-11-24T22:00:00Z"));
    await jobs.drain();
    await jobs.drain();
    const afterReminder = await noticeTitles(second);
    expect(afterReminder).toHaveLength(before.second + 2);
    // Read in the reader's language (English here), whatever language the task was saved in.
    expect(afterReminder[0]).toBe("Please fill in: Self report");
    expect(await noticeTitles(first)).toHaveLength(before.first);
    expect(await noticeTitles(out)).toHaveLength(before.out);
    // Saving the task again schedules anew, but the reminder already sent does not go out twice.
    await data(
      post(admin, "/v3/task/save", {
        ...saved,
        id: taskId,
        sceneId,
        fillers: saved.fillers.map((r: { kind: string; id: number }) => ({ kind: r.kind, id: r.id })),
      }),
    );
    await jobs.drain();
    expect(await noticeTitles(second)).toHaveLength(before.second + 2);
    setClock(START);
  });
});

describe("fillers of a task about students", () => {
  it("class leaders only: a subject teacher of the class neither sees nor fills it", async () => {
    const subjectTeacher = (await data(get(admin, `/v3/duty/list?orgId=${myClass[0].classId}`))).find(
      (d: { duty: string }) => d.duty === "subject",
    );
    const account = teachers.find((x) => x.id === subjectTeacher.teacherId)?.account as string;
    const { form, sceneId, taskId, items } = await taskWith({
      fillerType: 0,
      classIds: [myClass[0].classId],
      fillers: [{ kind: "duty", id: 1 }],
      recurrence: 1,
      reminders: [60],
    });
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const subject = await teacherToken(account);
    expect(await todoIds(leader)).toContain(taskId);
    expect(await todoIds(subject)).not.toContain(taskId);
    const body = { formId: form.formId, taskId, items, exJson: { belongInfos: [{ stuId: myClass[0].id }] } };
    const batch = (token: string) =>
      t.call({
        method: "POST",
        url: "/api/app/eos/form/wx/addBatch",
        headers: bearer(token, EN),
        payload: body,
      });
    expect((await batch(subject)).status).toBe(403);
    expect((await batch(leader)).body.success).toBe(true);
    const completion = await data(get(admin, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(completion).toMatchObject({ expected: myClass.length, filled: 1 });
    // The reminder goes to the class leader, not to the class's subject teachers.
    const subjectNotices = (await noticeTitles(subject)).length;
    const sent = await data(post(admin, "/v3/statistics/task/remind", { taskId }));
    expect(sent.notified).toBe(1);
    expect(await noticeTitles(subject)).toHaveLength(subjectNotices);
    // A copy of the scene keeps who fills the task and its reminders.
    const { id: copyId } = await data(post(admin, "/v3/copyScene", { id: sceneId }));
    const [copied] = await data(get(admin, `/v3/task/list?sceneId=${copyId}`));
    expect(copied).toMatchObject({ fillers: [{ kind: "duty", id: 1, name: "" }], reminders: [60], state: 0 });
  });

  it("students of one class among the task's two: only they are expected, see it and may fill", async () => {
    const { form, taskId, items } = await taskWith({
      fillerType: 1,
      classIds: [myClass[0].classId, otherClassId],
      fillers: [{ kind: "org", id: myClass[0].classId }],
    });
    await data(post(admin, "/v3/task/publish", { id: taskId }));
    const all = (await data(get(admin, "/v3/stu/page?size=200"))).list as {
      classId: number;
      account: string;
    }[];
    const other = all.find((s) => s.classId === otherClassId) as { account: string };
    const mine = (await signIn(t, "primary.demo", myClass[0].account as string, 1, PHONE)).token;
    const theirs = (await signIn(t, "primary.demo", other.account, 1, PHONE)).token;
    expect(await todoIds(mine)).toContain(taskId);
    expect(await todoIds(theirs)).not.toContain(taskId);
    expect((await submit(t, theirs, { formId: form.formId, taskId, items })).status).toBe(403);
    expect((await submit(t, mine, { formId: form.formId, taskId, items })).body.success).toBe(true);
    const completion = await data(get(admin, `/v3/statistics/task/completion?taskId=${taskId}`));
    expect(completion).toMatchObject({ expected: myClass.length, filled: 1 });
    expect(completion.classes.map((c: { classId: number }) => c.classId)).toEqual([myClass[0].classId]);
    const progress = await data(get(admin, "/v3/statistics/task/page?size=200"));
    expect(progress.list.find((r: { taskId: number }) => r.taskId === taskId)).toMatchObject({
      expected: myClass.length,
      filled: 1,
    });
  });

  it("refuses rules that cannot apply and reminders without a deadline, and stores nothing", async () => {
    const form = await makeForm(t, admin, [{ id: "r", name: "Report", type: 1, isNull: 1 }]);
    const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Refusals ${Math.random()}` }));
    const save = (extra: Record<string, unknown>) =>
      post(
        admin,
        "/v3/task/save",
        {
          sceneId,
          formId: form.formId,
          name: "Bad",
          fillerType: 1,
          classIds: [myClass[0].classId],
          ...extra,
        },
        EN,
      );
    const duty = await save({ fillers: [{ kind: "duty", id: 1 }] });
    expect(duty.status).toBe(400);
    expect(duty.body.errorDesc).toBe("roles and duties choose teachers: the task must be filled by teachers");
    const unknown = await save({ fillers: [{ kind: "user", id: 9_999_999 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDesc).toBe(
      "these filler choices name nothing this task's fillers can be: user:9999999",
    );
    const dept = await save({ fillers: [{ kind: "org", id: deptId }] });
    expect(dept.status).toBe(400);
    const reminder = await save({ reminders: [60] });
    expect(reminder.status).toBe(400);
    expect(reminder.body.errorDesc).toBe(
      "reminders need a deadline: give the task a time range, or make it daily or weekly",
    );
    expect(await data(get(admin, `/v3/task/list?sceneId=${sceneId}`))).toEqual([]);
    // A role that is not the school's names nobody.
    expect((await save({ fillers: [{ kind: "role", id: 999_999 }], fillerType: 0 })).status).toBe(400);
  });
});
