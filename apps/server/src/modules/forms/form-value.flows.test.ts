import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeForm, storedOf, submit } from "../../../test/form-fixtures.ts";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let admin: string;
let leader: string;
let student: string;
let otherStudent: string;
const EN = { "accept-language": "en-US" };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "single.demo", "admin", 0)).token;
  leader = (await signIn(t, "single.demo", "t001", 0)).token;
  student = (await signIn(t, "single.demo", "s26010101", 1)).token;
  otherStudent = (await signIn(t, "single.demo", "s26010102", 1)).token;
});
afterAll(async () => t?.close());

const page = (token: string, formId: number, extra = "&size=50") =>
  t.call({
    method: "GET",
    url: `/api/v3/eos/form/value/page?formId=${formId}${extra}`,
    headers: bearer(token),
  });
const fillable = (token: string, formId: number, extra = "") =>
  t.call({ method: "GET", url: `/api/app/eos/form/wx/byid?id=${formId}${extra}`, headers: bearer(token) });
const del = (token: string, formId: number, ids: number[]) =>
  t.call({
    method: "POST",
    url: "/api/v3/eos/form/value/del",
    headers: bearer(token, EN),
    payload: { formId, ids },
  });

describe("option quotas", () => {
  it("refuses a full option with -100910 and the item's message; edits and deletes give places back", async () => {
    const f = await makeForm(t, admin, [
      {
        id: "c",
        name: "Camp",
        type: 4,
        optionInfos: [{ name: "Hiking", maxCount: 2 }, { name: "Sailing", maxCount: 1 }, { name: "Reading" }],
      },
    ]);
    const pick = (name: string) => [{ itemId: f.ids.Camp, val: f.options.Camp[name] }];
    const a = await submit(t, student, { formId: f.formId, items: pick("Hiking") });
    const b = await submit(t, otherStudent, { formId: f.formId, items: pick("Hiking") });
    expect([a.body.success, b.body.success]).toEqual([true, true]);
    const full = await submit(t, student, { formId: f.formId, items: pick("Hiking") }, EN);
    expect(full.status).toBe(400);
    expect(full.body.errorCode).toBe(-100910);
    expect(JSON.parse(full.body.errorDesc)).toEqual([
      { name: "Camp", msg: "Camp: the option Hiking is full" },
    ]);
    const zh = await submit(t, student, { formId: f.formId, items: pick("Hiking") });
    expect(JSON.parse(zh.body.errorDesc)).toEqual([{ name: "Camp", msg: "Camp的选项Hiking名额已满" }]);

    const counts = await fillable(student, f.formId);
    expect(counts.body.data.optionCounts).toEqual({
      [f.ids.Camp]: { [f.options.Camp.Hiking]: 2, [f.options.Camp.Sailing]: 0 },
    });

    // Editing a's choice from Hiking to Sailing frees a Hiking place and takes the only Sailing one.
    const moved = await submit(t, student, {
      formId: f.formId,
      formValId: a.body.data.formValId,
      items: pick("Sailing"),
    });
    expect(moved.body.success, JSON.stringify(moved.body)).toBe(true);
    const again = await submit(t, student, { formId: f.formId, items: pick("Hiking") });
    expect(again.body.success).toBe(true);
    expect((await submit(t, otherStudent, { formId: f.formId, items: pick("Sailing") })).body.errorCode).toBe(
      -100910,
    );
    // Deleting a (Sailing) gives its place back.
    expect((await del(student, f.formId, [a.body.data.formValId])).body.success).toBe(true);
    expect((await submit(t, otherStudent, { formId: f.formId, items: pick("Sailing") })).body.success).toBe(
      true,
    );
    expect((await fillable(student, f.formId)).body.data.optionCounts[f.ids.Camp]).toEqual({
      [f.options.Camp.Hiking]: 2,
      [f.options.Camp.Sailing]: 1,
    });
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer and stores nothing; another body with the same key is refused", async () => {
    const f = await makeForm(t, admin, [{ id: "n", name: "N", type: 1 }]);
    const body = { formId: f.formId, items: [{ itemId: f.ids.N, val: "once" }] };
    const key = { "idempotency-key": "key-123" };
    const first = await submit(t, student, body, key);
    const repeat = await submit(t, student, body, key);
    expect(repeat.body).toEqual(first.body);
    const viaAdminPrefix = await t.call({
      method: "POST",
      url: "/api/v3/eos/form/wx/add",
      headers: bearer(student, key),
      payload: body,
    });
    expect(viaAdminPrefix.body).toEqual(first.body);
    expect((await page(admin, f.formId)).body.data.total).toBe(1);

    const other = await submit(
      t,
      student,
      { ...body, items: [{ itemId: f.ids.N, val: "twice" }] },
      { ...key, ...EN },
    );
    expect(other.status).toBe(400);
    expect(other.body.errorCode).toBe(-1);
    expect(other.body.errorDesc).toBe(
      "this Idempotency-Key was already used for a different request; send a new key",
    );
    // Keys belong to their sender: another person's identical key is a first use.
    expect((await submit(t, otherStudent, body, key)).body.success).toBe(true);
    expect((await page(admin, f.formId)).body.data.total).toBe(2);
    // A refused submission keeps no key: fixing it and sending it again with the same key works.
    const g = await makeForm(t, admin, [{ id: "r", name: "R", type: 1, isNull: "N" }]);
    const k2 = { "idempotency-key": "key-456" };
    expect((await submit(t, student, { formId: g.formId, items: [] }, k2)).body.errorCode).toBe(-100910);
    const fixed = { formId: g.formId, items: [{ itemId: g.ids.R, val: "ok" }] };
    expect((await submit(t, student, fixed, k2)).body.success).toBe(true);
  });

  it("forgets keys older than 24 hours", async () => {
    let clock = new Date("2026-03-01T08:00:00Z").getTime();
    const timed = await createTestApp({}, () => new Date(clock));
    try {
      const token = (await signIn(timed, "single.demo", "admin", 0)).token;
      const f = await makeForm(timed, token, [{ id: "n", name: "N", type: 1 }]);
      const body = { formId: f.formId, items: [{ itemId: f.ids.N, val: "x" }] };
      const key = { "idempotency-key": "daily" };
      const first = await submit(timed, token, body, key);
      clock += 23 * 3600_000;
      const again = (await signIn(timed, "single.demo", "admin", 0)).token;
      expect((await submit(timed, again, body, key)).body).toEqual(first.body);
      clock += 2 * 3600_000;
      const later = await submit(timed, (await signIn(timed, "single.demo", "admin", 0)).token, body, key);
      expect(later.body.success, JSON.stringify(later.body)).toBe(true);
      expect(later.body.data.formValId).not.toBe(first.body.data.formValId);
    } finally {
      await timed.close();
    }
  });
});

