import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** CONTRACT.md 'Forms' as an outside client reads it: the pinned calls, fields, encodings and messages. */
let t: TestApp;
let token: string;
const EN = { "accept-language": "en-US" };
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: "POST",
    url,
    headers: bearer(token, headers),
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, "middle.demo", "admin", 0)).token;
});
afterAll(async () => t?.close());

describe("the pinned forms contract", () => {
  let formId: number;
  let items: Record<string, { id: number; optionInfos: { id: string | number; name: string }[] }>;

  it("admin/add takes items with typeJson as an object or a JSON string; byid answers every Form item field", async () => {
    const add = await post("/api/v3/eos/form/admin/add", {
      name: "Contract check",
      items: [
        { name: "Name", type: 1, isNull: "N", typeJson: { charNumber: 5 } },
        { name: "Age", type: 19, typeJson: JSON.stringify({ rangeMin: 3, rangeMax: 20 }) },
        { name: "Mail", type: 14 },
        { name: "Amount", type: 20 },
        { name: "Day", type: 22, typeJson: { startDate: "2026-09-01", endDate: "2026-09-30" } },
        {
          name: "Sports",
          type: 5,
          typeJson: { minOptionNum: 2 },
          optionInfos: [{ name: "Run" }, { name: "Swim" }, { name: "Other", custom: "true" }],
        },
        { name: "Note", type: 1, isNull: "N", typeJson: { isNullErrMsg: "Please leave a note" } },
      ],
    });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({
      success: true,
      errorCode: null,
      errorDesc: null,
      data: { id: expect.any(Number) },
    });
    formId = add.body.data.id;
    const byid = await t.call({
      method: "GET",
      url: `/api/v3/eos/form/admin/byid?id=${formId}`,
      headers: bearer(token),
    });
    expect(byid.body.data).toMatchObject({ id: formId, name: "Contract check" });
    for (const item of byid.body.data.items)
      for (const key of [
        "id",
        "name",
        "type",
        "eosType",
        "isNull",
        "showState",
        "fieldStatus",
        "typeJson",
        "optionInfos",
        "childItem",
        "defaultVal",
        "isRepeat",
      ])
        expect(item, key).toHaveProperty(key);
    items = Object.fromEntries(byid.body.data.items.map((i: { name: string }) => [i.name, i]));
    expect(typeof items.Age.id).toBe("number");
    const release = await post("/api/v3/eos/form/admin/release", { id: formId });
    expect(release.body.data).toEqual({ id: formId, version: 1 });
  });

  it("wx/add answers -100910 with one entry per failing item, in CONTRACT.md's words", async () => {
    const option = (name: string) => String(items.Sports.optionInfos.find((o) => o.name === name)?.id);
    const r = await post(
      "/api/app/eos/form/wx/add",
      {
        formId,
        items: [
          { itemId: items.Name.id, val: "Too long name" },
          { itemId: items.Age.id, val: "30" },
          { itemId: items.Mail.id, val: "not-mail" },
          { itemId: items.Amount.id, val: "1.234" },
          { itemId: items.Day.id, val: "2026-10-01" },
          { itemId: items.Sports.id, val: option("Other"), valOther: "" },
        ],
      },
      EN,
    );
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.errorCode).toBe(-100910);
    expect(JSON.parse(r.body.errorDesc)).toEqual(
      expect.arrayContaining([
        { name: "Name", msg: "Name cannot exceed 5 characters" },
        { name: "Age", msg: "Age: enter 3 to 20" },
        { name: "Mail", msg: "Mail filled in incorrectly" },
        { name: "Amount", msg: "Amount at most two decimals" },
        { name: "Day", msg: "Day must be between 2026-09-01 and 2026-09-30" },
        { name: "Note", msg: "Please leave a note" },
      ]),
    );
    const zh = await post("/api/app/eos/form/wx/add", {
      formId,
      items: [{ itemId: items.Age.id, val: "30" }],
    });
    expect(JSON.parse(zh.body.errorDesc)).toEqual(
      expect.arrayContaining([
        { name: "Name", msg: "Name不能为空" },
        { name: "Age", msg: "Age请输入3到20" },
      ]),
    );
  });

  it("stores a good value once per Idempotency-Key, and edits it with formValId", async () => {
    const good = {
      formId,
      items: [
        { itemId: items.Name.id, val: "Li" },
        { itemId: items.Age.id, val: 9 },
        {
          itemId: items.Sports.id,
          val: items.Sports.optionInfos
            .slice(0, 2)
            .map((o) => o.id)
            .join(","),
        },
        { itemId: items.Note.id, val: "ok" },
      ],
    };
    const key = { "idempotency-key": "contract-1" };
    const first = await post("/api/app/eos/form/wx/add", good, key);
    expect(first.body).toEqual({
      success: true,
      errorCode: null,
      errorDesc: null,
      data: { formValId: expect.any(Number) },
    });
    const again = await post("/api/app/eos/form/wx/add", good, key);
    expect(again.body.data).toEqual(first.body.data);
    const edit = await post("/api/app/eos/form/wx/add", {
      ...good,
      formValId: first.body.data.formValId,
      items: good.items.map((i) => (i.itemId === items.Name.id ? { ...i, val: "Lei" } : i)),
    });
    expect(edit.body.data).toEqual(first.body.data);
    const page = await t.call({
      method: "GET",
      url: `/api/v3/eos/form/value/page?formId=${formId}`,
      headers: bearer(token),
    });
    expect(page.body.data.total).toBe(1);
    const name = page.body.data.list[0].values.find((v: { itemId: number }) => v.itemId === items.Name.id);
    expect(name.val).toBe("Lei");
  });
});
