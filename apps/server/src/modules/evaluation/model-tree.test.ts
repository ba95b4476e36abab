import { describe, expect, it } from "vitest";
import { planTree, type SentNode, type TreeRefusals } from "./model-tree.ts";

/** Refusals that say which rule refused and about what, as each kind's own words would. */
const refuse: TreeRefusals = {
  duplicateKey: (key) => new Error(`duplicate ${key}`),
  unknownParent: (name) => new Error(`parent of ${name}`),
  tooDeep: (name) => new Error(`too deep ${name}`),
};

const node = (key: string, parentKey: string | null): SentNode => ({ key, parentKey, name: `n${key}` });

describe("planTree (the model engine's reading of a sent tree)", () => {
  it("orders parents before children, levels each node and numbers siblings in the order sent", () => {
    const sent = [node("c", "a"), node("a", null), node("d", "c"), node("b", null), node("e", "a")];
    const plan = planTree(sent, refuse);
    expect(plan.ordered.map((n) => n.key)).toEqual(["a", "b", "c", "e", "d"]);
    expect(sent.map((n) => [n.key, plan.levelOf(n), plan.sortOf(n)])).toEqual([
      ["c", 2, 0],
      ["a", 1, 0],
      ["d", 3, 0],
      ["b", 1, 1],
      ["e", 2, 1],
    ]);
  });

  it("refuses a duplicate key, an unknown parent, a loop and a fourth level, in the kind's words", () => {
    expect(() => planTree([node("a", null), node("a", null)], refuse)).toThrow("duplicate a");
    expect(() => planTree([node("a", "x")], refuse)).toThrow("parent of na");
    expect(() => planTree([node("a", "b"), node("b", "a")], refuse)).toThrow(/parent of n[ab]/);
    const deep = [node("1", null), node("2", "1"), node("3", "2"), node("4", "3")];
    expect(() => planTree(deep, refuse)).toThrow("too deep n4");
    expect(planTree(deep.slice(0, 3), refuse).ordered).toHaveLength(3);
  });
});