type Stu = { id: number; classId: number; name: string };
const students = async (token: string): Promise<Stu[]> =>
  (await t.call({ method: "GET", url: "/api/v3/stu/page?size=200", headers: bearer(token) })).body.data.list;

describe("wx/addBatch", () => {
  it("fills one form for several students, one value each, with their names on the values list", async () => {
    const f = await makeForm(t, admin, [
      { id: "s", name: "Score", type: 19, isNull: "N" },
      { id: "no", name: "No", type: 54, typeJson: { format: "{SORT_ALL:3}" } },
    ]);
    const three = (await students(admin)).slice(0, 3);
    const r = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/addBatch",
      headers: bearer(admin),
      payload: {
        formId: f.formId,
        items: [{ itemId: f.ids.Score, val: "90" }],
        exJson: JSON.stringify({ belongInfos: three.map((s) => ({ stuId: s.id, queryType: 1 })) }),
      },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect(r.body.data.formValIds).toHaveLength(3);
    const list = (await page(admin, f.formId)).body.data.list as Record<string, unknown>[];
    expect(list.map((row) => row.belongUserName).sort()).toEqual(three.map((s) => s.name).sort());
    expect(list.every((row) => row.userType === 0 && typeof row.userName === "string")).toBe(true);
    const numbers = list.map(
      (row) => (row.values as { itemId: number; val: string }[]).find((v) => v.itemId === f.ids.No)?.val,
    );
    expect(numbers.sort()).toEqual(["001", "002", "003"]);

    const invalid = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/addBatch",
      headers: bearer(admin),
      payload: { formId: f.formId, items: [], exJson: { belongInfos: [{ stuId: three[0].id }] } },
    });
    expect(invalid.body.errorCode).toBe(-100910);
  });

  it("lets a teacher without forms.data fill only for students of classes they lead or teach, all or nothing", async () => {
    const f = await makeForm(t, admin, [{ id: "s", name: "Score", type: 19 }]);
    const mine = await students(leader);
    expect(mine.length).toBeGreaterThan(0);
    const myClasses = new Set(mine.map((s) => s.classId));
    const outside = (await students(admin)).find((s) => !myClasses.has(s.classId))!;
    const batch = (ids: number[]) =>
      t.call({
        method: "POST",
        url: "/api/app/eos/form/wx/addBatch",
        headers: bearer(leader, EN),
        payload: {
          formId: f.formId,
          items: [{ itemId: f.ids.Score, val: "1" }],
          exJson: { belongInfos: ids.map((stuId) => ({ stuId })) },
        },
      });
    const ok = await batch([mine[0].id, mine[1].id]);
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    const refused = await batch([mine[2].id, outside.id]);
    expect(refused.status).toBe(403);
    expect(refused.body.errorDesc).toBe(
      `you may fill in only for students of classes you lead or teach: ${outside.id}`,
    );
    expect((await batch([999_999_999])).status).toBe(404);
    expect((await page(admin, f.formId)).body.data.total).toBe(2);
    // Students cannot fill for others at all.
    const byStudent = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/addBatch",
      headers: bearer(student),
      payload: { formId: f.formId, items: [], exJson: { belongInfos: [{ stuId: mine[0].id }] } },
    });
    expect(byStudent.status).toBe(403);
  });
});

