import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MadeForm, makeForm } from "../../../test/form-fixtures.ts";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** Profile matches (getMatchInfo/saveMatch) and QR variables (get/add) of a form. */
let t: TestApp;
let admin: string;
let student: string;
let studentId: number;
let form: MadeForm;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "primary.demo", "admin", 0)).token;
  const signedIn = await signIn(t, "primary.demo", "s26010101", 1);
  student = signedIn.token;
  studentId = Number(signedIn.user.id);
  form = await makeForm(t, admin, [
    { name: "Name", type: 1 },
    { name: "Number", type: 1 },
    { name: "Class", type: 1 },
    { name: "Sport", type: 4, optionInfos: [{ name: "Run" }] },
    { name: "Code", type: 58, typeJson: { content: "{formId}-{stuId}-{room}" } },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token = admin) =>
  t.call({ method: "GET", url: `/api${url}`, headers: bearer(token) });
const post = (url: string, payload: object, token = admin) =>
  t.call({ method: "POST", url: `/api${url}`, headers: bearer(token), payload });

describe("getMatchInfo / saveMatch", () => {
  it("gives a student their own name, number and class for the matched items", async () => {
    const saved = await post("/v3/eos/form/saveMatch", {
      formId: form.formId,
      items: [
        { itemId: form.ids.Name, dbItemName: "name" },
        { itemId: form.ids.Number, dbItemName: "studentNo" },
        { itemId: form.ids.Class, dbItemName: "className" },
      ],
    });
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ success: true });
    // Read only, to know what the student's profile holds.
    const own = await t.database.db.execute(
      sql`select student_name, student_no, class_name from org_student_class_v where student_id = ${studentId}`,
    );
    const me = own.rows[0] as { student_name: string; student_no: string; class_name: string };
    const info = (await get(`/app/eos/form/getMatchInfo?formId=${form.formId}`, student)).body.data;
    expect(info.fields).toEqual(expect.arrayContaining(["name", "studentNo", "className"]));
    const vals = Object.fromEntries(
      info.items.map((i: { itemId: number; val: string }) => [i.itemId, i.val]),
    );
    expect(vals).toEqual({
      [form.ids.Name]: me.student_name,
      [form.ids.Number]: me.student_no,
      [form.ids.Class]: me.class_name,
    });
    // A teacher has no student number: the match is there, the value empty.
    const forAdmin = (await get(`/v3/eos/form/getMatchInfo?formId=${form.formId}`)).body.data.items;
    expect(forAdmin.find((i: { itemId: number }) => i.itemId === form.ids.Number).val).toBe("");
  });

  it("refuses unknown items, choice items, repeats and unknown fields, keeping the saved matches", async () => {
    const bad = [
      [{ itemId: 987654, dbItemName: "name" }],
      [{ itemId: form.ids.Sport, dbItemName: "name" }],
      [
        { itemId: form.ids.Name, dbItemName: "name" },
        { itemId: form.ids.Name, dbItemName: "studentNo" },
      ],
      [{ itemId: form.ids.Name, dbItemName: "password" }],
    ];
    for (const items of bad) {
      const r = await post("/v3/eos/form/saveMatch", { formId: form.formId, items });
      expect(r.status, JSON.stringify(items)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    const info = (await get(`/v3/eos/form/getMatchInfo?formId=${form.formId}`)).body.data;
    expect(info.items).toHaveLength(3);
  });

  it("lets only form editors save, and keeps each school's forms to itself", async () => {
    const items = [{ itemId: form.ids.Name, dbItemName: "name" }];
    expect((await post("/v3/eos/form/saveMatch", { formId: form.formId, items }, student)).status).toBe(403);
    const middle = (await signIn(t, "middle.demo", "admin", 0)).token;
    expect((await post("/v3/eos/form/saveMatch", { formId: form.formId, items }, middle)).status).toBe(404);
    expect((await get(`/v3/eos/form/getMatchInfo?formId=${form.formId}`, middle)).status).toBe(404);
    expect(
      (await t.call({ method: "GET", url: `/api/v3/eos/form/getMatchInfo?formId=${form.formId}` })).status,
    ).toBe(401);
  });
});

describe("QR variables get / add", () => {
  it("stores a form's own variables beside the built-in ones, readable by fillers and visitors", async () => {
    const added = await post("/v3/eos/form/qrVariable/add", {
      formId: form.formId,
      variables: [
        { name: "room", value: "A-101" },
        { name: "event", value: "Sports day" },
      ],
    });
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ success: true });
    const read = (await get(`/app/eos/form/qrVariable/get?formId=${form.formId}`, student)).body.data;
    expect(read.builtin).toEqual(expect.arrayContaining(["formId", "stuId"]));
    expect(read.custom).toEqual([
      { name: "room", value: "A-101" },
      { name: "event", value: "Sports day" },
    ]);
    const visitor = (
      await t.call({
        method: "POST",
        url: "/api/auth/visitor/token",
        payload: { schoolId: await schoolIdOf(t, "primary.demo") },
      })
    ).body.data.token;
    // A visitor reads them only once the form is public.
    expect((await get(`/app/eos/form/qrVariable/get?formId=${form.formId}`, visitor)).status).toBe(404);
    await post("/v3/eos/form/admin/saveSetting", { id: form.formId, settings: { allowVisitor: true } });
    const open = await get(`/app/eos/form/qrVariable/get?formId=${form.formId}`, visitor);
    expect(open.body.data.custom).toHaveLength(2);
  });

  it("refuses built-in, repeated or malformed names and non-editors, changing nothing", async () => {
    for (const variables of [
      [{ name: "stuId", value: "x" }],
      [
        { name: "a", value: "1" },
        { name: "a", value: "2" },
      ],
      [{ name: "has space", value: "1" }],
    ]) {
      const r = await post("/v3/eos/form/qrVariable/add", { formId: form.formId, variables });
      expect(r.status, JSON.stringify(variables)).toBe(400);
    }
    const denied = await post("/v3/eos/form/qrVariable/add", { formId: form.formId, variables: [] }, student);
    expect(denied.status).toBe(403);
    const read = (await get(`/v3/eos/form/qrVariable/get?formId=${form.formId}`)).body.data;
    expect(read.custom.map((v: { name: string }) => v.name)).toEqual(["room", "event"]);
  });
});
