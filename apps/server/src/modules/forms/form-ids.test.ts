import { describe, expect, it } from "vitest";
import { fillItemIds, MAX_ITEMS, numericId, prepareTree } from "./form-ids.ts";

type Node = {
  id: unknown;
  childItem?: Node[];
  typeJson?: Record<string, unknown>;
  optionInfos?: { id: unknown }[];
};

describe("item ids of incoming form items", () => {
  it("reads saved ids as numbers and nothing else", () => {
    expect([
      numericId(1005),
      numericId("1005"),
      numericId("tmp"),
      numericId(0),
      numericId(-3),
      numericId(1.5),
    ]).toEqual([1005, 1005, null, null, null, null]);
  });

  it("finds items without ids at any depth and fills them in order, leaving the input untouched", () => {
    const input = [{ id: "1001", childItem: [{ name: "x" }, { id: "a", childItem: [{}] }] }, { id: 1002 }];
    const tree = prepareTree(input);
    expect(tree.given).toEqual([1001, 1002]);
    expect(tree.slots).toHaveLength(3);
    const [top] = fillItemIds(tree, [5000, 5001, 5002]) as Node[];
    expect(top!.id).toBe(1001);
    expect(top!.childItem!.map((c) => c.id)).toEqual([5000, 5001]);
    expect(top!.childItem![1]!.childItem![0]!.id).toBe(5002);
    expect(input[0]!.id).toBe("1001");
  });

  it("points formulas at the ids that replace temporary ones, in typeJson objects and JSON text alike", () => {
    const tree = prepareTree([
      { id: "n" },
      { id: "m", childItem: [{ id: "f", typeJson: JSON.stringify({ formula: "{n}+{m}*{n}+{keep}" }) }] },
    ]);
    const items = fillItemIds(tree, [7, 8, 9]) as Node[];
    expect(items[1]!.childItem![0]!.typeJson).toEqual({ formula: "{7}+{8}*{7}+{keep}" });
  });

  it("gives options without ids ids unique within their item and reports repeats", () => {
    const tree = prepareTree([
      { id: 1, optionInfos: [{ name: "a" }, { id: 4, name: "b" }, { id: "", name: "c" }] },
    ]);
    expect(tree.problems).toEqual([]);
    expect(((tree.items[0] as Node).optionInfos ?? []).map((o) => o.id)).toEqual([5, 4, 6]);
    const twice = prepareTree([{ id: 1, optionInfos: [{ id: 2 }, { id: "2" }] }]);
    expect(twice.problems).toEqual(["items[0].optionInfos: option id 2 is used twice"]);
  });

  it("reports an item id used twice and stops at the item limit", () => {
    expect(prepareTree([{ id: 3 }, { childItem: [{ id: "3" }] }]).problems).toEqual([
      "items[1].childItem[0]: item id 3 is used twice",
    ]);
    const flood = prepareTree(Array.from({ length: MAX_ITEMS + 5 }, () => ({})));
    expect(flood.problems).toEqual([`a form holds at most ${MAX_ITEMS} items`]);
    expect(flood.slots).toHaveLength(MAX_ITEMS);
  });
});