describe("visitor/addBatchVisitor", () => {
  const visitorToken = async () => {
    const schoolId = await schoolIdOf(t, "single.demo");
    return (await t.call({ method: "POST", url: "/api/auth/visitor/token", payload: { schoolId } })).body.data
      .token as string;
  };
  const send = (token: string, body: Record<string, unknown>) =>
    t.call({
      method: "POST",
      url: "/api/app/eos/form/visitor/addBatchVisitor",
      headers: bearer(token, EN),
      payload: body,
    });

  it("takes visitor submissions only for forms that allow visitors, answers null, and shows nothing else", async () => {
    const open = await makeForm(t, admin, [{ id: "n", name: "Name", type: 1, isNull: "N" }], {
      allowVisitor: true,
    });
    const closed = await makeForm(t, admin, [{ id: "n", name: "Name", type: 1 }]);
    const token = await visitorToken();
    const r = await send(token, { formId: open.formId, items: [{ itemId: open.ids.Name, val: "guest" }] });
    expect(r.body).toEqual({ success: true, errorCode: null, errorDesc: null, data: null });
    const refused = await send(token, {
      formId: closed.formId,
      items: [{ itemId: closed.ids.Name, val: "guest" }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorDesc).toBe("this form does not take submissions from visitors");
    expect((await send(token, { formId: open.formId, items: [] })).body.errorCode).toBe(-100910);
    const rows = (await page(admin, open.formId)).body.data.list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, userName: null });
    // A visitor token opens no reading route and no signed-in filling route.
    expect((await fillable(token, open.formId)).status).toBe(401);
    expect((await submit(t, token, { formId: open.formId, items: [] })).status).toBe(401);
    expect((await page(token, open.formId)).status).toBe(401);
  });

  it("lets a visitor read a public form's definition only, and never a closed form", async () => {
    const open = await makeForm(t, admin, [{ id: "n", name: "Name", type: 1, isNull: "N" }], {
      allowVisitor: true,
    });
    const closed = await makeForm(t, admin, [{ id: "n", name: "Name", type: 1 }]);
    const token = await visitorToken();
    const read = (formId: number) =>
      t.call({
        method: "GET",
        url: `/api/app/eos/form/visitor/byid?id=${formId}`,
        headers: bearer(token, EN),
      });
    const r = await read(open.formId);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ id: open.formId, version: 1, value: null, draft: null });
    expect(r.body.data.items.map((i: { name: string }) => i.name)).toEqual(["Name"]);
    const refused = await read(closed.formId);
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBeNull();
    expect((await read(999_999)).status).toBe(404);
  });

  it("limits each visitor's submissions", async () => {
    const open = await makeForm(t, admin, [{ id: "n", name: "Name", type: 1 }], { allowVisitor: true });
    const token = await visitorToken();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await send(token, { formId: open.formId, items: [{ itemId: open.ids.Name, val: `${i}` }] })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another visitor has a budget of their own.
    const fresh = await visitorToken();
    expect((await send(fresh, { formId: open.formId, items: [] })).status).toBe(200);
  });
});

