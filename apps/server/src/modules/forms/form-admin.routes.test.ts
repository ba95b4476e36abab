import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { findReleasedVersion } from "./form-version.store.ts";

type Item = { id: number; name: string; type: number; childItem: Item[]; typeJson: Record<string, unknown> };

const flat = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flat(i.childItem ?? [])]);

/** A form with a group (type 32) holding two items, and a formula reading one by its temporary id. */
const groupForm = () => [
  { id: "tmp-name", name: "姓名", type: 1, isNull: "N" },
  {
    name: "家庭成员",
    type: 32,
    childItem: [
      { name: "成员姓名", type: 1 },
      { id: "tmp-age", name: "年龄", type: 19, typeJson: JSON.stringify({ rangeMin: 0, rangeMax: 120 }) },
    ],
  },
  { name: "分数", type: 19, typeJson: { rangeMin: 0, rangeMax: 100 } },
  { name: "分数加十", type: 30, typeJson: { formula: "{tmp-score}+10" } },
];

describe("form definitions (/api/{v3,app}/eos/form/admin/add, byid, release)", () => {
  let t: TestApp;
  let admin: string;
  let schoolId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    schoolId = await schoolIdOf(t, "primary.demo");
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin, lang = "zh-CN") =>
    t.call({ method: "GET", url, headers: bearer(token, { "accept-language": lang }) });
  const post = (url: string, payload: object, token = admin, lang = "zh-CN") =>
    t.call({ method: "POST", url, headers: bearer(token, { "accept-language": lang }), payload });
  const byid = async (id: number) => (await get(`/api/v3/eos/form/admin/byid?id=${id}`)).body.data;

  it("gives every item of an added form a numeric id, nested group items and options included", async () => {
    const items = groupForm();
    (items[2] as { id?: string }).id = "tmp-score";
    const radio = {
      name: "性别",
      type: 4,
      optionInfos: [{ name: "男" }, { name: "女", id: 7 }, { name: "其他" }],
    };
    const added = await post("/api/v3/eos/form/admin/add", { name: "家庭情况", items: [...items, radio] });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, errorCode: null, data: { id: expect.any(Number) } });
    const draft = await byid(added.body.data.id);
    expect(draft).toMatchObject({ name: "家庭情况", version: null, draftChanged: true });
    const all = flat(draft.items);
    expect(all.map((i) => i.name)).toEqual([
      "姓名",
      "家庭成员",
      "成员姓名",
      "年龄",
      "分数",
      "分数加十",
      "性别",
    ]);
    const ids = all.map((i) => i.id);
    expect(ids.every((id) => Number.isInteger(id) && id >= 1000)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // typeJson sent as a string is stored as an object; the formula follows the score's new id.
    expect(all[3]!.typeJson).toMatchObject({ rangeMin: 0, rangeMax: 120 });
    expect(all[5]!.typeJson.formula).toBe(`{${all[4]!.id}}+10`);
    const options = (all[6] as unknown as { optionInfos: { id: number; name: string }[] }).optionInfos;
    expect(options.map((o) => o.id)).toEqual([8, 7, 9]);
  });

  it("answers the same handlers under /api/app and keeps forms of other schools out of reach", async () => {
    const added = await post("/api/app/eos/form/admin/add", { name: "两个前缀" });
    const id = added.body.data.id;
    expect((await get(`/api/app/eos/form/admin/byid?id=${id}`)).body.data).toMatchObject({ id, items: [] });
    const other = (await signIn(t, "middle.demo", "admin", 0)).token;
    const foreign = await get(`/api/v3/eos/form/admin/byid?id=${id}`, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, errorCode: 404, data: null });
    expect((await post("/api/v3/eos/form/admin/release", { id }, other)).status).toBe(404);
    expect((await post("/api/v3/eos/form/admin/save", { id, items: [] }, other)).status).toBe(404);
    expect((await post("/api/v3/eos/form/admin/del", { id }, other)).status).toBe(404);
    expect((await byid(id)).name).toBe("两个前缀");
  });

  it("refuses a release with lint problems: 400 -100910, a readable list in each language, item ids in data", async () => {
    const items = [
      { name: "年龄", type: 19, typeJson: { rangeMin: 50, rangeMax: 10 } },
      { name: "合计", type: 30, typeJson: { formula: "{999999}*2" } },
    ];
    const id = (await post("/api/v3/eos/form/admin/add", { name: "有问题的表单", items })).body.data.id;
    const ids = flat((await byid(id)).items).map((i) => i.id);
    const zh = await post("/api/v3/eos/form/admin/release", { id });
    expect(zh.status).toBe(400);
    expect(zh.body.errorCode).toBe(-100910);
    expect(JSON.parse(zh.body.errorDesc)).toEqual([
      { name: "年龄", msg: "最小值50须小于最大值10" },
      { name: "合计", msg: "公式引用的字段 999999 不存在" },
    ]);
    expect(zh.body.data).toEqual([
      { itemId: ids[0], code: "rangeMinNotBelowMax", name: "年龄", msg: "最小值50须小于最大值10" },
      { itemId: ids[1], code: "formulaMissingItem", name: "合计", msg: "公式引用的字段 999999 不存在" },
    ]);
    const en = await post("/api/v3/eos/form/admin/release", { id }, admin, "en-US");
    expect(JSON.parse(en.body.errorDesc)).toEqual([
      { name: "年龄", msg: "The minimum 50 must be below the maximum 10" },
      { name: "合计", msg: "The formula refers to item 999999, which does not exist" },
    ]);
    expect(await findReleasedVersion(t.database.db, schoolId, id)).toBeNull();
    expect(await byid(id)).toMatchObject({ version: null, draftChanged: true });
  });

  it("releases version 1, edits on a new draft, releases version 2 and leaves version 1 as it was", async () => {
    const id = (await post("/api/v3/eos/form/admin/add", { name: "报名表", items: groupForm().slice(0, 3) }))
      .body.data.id;
    expect((await post("/api/v3/eos/form/admin/release", { id })).body).toMatchObject({
      success: true,
      data: { id, version: 1 },
    });
    const released = await byid(id);
    expect(released).toMatchObject({ version: 1, draftChanged: false });
    const v1 = await findReleasedVersion(t.database.db, schoolId, id);
    expect(v1).toMatchObject({ version: 1, name: "报名表" });
    expect(flat(v1!.items as Item[]).map((i) => i.id)).toEqual(flat(released.items).map((i) => i.id));

    // Releasing an unchanged draft answers the current version and stores nothing new.
    expect((await post("/api/v3/eos/form/admin/release", { id })).body.data).toEqual({ id, version: 1 });
    // Saving the same items back is no change either.
    await post("/api/v3/eos/form/admin/save", { id, items: released.items });
    expect((await post("/api/v3/eos/form/admin/release", { id })).body.data).toEqual({ id, version: 1 });

    const edited = [...released.items, { name: "备注", type: 2 }];
    edited[0] = { ...edited[0], name: "学生姓名" };
    const saved = await post("/api/v3/eos/form/admin/save", { id, name: "报名表（新）", items: edited });
    expect(saved.body.success).toBe(true);
    expect(saved.body.data.items.map((i: Item) => i.name)).toEqual(["学生姓名", "家庭成员", "分数", "备注"]);
    expect(await byid(id)).toMatchObject({ version: 1, draftChanged: true, name: "报名表（新）" });
    expect((await post("/api/v3/eos/form/admin/release", { id })).body.data).toEqual({ id, version: 2 });

    const again = await findReleasedVersion(t.database.db, schoolId, id, 1);
    expect(again).toEqual(v1);
    const v2 = await findReleasedVersion(t.database.db, schoolId, id);
    expect(v2).toMatchObject({ version: 2, name: "报名表（新）" });
    expect((v2!.items as Item[]).map((i) => i.name)).toEqual(["学生姓名", "家庭成员", "分数", "备注"]);
    // Ids name the same items across versions.
    expect((v2!.items as Item[])[0]!.id).toBe((v1!.items as Item[])[0]!.id);
  });

  it("lets only designers in: 401 without a token, 403 for students and for teachers without forms.design", async () => {
    const student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
    const signedIn = await signIn(t, "primary.demo", "t002", 0);
    const teacher = signedIn.token;
    const none = await t.call({ method: "POST", url: "/api/v3/eos/form/admin/add", payload: { name: "x" } });
    expect(none.body.errorCode).toBe("MISTOKEN");
    for (const token of [student, teacher]) {
      const res = await post("/api/v3/eos/form/admin/add", { name: "不许" }, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 403 });
    }
    const role = await post("/api/v3/teaRole/add", { name: "表单设计", codes: ["forms.design"] });
    const teacherId = Number(signedIn.user.id);
    await post("/api/v3/teaRole/assign", { teacherId, roleIds: [role.body.data.id] });
    const allowed = await post("/api/v3/eos/form/admin/add", { name: "老师的表单" }, teacher);
    expect(allowed.body.success).toBe(true);
  });

  it("answers bad input with the envelope and stores nothing", async () => {
    const before = (await get("/api/v3/eos/form/admin/page?size=200")).body.data.total;
    expect(before).toBeGreaterThan(0);
    const cases: object[] = [
      { items: [] },
      { name: "" },
      { name: "x", items: [{ name: "无类型" }] },
      { name: "x", items: [{ name: "坏设置", type: 19, typeJson: "{not json" }] },
      { name: "x", items: [{ name: "坏类型", type: 9999 }] },
      {
        name: "x",
        items: [
          { id: 1001, name: "a", type: 1 },
          { id: 1001, name: "b", type: 1 },
        ],
      },
    ];
    for (const payload of cases) {
      const res = await post("/api/v3/eos/form/admin/add", payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: -1, data: null });
      expect(res.body.errorDesc).toMatch(/^请求参数错误：.+/);
    }
    const typed = await post("/api/v3/eos/form/admin/add", cases[3]!, admin, "en-US");
    expect(typed.body.errorDesc).toContain("items[0].typeJson");
    expect((await get("/api/v3/eos/form/admin/page?size=200")).body.data.total).toBe(before);
  });

  it("counts submitted values in the forms list; a deleted form takes no more values and answers 404", async () => {
    const items = [{ name: "意见", type: 1, isNull: "N" }];
    const id = (await post("/api/v3/eos/form/admin/add", { name: "意见征集", items })).body.data.id;
    const itemId = (await byid(id)).items[0].id;
    const submit = () =>
      post("/api/app/eos/form/wx/add", { formId: id, items: [{ itemId, val: "很好", itemType: 1 }] });
    expect((await submit()).body.success).toBe(false); // not released yet
    await post("/api/v3/eos/form/admin/release", { id });
    expect((await submit()).body.success).toBe(true);
    const row = (await get(`/api/v3/eos/form/admin/page?keyword=${encodeURIComponent("意见征集")}`)).body.data
      .list[0];
    expect(row).toMatchObject({ id, version: 1, draftChanged: false, itemCount: 1, valueCount: 1 });
    expect((await post("/api/v3/eos/form/admin/del", { id })).body.success).toBe(true);
    const late = await submit();
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ success: false, errorCode: 404 });
  });
});
