import { describe, expect, it } from "vitest";
import { indicator } from "../../test/evaluationTestKit.ts";
import {
  addIndicator,
  depthOf,
  fromIndicators,
  indicatorPaths,
  removeIndicator,
  toInputs,
  toRows,
} from "./indicatorTree.ts";

const saved = [
  indicator(3, "Sports", null, { sort: 2 }),
  indicator(1, "Morality", null, { sort: 1, locked: true }),
  indicator(2, "Honesty", 1, { locked: true }),
];

describe("the indicator tree being edited", () => {
  it("keeps saved ids as keys and lists parents before children in sibling order", () => {
    const list = addIndicator(fromIndicators(saved), "2", {
      name: "Keeps promises",
      weight: 100,
      maxScore: 10,
    });
    expect(toInputs(list).map((i) => [i.key, i.parentKey, i.name])).toEqual([
      ["1", null, "Morality"],
      ["2", "1", "Honesty"],
      ["n4", "2", "Keeps promises"],
      ["3", null, "Sports"],
    ]);
    expect(depthOf(list, "n4")).toBe(3);
    expect(toRows(list)[1]).not.toHaveProperty("children");
  });

  it("removes an indicator with its children but never a locked one", () => {
    const list = addIndicator(fromIndicators(saved), "3", { name: "Running", weight: 100, maxScore: 10 });
    expect(removeIndicator(list, "3").map((i) => i.key)).toEqual(["1", "2"]);
    expect(removeIndicator(list, "1")).toHaveLength(4);
  });

  it("names each indicator with its parents, in the tree's order", () => {
    expect(indicatorPaths(saved).map((p) => [p.id, p.path])).toEqual([
      [1, "Morality"],
      [2, "Morality / Honesty"],
      [3, "Sports"],
    ]);
  });
});