describe("drafts and deletes", () => {
  it("keeps one draft per person and form without rules, shows it on wx/byid, and drops it on submission", async () => {
    const f = await makeForm(t, admin, [
      { id: "n", name: "Name", type: 1, isNull: "N" },
      { id: "m", name: "Mail", type: 14 },
    ]);
    const save = (items: unknown[]) =>
      t.call({
        method: "POST",
        url: "/api/app/eos/form/task/addDrafts",
        headers: bearer(student),
        payload: { formId: f.formId, items },
      });
    expect((await save([{ itemId: f.ids.Mail, val: "half@" }])).body.success).toBe(true);
    const second = await save([{ itemId: f.ids.Mail, val: "half@way" }]);
    expect(second.body.success).toBe(true);
    const shown = (await fillable(student, f.formId)).body.data;
    expect(shown.draft).toMatchObject({ formValId: second.body.data.formValId, version: 1 });
    expect(shown.draft.values).toEqual([expect.objectContaining({ itemId: f.ids.Mail, val: "half@way" })]);
    expect((await fillable(otherStudent, f.formId)).body.data.draft).toBeNull();
    expect((await page(admin, f.formId)).body.data.total).toBe(0);
    const tooLong = await save([{ itemId: f.ids.Mail, val: "x".repeat(20_001) }]);
    expect(tooLong.status).toBe(400);

    const sent = await submit(t, student, {
      formId: f.formId,
      items: [
        { itemId: f.ids.Name, val: "Li" },
        { itemId: f.ids.Mail, val: "li@example.com" },
      ],
    });
    expect(sent.body.success).toBe(true);
    expect((await fillable(student, f.formId)).body.data.draft).toBeNull();
  });

  it("deletes values: staff any, a filler their own, others refused; deleted values are gone", async () => {
    const f = await makeForm(t, admin, [{ id: "n", name: "N", type: 1 }]);
    const mine = (await submit(t, student, { formId: f.formId, items: [{ itemId: f.ids.N, val: "a" }] })).body
      .data.formValId;
    const theirs = (
      await submit(t, otherStudent, { formId: f.formId, items: [{ itemId: f.ids.N, val: "b" }] })
    ).body.data.formValId;
    const refused = await del(student, f.formId, [mine, theirs]);
    expect(refused.status).toBe(403);
    expect(refused.body.errorDesc).toBe("you may only change or delete what you filled in yourself");
    expect((await page(admin, f.formId)).body.data.total).toBe(2);
    expect((await del(student, f.formId, [mine])).body.success).toBe(true);
    expect((await del(admin, f.formId, [theirs])).body.success).toBe(true);
    expect((await page(admin, f.formId)).body.data.total).toBe(0);
    expect((await storedOfStatus(theirs)).status).toBe(404);
    expect((await del(admin, f.formId, [theirs])).status).toBe(404);
    // Values list and single value need forms.data (or being the filler).
    expect((await page(student, f.formId)).status).toBe(403);
  });
});

