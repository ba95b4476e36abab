import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** Form templates: built-in ones, saving a form as the school's own, starting forms from them, deleting. */
let t: TestApp;
let admin: string;
let student: string;
const EN = { "accept-language": "en-US" };
const post = (url: string, payload: Record<string, unknown>, token = admin, headers = {}) =>
  t.call({ method: "POST", url, headers: bearer(token, headers), payload });
const get = (url: string, token = admin, headers = {}) =>
  t.call({ method: "GET", url, headers: bearer(token, headers) });
const draftOf = async (id: number) => (await get(`/api/v3/eos/form/admin/byid?id=${id}`)).body.data;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "primary.demo", "admin", 0)).token;
  student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
});
afterAll(async () => t?.close());

describe("form templates", () => {
  it("lists built-in templates in the caller's language and starts a releasable form from one", async () => {
    const list = await get("/api/v3/eos/form/template/list", admin, EN);
    expect(
      list.body.data.filter((x: { builtin: boolean }) => x.builtin).map((x: { name: string }) => x.name),
    ).toEqual(["Activity sign-up", "Leave request", "Daily health check-in"]);
    const made = await post("/api/v3/eos/form/template/init", { templateId: "builtin:leave" });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const draft = await draftOf(made.body.data.id);
    expect(draft.name).toBe("请假申请");
    expect(draft.items.map((i: { name: string }) => i.name)).toEqual([
      "学生姓名",
      "请假类型",
      "开始时间",
      "结束时间",
      "请假事由",
    ]);
    expect(draft.items.every((i: { id: unknown }) => typeof i.id === "number")).toBe(true);
    expect((await post("/api/v3/eos/form/admin/release", { id: made.body.data.id })).body.data.version).toBe(
      1,
    );
  });

  it("saves a form as the school's template; forms made from it get fresh ids and formulas follow them", async () => {
    const add = await post("/api/v3/eos/form/admin/add", {
      name: "Scores",
      items: [
        { id: "a", name: "Chinese", type: 19 },
        { id: "b", name: "Maths", type: 19 },
        { id: "s", name: "Total", type: 30, typeJson: { formula: "{a}+{b}" } },
      ],
    });
    const source = await draftOf(add.body.data.id);
    const saved = await post("/api/v3/eos/form/template/save", { formId: source.id, name: "Score sheet" });
    expect(saved.body.success).toBe(true);
    const mine = (await get("/api/v3/eos/form/template/list")).body.data.find(
      (x: { name: string }) => x.name === "Score sheet",
    );
    expect(mine).toMatchObject({ id: String(saved.body.data.id), builtin: false, itemCount: 3 });

    const made = await post("/api/v3/eos/form/template/init", { templateId: mine.id, name: "Term 1 scores" });
    const copy = await draftOf(made.body.data.id);
    expect(copy.name).toBe("Term 1 scores");
    const [a, b, total] = copy.items;
    expect(new Set([a.id, b.id, total.id]).size).toBe(3);
    for (const i of copy.items) expect(source.items.map((x: { id: number }) => x.id)).not.toContain(i.id);
    const formula =
      typeof total.typeJson === "string" ? JSON.parse(total.typeJson).formula : total.typeJson.formula;
    expect(formula).toBe(`{${a.id}}+{${b.id}}`);
  });

  it("deletes the school's templates, never built-in ones, and only for designers of the school", async () => {
    const add = await post("/api/v3/eos/form/admin/add", { name: "Tmp", items: [{ name: "Q", type: 1 }] });
    const saved = await post("/api/v3/eos/form/template/save", {
      formId: add.body.data.id,
      name: "Gone soon",
    });
    expect((await post("/api/v3/eos/form/template/del", { id: "builtin:leave" })).status).toBe(404);
    expect((await post("/api/v3/eos/form/template/del", { id: saved.body.data.id }, student)).status).toBe(
      403,
    );
    const middle = (await signIn(t, "middle.demo", "admin", 0)).token;
    expect((await post("/api/v3/eos/form/template/del", { id: saved.body.data.id }, middle)).status).toBe(
      404,
    );
    expect(
      (await post("/api/v3/eos/form/template/init", { templateId: String(saved.body.data.id) }, middle))
        .status,
    ).toBe(404);
    expect((await post("/api/v3/eos/form/template/del", { id: saved.body.data.id })).body.success).toBe(true);
    const names = (await get("/api/v3/eos/form/template/list")).body.data.map(
      (x: { name: string }) => x.name,
    );
    expect(names).not.toContain("Gone soon");
  });
});
