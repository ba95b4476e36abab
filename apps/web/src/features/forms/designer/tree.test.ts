import { parseForm } from "@eos/forms-core";
import { describe, expect, it } from "vitest";
import { historyReducer, initialHistory } from "./history.ts";
import {
  duplicate,
  findPlace,
  flatten,
  indent,
  isTempId,
  moveItem,
  newItem,
  outdent,
  removeItem,
} from "./tree.ts";
import { applyIdMap, idMapOf, toWire } from "./wire.ts";

const form = () =>
  parseForm([
    { id: 1, name: "Name", type: 1 },
    { id: 2, name: "Members", type: 32, childItem: [{ id: 3, name: "Age", type: 19 }] },
    { id: 4, name: "Note", type: 2 },
  ]).items;
const names = (items: ReturnType<typeof form>) =>
  flatten(items).map((p) => `${"-".repeat(p.depth)}${p.item.name}`);

describe("the designer's item tree", () => {
  it("moves within a list, into a container and refuses a move into the item itself", () => {
    const items = form();
    expect(names(moveItem(items, 1, null, 3))).toEqual(["Members", "-Age", "Note", "Name"]);
    expect(names(moveItem(items, 4, 2, 0))).toEqual(["Name", "Members", "-Note", "-Age"]);
    expect(moveItem(items, 2, 2, 0)).toBe(items);
    expect(moveItem(items, 2, 3, 0)).toBe(items);
    expect(moveItem(items, 4, 1, 0)).toBe(items);
  });

  it("indents into the container above and outdents after it", () => {
    const items = indent(form(), 4);
    expect(names(items)).toEqual(["Name", "Members", "-Age", "-Note"]);
    expect(names(outdent(items, 3))).toEqual(["Name", "Members", "-Note", "Age"]);
    expect(indent(form(), 2)).toEqual(form());
  });

  it("copies an item with its children under fresh temporary ids, and removes one", () => {
    const { items, copy } = duplicate(form(), 2);
    expect(names(items)).toEqual(["Name", "Members", "-Age", "Members", "-Age", "Note"]);
    expect(isTempId(copy!.id)).toBe(true);
    expect(isTempId(copy!.childItem[0].id)).toBe(true);
    expect(names(removeItem(items, 2))).toEqual(["Name", "Members", "-Age", "Note"]);
  });

  it("saves new items without ids and maps the server's ids back, formulas included", () => {
    const added = newItem(20, "Price", (n) => `Option ${n}`);
    const total = newItem(30, "Total", (n) => `Option ${n}`);
    total.typeJson = { ...total.typeJson, formula: `{${added.id}} * 2 + {1}` };
    const items = [...form(), added, total];
    const wire = toWire(items);
    expect(wire.map((x) => x.id)).toEqual([1, 2, 4, undefined, undefined]);
    const server = parseForm(wire.map((x, i) => ({ ...x, id: x.id ?? 100 + i }))).items;
    const mapped = applyIdMap(items, idMapOf(items, server));
    expect(mapped.map((x) => x.id)).toEqual([1, 2, 4, 103, 104]);
    expect(findPlace(mapped, 104)?.item.typeJson).toMatchObject({ formula: "{103} * 2 + {1}" });
  });
});

describe("undo history", () => {
  it("undoes and redoes snapshots, and counts quick edits of one field as one step", () => {
    const a = form();
    const b = removeItem(a, 1);
    const c = removeItem(b, 4);
    let h = historyReducer(initialHistory(a), { type: "change", items: b });
    h = historyReducer(h, { type: "change", items: c });
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe(b);
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe(a);
    h = historyReducer(h, { type: "redo" });
    expect(h.present).toBe(b);
    const typed = [1, 2, 3].map((n) => removeItem(a, n));
    let t = initialHistory(a);
    typed.forEach((items, i) => {
      t = historyReducer(t, { type: "change", items, key: "1:name", at: 1000 + i * 100 });
    });
    expect(t.past).toEqual([a]);
    t = historyReducer(t, { type: "change", items: c, key: "1:name", at: 5000 });
    expect(t.past).toHaveLength(2);
  });
});
