import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MadeForm, makeForm, storedOf, submit } from "../../../test/form-fixtures.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let admin: string;
let student: string;
let otherStudent: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "single.demo", "admin", 0)).token;
  student = (await signIn(t, "single.demo", "s26010101", 1)).token;
  otherStudent = (await signIn(t, "single.demo", "s26010102", 1)).token;
});
afterAll(async () => t?.close());

const byName = (values: { itemId: number; val: string }[], id: number) =>
  values.find((v) => v.itemId === id)?.val;

describe("wx/add", () => {
  let f: MadeForm;
  beforeAll(async () => {
    f = await makeForm(t, admin, [
      { id: "n", name: "Name", type: 1, isNull: "N" },
      { id: "age", name: "Age", type: 19, typeJson: { rangeMin: 1, rangeMax: 100 } },
      { id: "memo", name: "Memo", type: 2 },
    ]);
  });

  it("answers the contract's envelope with the new formValId, under both prefixes", async () => {
    const r = await submit(t, student, {
      formId: f.formId,
      items: [{ itemId: f.ids.Name, val: "Li", itemType: 1 }],
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      errorCode: null,
      errorDesc: null,
      data: { formValId: expect.any(Number) },
    });
    const v3 = await t.call({
      method: "POST",
      url: "/api/v3/eos/form/wx/add",
      headers: bearer(student),
      payload: { formId: f.formId, items: [{ itemId: f.ids.Name, val: "Wang" }] },
    });
    expect(v3.body.success).toBe(true);
    expect(v3.body.data.formValId).not.toBe(r.body.data.formValId);
    const stored = await storedOf(t, admin, r.body.data.formValId);
    expect(byName(stored, f.ids.Name)).toBe("Li");
  });

  it("takes form-encoded bodies with the items as JSON text", async () => {
    const body = new URLSearchParams({
      formId: String(f.formId),
      items: JSON.stringify([{ itemId: f.ids.Name, val: "Form encoded", itemType: 1 }]),
    }).toString();
    const r = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/add",
      headers: bearer(student, { "content-type": "application/x-www-form-urlencoded" }),
      payload: body,
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  });

  it("refuses failing values with -100910 and the list of messages as a JSON string, in both languages", async () => {
    const items = [
      { itemId: f.ids.Name, val: "" },
      { itemId: f.ids.Age, val: "200" },
    ];
    const en = await submit(t, student, { formId: f.formId, items }, { "accept-language": "en-US" });
    expect(en.status).toBe(400);
    expect(en.body.success).toBe(false);
    expect(en.body.errorCode).toBe(-100910);
    expect(typeof en.body.errorDesc).toBe("string");
    expect(JSON.parse(en.body.errorDesc)).toEqual([
      { name: "Name", msg: "Name cannot be empty" },
      { name: "Age", msg: "Age: enter 1 to 100" },
    ]);
    const zh = await submit(t, student, { formId: f.formId, items }, { "accept-language": "zh-CN" });
    expect(JSON.parse(zh.body.errorDesc)).toEqual([
      { name: "Name", msg: "Name不能为空" },
      { name: "Age", msg: "Age请输入1到100" },
    ]);
  });

  it("refuses a malformed body with -1 and never answers 500", async () => {
    for (const payload of [
      { formId: "x", items: [] },
      { formId: f.formId, items: "not json" },
      { formId: f.formId, items: [{ val: "no item id" }] },
      { formId: f.formId, items: [{ itemId: f.ids.Name, val: { nested: true } }] },
    ]) {
      const r = await submit(t, student, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.errorCode).toBe(-1);
    }
  });

  it("refuses a form that was never released, or does not exist, with a clear 404", async () => {
    const add = await t.call({
      method: "POST",
      url: "/api/v3/eos/form/admin/add",
      headers: bearer(admin),
      payload: { name: "Unreleased", items: [{ name: "X", type: 1 }] },
    });
    const id = add.body.data.id;
    const byid = await t.call({
      method: "GET",
      url: `/api/app/eos/form/wx/byid?id=${id}`,
      headers: bearer(student, { "accept-language": "en-US" }),
    });
    expect(byid.status).toBe(404);
    expect(byid.body.errorDesc).toBe("this form has not been released yet and cannot be filled");
    const r = await submit(t, student, { formId: id, items: [] });
    expect(r.status).toBe(404);
    expect((await submit(t, student, { formId: 987654321, items: [] })).status).toBe(404);
  });

  it("edits a value with formValId: its filler or staff only, the value replaced", async () => {
    const first = await submit(t, student, {
      formId: f.formId,
      items: [
        { itemId: f.ids.Name, val: "Before" },
        { itemId: f.ids.Memo, val: "memo" },
      ],
    });
    const formValId = first.body.data.formValId;
    const edited = await submit(t, student, {
      formId: f.formId,
      formValId,
      items: [{ itemId: f.ids.Name, val: "After" }],
    });
    expect(edited.body).toMatchObject({ success: true, data: { formValId } });
    let stored = await storedOf(t, admin, formValId);
    expect(byName(stored, f.ids.Name)).toBe("After");
    expect(byName(stored, f.ids.Memo)).toBeUndefined();

    const stranger = await submit(t, otherStudent, {
      formId: f.formId,
      formValId,
      items: [{ itemId: f.ids.Name, val: "X" }],
    });
    expect(stranger.status).toBe(403);
    const byStaff = await submit(t, admin, {
      formId: f.formId,
      formValId,
      items: [{ itemId: f.ids.Name, val: "Staff" }],
    });
    expect(byStaff.body.success).toBe(true);
    stored = await storedOf(t, student, formValId);
    expect(byName(stored, f.ids.Name)).toBe("Staff");

    const invalid = await submit(t, student, {
      formId: f.formId,
      formValId,
      items: [{ itemId: f.ids.Name, val: "" }],
    });
    expect(invalid.body.errorCode).toBe(-100910);
    expect(byName(await storedOf(t, student, formValId), f.ids.Name)).toBe("Staff");

    const fill = await t.call({
      method: "GET",
      url: `/api/app/eos/form/wx/byid?id=${f.formId}&formValId=${formValId}`,
      headers: bearer(student),
    });
    expect(fill.body.data.value).toMatchObject({ formValId, version: 1 });
    expect(fill.body.data.value.values).toEqual([
      expect.objectContaining({ itemId: f.ids.Name, val: "Staff" }),
    ]);
    const peek = await t.call({
      method: "GET",
      url: `/api/app/eos/form/wx/byid?id=${f.formId}&formValId=${formValId}`,
      headers: bearer(otherStudent),
    });
    expect(peek.status).toBe(403);
  });
});