const storedOfStatus = (id: number) =>
  t.call({ method: "GET", url: `/api/v3/eos/form/value/byid?id=${id}`, headers: bearer(admin) });

describe("value/page", () => {
  it("pages values newest first and finds them by filler name or value", async () => {
    const f = await makeForm(t, admin, [{ id: "n", name: "N", type: 1 }]);
    for (const v of ["apple", "banana", "cherry"])
      await submit(t, student, { formId: f.formId, items: [{ itemId: f.ids.N, val: v }] });
    const all = (await page(admin, f.formId, "&size=2&page=1")).body.data;
    expect(all.total).toBe(3);
    expect(all.list).toHaveLength(2);
    expect(all.list[0].values[0].val).toBe("cherry");
    const found = (await page(admin, f.formId, "&keyword=anan")).body.data;
    expect(found.list.map((r: { values: { val: string }[] }) => r.values[0].val)).toEqual(["banana"]);
  });
});

describe("value/page for class teachers", () => {
  it("shows a teacher without forms.data only the values of their classes' students", async () => {
    const f = await makeForm(t, admin, [{ id: "n", name: "N", type: 1 }]);
    const mine = await students(leader);
    const myClasses = new Set(mine.map((s) => s.classId));
    const outside = (await students(admin)).find((s) => !myClasses.has(s.classId))!;
    await submit(t, student, { formId: f.formId, items: [{ itemId: f.ids.N, val: "own class" }] });
    await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/addBatch",
      headers: bearer(admin),
      payload: {
        formId: f.formId,
        items: [{ itemId: f.ids.N, val: "x" }],
        exJson: { belongInfos: [{ stuId: outside.id }, { stuId: mine[3].id }] },
      },
    });
    expect((await page(admin, f.formId)).body.data.total).toBe(3);
    const seen = (await page(leader, f.formId)).body.data;
    expect(seen.total).toBe(2);
    expect(seen.list.some((r: { belongUserId: number | null }) => r.belongUserId === outside.id)).toBe(false);
  });
});

describe("auto-number periods", () => {
  it("dates numbers in the school's zone and restarts a yearly sequence with the year", async () => {
    let clock = new Date("2026-12-31T15:30:00Z").getTime(); // 23:30 in Asia/Shanghai
    const timed = await createTestApp({}, () => new Date(clock));
    try {
      const token = (await signIn(timed, "single.demo", "admin", 0)).token;
      const f = await makeForm(timed, token, [
        { id: "x", name: "X", type: 1 },
        { id: "no", name: "No", type: 54, typeJson: { format: "{yyyyMMdd}-{SORT_YEAR:3}" } },
      ]);
      const next = async () => {
        const r = await submit(timed, token, { formId: f.formId, items: [{ itemId: f.ids.X, val: "x" }] });
        return (await storedOf(timed, token, r.body.data.formValId)).find((v) => v.itemId === f.ids.No)?.val;
      };
      expect(await next()).toBe("20261231-001");
      expect(await next()).toBe("20261231-002");
      clock += 3600_000; // 00:30 on 1 January in Shanghai, still 31 December in UTC
      expect(await next()).toBe("20270101-001");
    } finally {
      await timed.close();
    }
  });
});
