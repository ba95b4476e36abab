import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

type Item = { id: number; name: string; type: number; childItem: Item[]; typeJson: Record<string, unknown> };

/** The draft as names, children in brackets: easy to read in a failing assertion. */
const shape = (items: Item[]): string =>
  items.map((i) => (i.childItem.length ? `${i.name}[${shape(i.childItem)}]` : i.name)).join(",");

describe("draft items (/api/v3/eos/form/item/*, admin/updateStyleBatch, admin/page, admin/del)", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url: `/api/v3/eos/form/${url}`, headers: bearer(token), payload });
  const get = (url: string) =>
    t.call({ method: "GET", url: `/api/v3/eos/form/${url}`, headers: bearer(admin) });
  const draft = async (id: number): Promise<Item[]> => (await get(`admin/byid?id=${id}`)).body.data.items;
  const flat = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flat(i.childItem)]);
  const find = (items: Item[], name: string): Item => {
    const found = flat(items).find((i) => i.name === name);
    if (!found) throw new Error(`no item ${name}`);
    return found;
  };

  const newForm = async (name: string) => {
    const items = [
      { name: "A", type: 1 },
      { name: "容器", type: 39, childItem: [{ name: "B", type: 1 }] },
      { name: "C", type: 19 },
    ];
    const id = (await post("admin/add", { name, items })).body.data.id as number;
    return { id, items: await draft(id) };
  };

  it("adds an item at the end, at an index, and inside a container; updates one in place keeping its children", async () => {
    const { id, items } = await newForm("加项");
    const box = find(items, "容器");
    const end = await post("item/save", { formId: id, item: { name: "D", type: 1 } });
    expect(end.body.data).toMatchObject({ id: expect.any(Number), item: { name: "D", type: 1 } });
    await post("item/save", { formId: id, item: { name: "首", type: 1 }, index: 0 });
    const inner = await post("item/save", {
      formId: id,
      pid: box.id,
      item: { name: "分组", type: 32, childItem: [{ name: "组内", type: 1 }] },
    });
    const group = inner.body.data.item as Item;
    expect(group.childItem[0]!.id).toEqual(expect.any(Number));
    expect(shape(await draft(id))).toBe("首,A,容器[B,分组[组内]],C,D");

    const renamed = await post("item/save", { formId: id, item: { id: box.id, name: "新容器", type: 39 } });
    expect(renamed.body.success).toBe(true);
    expect(shape(await draft(id))).toBe("首,A,新容器[B,分组[组内]],C,D");
    const a = find(await draft(id), "A");
    const refused = await post("item/save", { formId: id, pid: a.id, item: { name: "x", type: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(-1);
    expect(shape(await draft(id))).toBe("首,A,新容器[B,分组[组内]],C,D");
  });

  it("deletes an item with what it holds, and copies one with fresh ids right after it", async () => {
    const { id, items } = await newForm("删与复制");
    const box = find(items, "容器");
    const copied = await post("item/copy", { formId: id, id: box.id });
    expect(copied.body.success).toBe(true);
    const after = await draft(id);
    expect(shape(after)).toBe("A,容器[B],容器[B],C");
    expect(after[2]!.id).toBe(copied.body.data.id);
    expect(after[2]!.id).not.toBe(box.id);
    expect(after[2]!.childItem[0]!.id).not.toBe(box.childItem[0]!.id);
    expect((await post("item/del", { formId: id, id: box.id })).body.success).toBe(true);
    expect(shape(await draft(id))).toBe("A,容器[B],C");
    expect((await post("item/del", { formId: id, id: box.id })).status).toBe(400);
  });

  it("copies a formula so that it reads the copied item, not the original", async () => {
    const items = [
      {
        name: "组",
        type: 39,
        childItem: [
          { id: "n", name: "数", type: 19 },
          { name: "倍", type: 30, typeJson: { formula: "{n}*2" } },
        ],
      },
    ];
    const id = (await post("admin/add", { name: "复制公式", items })).body.data.id;
    const box = (await draft(id))[0]!;
    await post("item/copy", { formId: id, id: box.id });
    const copy = (await draft(id))[1]!;
    expect(copy.childItem[1]!.typeJson.formula).toBe(`{${copy.childItem[0]!.id}}*2`);
    expect(box.childItem[1]!.typeJson.formula).toBe(`{${box.childItem[0]!.id}}*2`);
  });

  it("moves and reorders with saveSort, refusing cycles and moves into items that hold nothing", async () => {
    const { id, items } = await newForm("排序");
    const [a, box, c] = [find(items, "A"), find(items, "容器"), find(items, "C")];
    const b = find(items, "B");
    const moved = await post("item/saveSort", {
      formId: id,
      order: [
        { id: c.id, pid: 0, sort: 0 },
        { id: a.id, pid: box.id, sort: 0 },
        { id: b.id, pid: box.id, sort: 1 },
        { id: box.id, pid: null, sort: 1 },
      ],
    });
    expect(moved.body.success).toBe(true);
    expect(shape(await draft(id))).toBe("C,容器[A,B]");
    await post("item/save", { formId: id, pid: box.id, item: { name: "内层", type: 39 } });
    const inner = find(await draft(id), "内层");
    const cycle = await post("item/saveSort", {
      formId: id,
      order: [{ id: box.id, pid: inner.id, sort: 0 }],
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.errorDesc).toContain("inside itself");
    const self = await post("item/saveSort", { formId: id, order: [{ id: box.id, pid: box.id, sort: 0 }] });
    expect(self.status).toBe(400);
    const intoText = await post("item/saveSort", { formId: id, order: [{ id: a.id, pid: c.id, sort: 0 }] });
    expect(intoText.status).toBe(400);
    expect(shape(await draft(id))).toBe("C,容器[A,B,内层]");
  });

  it("refuses ids of another form and ids never handed out, and accepts an own id restored by undo", async () => {
    const mine = await newForm("我的");
    const other = await newForm("别人的");
    const stolen = find(other.items, "A");
    const steal = await post("admin/save", { id: mine.id, items: [...mine.items, { ...stolen }] });
    expect(steal.status).toBe(400);
    expect(steal.body.errorDesc).toContain(`item id ${stolen.id}`);
    const viaItem = await post("item/save", {
      formId: mine.id,
      item: { id: stolen.id, name: "偷", type: 1 },
    });
    expect(viaItem.status).toBe(400);
    const future = await post("admin/save", {
      id: mine.id,
      items: [{ id: 900_000_000, name: "未来", type: 1 }],
    });
    expect(future.status).toBe(400);
    expect(shape(await draft(mine.id))).toBe("A,容器[B],C");

    // Delete C, then undo on the client: the same id comes back and is accepted.
    const c = find(mine.items, "C");
    await post("admin/save", { id: mine.id, items: mine.items.slice(0, 2) });
    const undo = await post("admin/save", { id: mine.id, items: mine.items });
    expect(undo.body.success).toBe(true);
    expect(find(await draft(mine.id), "C").id).toBe(c.id);
  });

  it("merges typeJson keys into several items at once and refuses unknown items", async () => {
    const { id, items } = await newForm("样式");
    const [a, c] = [find(items, "A"), find(items, "C")];
    await post("item/save", { formId: id, item: { ...c, typeJson: { rangeMin: 1, rangeMax: 9 } } });
    const res = await post("admin/updateStyleBatch", {
      formId: id,
      items: [
        { id: a.id, typeJson: { color: "red" } },
        { id: c.id, typeJson: JSON.stringify({ rangeMax: 99, width: 50 }) },
      ],
    });
    expect(res.body.success).toBe(true);
    const after = await draft(id);
    expect(find(after, "A").typeJson).toMatchObject({ color: "red" });
    expect(find(after, "C").typeJson).toMatchObject({ rangeMin: 1, rangeMax: 99, width: 50 });
    const unknown = await post("admin/updateStyleBatch", {
      formId: id,
      items: [{ id: 999_999_999, typeJson: {} }],
    });
    expect(unknown.status).toBe(400);
  });

  it("pages forms with search, sorting and counts; deleted forms disappear but stay deleted only once", async () => {
    const names = ["体检登记甲", "体检登记乙", "社团报名"];
    const ids: number[] = [];
    for (const name of names) ids.push((await newForm(name)).id);
    const found = (
      await get(`admin/page?keyword=${encodeURIComponent("体检")}&sortField=name&sortOrder=ascend`)
    ).body.data;
    expect(found.total).toBe(2);
    expect(found.list.map((f: { name: string }) => f.name)).toEqual(["体检登记乙", "体检登记甲"].sort());
    expect(found.list[0]).toMatchObject({ itemCount: 4, valueCount: 0, version: null, draftChanged: true });
    const like = (await get(`admin/page?keyword=${encodeURIComponent("%")}`)).body.data;
    expect(like.total).toBe(0);
    const paged = (await get("admin/page?size=1&page=2")).body.data;
    expect(paged).toMatchObject({ page: 2, size: 1 });
    expect(paged.list).toHaveLength(1);

    expect((await post("admin/del", { id: ids[0]! })).body.success).toBe(true);
    expect((await get(`admin/page?keyword=${encodeURIComponent("体检")}`)).body.data.total).toBe(1);
    expect((await get(`admin/byid?id=${ids[0]}`)).status).toBe(404);
    expect((await post("admin/del", { id: ids[0]! })).status).toBe(404);
    expect((await post("admin/release", { id: ids[0]! })).status).toBe(404);
  });

  it("takes form-encoded bodies with lists as JSON text, like JSON bodies", async () => {
    const form = (url: string, fields: Record<string, string>) =>
      t.call({
        method: "POST",
        url: `/api/app/eos/form/${url}`,
        headers: bearer(admin, { "content-type": "application/x-www-form-urlencoded" }),
        payload: new URLSearchParams(fields).toString(),
      });
    const items = JSON.stringify([
      { name: "甲", type: 1 },
      { name: "盒", type: 39 },
    ]);
    const added = await form("admin/add", { name: "表单编码", items });
    expect(added.body.success).toBe(true);
    const id = added.body.data.id as number;
    const [a, box] = await draft(id);
    const order = JSON.stringify([{ id: a!.id, pid: box!.id, sort: 0 }]);
    expect((await form("item/saveSort", { formId: String(id), order })).body.success).toBe(true);
    const item = JSON.stringify({ name: "乙", type: 1 });
    const saved = await form("item/save", { formId: String(id), item, pid: String(box!.id), index: "0" });
    expect(saved.body.success).toBe(true);
    expect(shape(await draft(id))).toBe("盒[乙,甲]");
  });
});