describe("server-owned values", () => {
  it("marks hidden (showState 4) values hidden whatever the client says, and never requires them", async () => {
    const f = await makeForm(t, admin, [
      { id: "v", name: "Visible", type: 1 },
      { id: "h", name: "Secret", type: 1, showState: 4, isNull: "N" },
    ]);
    const r = await submit(t, student, {
      formId: f.formId,
      items: [
        { itemId: f.ids.Visible, val: "seen", hidden: false },
        { itemId: f.ids.Secret, val: "kept", hidden: false },
      ],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const stored = await storedOf(t, admin, r.body.data.formValId);
    expect(stored.find((v) => v.itemId === f.ids.Secret)).toMatchObject({ val: "kept", hidden: true });
    expect(stored.find((v) => v.itemId === f.ids.Visible)).toMatchObject({ hidden: false });
  });

  it("keeps read-only (showState 3) items as stored: a client value is not taken", async () => {
    const f = await makeForm(t, admin, [
      { id: "e", name: "Editable", type: 1 },
      { id: "q", name: "Fixed", type: 1, showState: 3, defaultVal: "official" },
    ]);
    const r = await submit(t, student, {
      formId: f.formId,
      items: [
        { itemId: f.ids.Editable, val: "mine" },
        { itemId: f.ids.Fixed, val: "forged" },
      ],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const stored = await storedOf(t, admin, r.body.data.formValId);
    expect(byName(stored, f.ids.Fixed)).toBe("official");
    const edit = await submit(t, student, {
      formId: f.formId,
      formValId: r.body.data.formValId,
      items: [
        { itemId: f.ids.Editable, val: "changed" },
        { itemId: f.ids.Fixed, val: "forged again" },
      ],
    });
    expect(edit.body.success).toBe(true);
    expect(byName(await storedOf(t, admin, r.body.data.formValId), f.ids.Fixed)).toBe("official");
  });

  it("recomputes formulas (type 30) on the server and ignores the client's result; wx/calculate agrees", async () => {
    const f = await makeForm(t, admin, [
      { id: "a", name: "A", type: 19 },
      { id: "b", name: "B", type: 19 },
      { id: "sum", name: "Sum", type: 30, typeJson: { formula: "{a}+{b}*2" } },
    ]);
    const items = [
      { itemId: f.ids.A, val: "2" },
      { itemId: f.ids.B, val: "3" },
      { itemId: f.ids.Sum, val: "999" },
    ];
    const r = await submit(t, student, { formId: f.formId, items });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect(byName(await storedOf(t, admin, r.body.data.formValId), f.ids.Sum)).toBe("8");
    const calc = await t.call({
      method: "POST",
      url: "/api/app/eos/form/wx/calculate",
      headers: bearer(student),
      payload: { formId: f.formId, items },
    });
    expect(calc.body.data).toEqual({ values: [{ itemId: f.ids.Sum, recordNum: null, pid: null, val: "8" }] });
  });

  it("issues auto numbers (type 54) on the server, in sequence, keeping them on edit", async () => {
    const f = await makeForm(t, admin, [
      { id: "x", name: "X", type: 1 },
      { id: "no", name: "No", type: 54, typeJson: { format: "NO-{SORT_ALL:4}" } },
    ]);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await submit(t, student, {
        formId: f.formId,
        items: [
          { itemId: f.ids.X, val: `v${i}` },
          { itemId: f.ids.No, val: "NO-9999" },
        ],
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      ids.push(r.body.data.formValId);
    }
    const numbers = await Promise.all(ids.map(async (id) => byName(await storedOf(t, admin, id), f.ids.No)));
    expect(numbers).toEqual(["NO-0001", "NO-0002", "NO-0003"]);
    await submit(t, student, {
      formId: f.formId,
      formValId: ids[0],
      items: [{ itemId: f.ids.X, val: "edited" }],
    });
    expect(byName(await storedOf(t, admin, ids[0]), f.ids.No)).toBe("NO-0001");
  });
});

describe("group forms", () => {
  it("stores records with recordNum, validates each record, computes formulas per record and across records", async () => {
    const f = await makeForm(t, admin, [
      {
        id: "kids",
        name: "Kids",
        type: 32,
        isNull: "N",
        childItem: [
          { id: "kn", name: "KidName", type: 1, isNull: "N" },
          { id: "ka", name: "KidAge", type: 19, typeJson: { rangeMin: 0, rangeMax: 18 } },
          { id: "kd", name: "KidDouble", type: 30, typeJson: { formula: "{ka}*2" } },
          { id: "kno", name: "KidNo", type: 54, typeJson: { format: "K{SORT_ALL:2}" } },
        ],
      },
      { id: "tot", name: "Total", type: 30, typeJson: { formula: "SUM({ka})" } },
    ]);
    const rec = (recordNum: number, name: string, age: string) => [
      { itemId: f.ids.KidName, val: name, recordNum },
      { itemId: f.ids.KidAge, val: age, recordNum },
    ];
    const bad = await submit(
      t,
      student,
      { formId: f.formId, items: [...rec(1, "A", "3"), ...rec(2, "", "30")] },
      { "accept-language": "en-US" },
    );
    expect(bad.body.errorCode).toBe(-100910);
    expect(JSON.parse(bad.body.errorDesc)).toEqual([
      { name: "KidName", msg: "KidName cannot be empty" },
      { name: "KidAge", msg: "KidAge: enter 0 to 18" },
    ]);
    const empty = await submit(t, student, { formId: f.formId, items: [] }, { "accept-language": "en-US" });
    expect(JSON.parse(empty.body.errorDesc)).toEqual([{ name: "Kids", msg: "Kids cannot be empty" }]);

    const r = await submit(t, student, {
      formId: f.formId,
      items: [...rec(1, "A", "3"), ...rec(2, "B", "5")],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const stored = await storedOf(t, admin, r.body.data.formValId);
    const at = (id: number, recordNum: number | null) =>
      stored.find((v) => v.itemId === id && v.recordNum === recordNum)?.val;
    expect([at(f.ids.KidDouble, 1), at(f.ids.KidDouble, 2)]).toEqual(["6", "10"]);
    expect([at(f.ids.KidNo, 1), at(f.ids.KidNo, 2)]).toEqual(["K01", "K02"]);
    expect(at(f.ids.Total, null)).toBe("8");
  });
});

describe("tenancy", () => {
  it("never lets another school fill, read or delete a school's forms and values", async () => {
    const f = await makeForm(t, admin, [{ id: "n", name: "N", type: 1 }]);
    const mine = (await submit(t, student, { formId: f.formId, items: [{ itemId: f.ids.N, val: "x" }] })).body
      .data.formValId;
    const foreign = (await signIn(t, "primary.demo", "admin", 0)).token;
    expect((await submit(t, foreign, { formId: f.formId, items: [] })).status).toBe(404);
    const byid = await t.call({
      method: "GET",
      url: `/api/app/eos/form/wx/byid?id=${f.formId}`,
      headers: bearer(foreign),
    });
    expect(byid.status).toBe(404);
    const value = await t.call({
      method: "GET",
      url: `/api/v3/eos/form/value/byid?id=${mine}`,
      headers: bearer(foreign),
    });
    expect(value.status).toBe(404);
    const gone = await t.call({
      method: "POST",
      url: "/api/v3/eos/form/value/del",
      headers: bearer(foreign),
      payload: { formId: f.formId, ids: [mine] },
    });
    expect(gone.status).toBe(404);
    expect((await storedOf(t, admin, mine)).length).toBe(1);
  });
});
