import { describe, expect, it } from "vitest";
import { checkOne, msg, ok } from "./testing.ts";

const options = [
  { id: 1, name: "A" },
  { id: 2, name: "B" },
  { id: 3, name: "C" },
  { id: 9, name: "Other", custom: "true" },
  { id: 8, name: "Maybe other", custom: "false" },
];
const atLeast = (n: number) => msg(`F: choose at least ${n}`, `F至少选择${n}项`);
const atMost = (n: number) => msg(`F: choose at most ${n}`, `F最多选择${n}项`);
const custom = msg("F: fill in the custom option", "F请填写自定义选项");
const bad = msg("F filled in incorrectly", "F填写有误");

describe("option counts for types 5 and 17", () => {
  it.each([5, 17])("type %i counts selections against minOptionNum and maxOptionNum", (type) => {
    const item = { type, optionInfos: options, typeJson: { minOptionNum: 2, maxOptionNum: 3 } };
    expect(checkOne(item, "1")).toEqual(atLeast(2));
    expect(checkOne(item, "1,2")).toEqual(ok);
    expect(checkOne(item, "1,2,3")).toEqual(ok);
    expect(checkOne(item, "1,2,3,8")).toEqual(atMost(3));
    expect(checkOne(item, "1,1")).toEqual(atLeast(2));
  });

  it("does not count an empty, unrequired selection", () => {
    expect(checkOne({ type: 5, optionInfos: options, typeJson: { minOptionNum: 2 } }, "")).toEqual(ok);
  });

  it("does not apply counts to radio or select", () => {
    expect(checkOne({ type: 4, optionInfos: options, typeJson: { minOptionNum: 2 } }, "1")).toEqual(ok);
  });
});

describe("option ids", () => {
  it.each([
    [4, "7", bad],
    [16, "1", ok],
    [5, "1,7", bad],
    [17, "2,3", ok],
  ])("type %i %j must name options of the item", (type, val, expected) => {
    expect(checkOne({ type, optionInfos: options }, val)).toEqual(expected);
  });

  it("accepts any id when options come from elsewhere (dictionaries, APIs)", () => {
    expect(checkOne({ type: 4 }, "anything")).toEqual(ok);
  });
});

describe("a custom option flagged required ('true') needs a custom value", () => {
  it.each([4, 5, 16, 17])("type %i", (type) => {
    const item = { type, optionInfos: options };
    expect(checkOne(item, "9")).toEqual(custom);
    expect(checkOne(item, "9", "  ")).toEqual(custom);
    expect(checkOne(item, "9", "my own")).toEqual(ok);
    expect(checkOne(item, "8")).toEqual(ok);
    expect(checkOne(item, "1")).toEqual(ok);
  });
});
