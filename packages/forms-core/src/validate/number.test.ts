import { describe, expect, it } from "vitest";
import { checkOne, msg, ok } from "./testing.ts";

const between = (min: number, max: number) => msg(`F: enter ${min} to ${max}`, `F请输入${min}到${max}`);
const above = (min: number, en = "number", zh = "数") =>
  msg(`F: enter a ${en} greater than ${min}`, `F请输入大于${min}的${zh}`);
const below = (max: number, en = "number", zh = "数") =>
  msg(`F: enter a ${en} less than ${max}`, `F请输入小于${max}的${zh}`);

describe("ranges (rangeMin, rangeMax; both ends included)", () => {
  it.each([
    [{ rangeMin: 1, rangeMax: 10 }, "1", ok],
    [{ rangeMin: 1, rangeMax: 10 }, "10", ok],
    [{ rangeMin: 1, rangeMax: 10 }, "0", between(1, 10)],
    [{ rangeMin: 1, rangeMax: 10 }, "11", between(1, 10)],
    [{ rangeMin: 5 }, "5", ok],
    [{ rangeMin: 5 }, "4", above(5)],
    [{ rangeMax: 5 }, "5", ok],
    [{ rangeMax: 5 }, "6", below(5)],
    [{ rangeMin: "-2.5", rangeMax: "2.5" }, "-2.5", ok],
    [{ rangeMin: "-2.5", rangeMax: "2.5" }, "-3", between(-2.5, 2.5)],
  ])("%j with %s", (typeJson, val, expected) => {
    expect(checkOne({ type: 20, typeJson }, val)).toEqual(expected);
  });
});

describe("inputLimit: 1 positive only, 2 negative only, 3 numbers only", () => {
  const pos = ["positive number", "正数"] as const;
  const neg = ["negative number", "负数"] as const;
  it.each([
    [{ inputLimit: 1 }, "1", ok],
    [{ inputLimit: 1 }, "0", above(0, ...pos)],
    [{ inputLimit: 1 }, "-1", above(0, ...pos)],
    [{ inputLimit: 1, rangeMin: 3 }, "2", above(3, ...pos)],
    [{ inputLimit: 1, rangeMax: 10 }, "11", below(10, ...pos)],
    [{ inputLimit: 1, rangeMax: 10 }, "-1", above(0, ...pos)],
    [{ inputLimit: 1, rangeMin: 1, rangeMax: 10 }, "11", between(1, 10)],
    [{ inputLimit: 2 }, "-1", ok],
    [{ inputLimit: 2 }, "0", below(0, ...neg)],
    [{ inputLimit: 2, rangeMin: -10 }, "-11", above(-10, ...neg)],
    [{ inputLimit: 2, rangeMax: -3 }, "-2", below(-3, ...neg)],
    [{ inputLimit: 3 }, "-1", ok],
    [{ inputLimit: 3, rangeMin: 0 }, "-1", above(0)],
  ])("%j with %s", (typeJson, val, expected) => {
    expect(checkOne({ type: 19, typeJson }, val)).toEqual(expected);
  });

  it("makes single-line text numbers only", () => {
    const bad = msg("F filled in incorrectly", "F填写有误");
    expect(checkOne({ type: 1, typeJson: { inputLimit: 3 } }, "12.5")).toEqual(ok);
    expect(checkOne({ type: 1, typeJson: { inputLimit: 3 } }, "twelve")).toEqual(bad);
    expect(checkOne({ type: 1, typeJson: { inputLimit: 1 } }, "-2")).toEqual(above(0, ...pos));
    expect(checkOne({ type: 1, typeJson: { inputLimit: 0 } }, "twelve")).toEqual(ok);
  });
});
