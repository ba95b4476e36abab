import { describe, expect, it } from "vitest";
import { checkOne, msg, ok } from "./testing.ts";

const bad = msg("F filled in incorrectly", "F填写有误");
const twoDecimals = msg("F at most two decimals", "F最多保留两位小数");

describe("format checks ('filled in incorrectly')", () => {
  it.each([
    [14, "a@b.cn", ok],
    [14, "first.last+tag@school-1.edu.cn", ok],
    [14, "a@b", bad],
    [14, "a b@c.cn", bad],
    [14, "@c.cn", bad],
    [14, `${"a".repeat(250)}@b.cn`, bad],
    [15, "13012345678", ok],
    [15, "19912345678", ok],
    [15, "12012345678", bad],
    [15, "1301234567", bad],
    [15, "+8613012345678", bad],
    [26, "100000", ok],
    [26, "10000", bad],
    [26, "1000000", bad],
    [26, "10000a", bad],
    [19, "0", ok],
    [19, "-12", ok],
    [19, "12.0", bad],
    [19, "1e3", bad],
    [19, "+1", bad],
    [19, " 1", bad],
    [20, "3", ok],
    [20, "3.14", ok],
    [20, "-0.5", ok],
    [20, "3.", bad],
    [20, ".5", bad],
    [20, "abc", bad],
    [20, "3.141", twoDecimals],
    [21, "12.125", ok],
    [21, "12.1255", bad],
    [21, "100", ok],
    [21, "x%", bad],
  ])("type %i %j", (type, val, expected) => {
    expect(checkOne({ type }, val)).toEqual(expected);
  });

  it("accepts JSON numbers for numeric items as their decimal text", () => {
    expect(checkOne({ type: 20 }, 3.5)).toEqual(ok);
    expect(checkOne({ type: 20 }, 3.555)).toEqual(twoDecimals);
  });

  it.each([
    [3, "2024-02-29 23:59", ok],
    [3, "2023-02-29 10:00", bad],
    [3, "2024-01-01", bad],
    [3, "2024-01-01 24:00", bad],
    [22, "2024-12-31", ok],
    [22, "2024-13-01", bad],
    [22, "2024/01/01", bad],
  ])("date encodings: type %i %j", (type, val, expected) => {
    expect(checkOne({ type }, val)).toEqual(expected);
  });

  it.each([
    [6, '[{"url":"a.png"}]', ok],
    [6, "a.png", bad],
    [9, '{"lng":1,"lat":2}', ok],
    [9, "[1,2]", bad],
    [34, '["1","11"]', ok],
    [34, '[["1","11"]]', ok],
    [34, '{"a":1}', bad],
    [35, '[["1","11"],["2"]]', ok],
    [35, '["1","2"]', ok],
    [35, "[[]]", bad],
    [52, "5", ok],
    [52, "6", bad],
    [52, "2.5", bad],
    [52, "-1", bad],
  ])("value encodings: type %i %j", (type, val, expected) => {
    expect(checkOne({ type }, val)).toEqual(expected);
  });

  it("scores allow halves when allowHalf is set", () => {
    expect(checkOne({ type: 52, typeJson: { allowHalf: true, stars: 10 } }, "9.5")).toEqual(ok);
  });

  it("cascades with an enumeration style (4, 5, 16, 17) cannot hold multi-level data", () => {
    for (const style of [4, 5, 16, 17]) {
      expect(checkOne({ type: 34, typeJson: { style } }, '["1","11"]')).toEqual(bad);
      expect(checkOne({ type: 34, typeJson: { style } }, '["1"]')).toEqual(ok);
      expect(checkOne({ type: 35, typeJson: { style } }, '["1","2"]')).toEqual(ok);
      expect(checkOne({ type: 35, typeJson: { style } }, '[["1","11"]]')).toEqual(bad);
    }
    expect(checkOne({ type: 34, typeJson: { style: 1 } }, '["1","11"]')).toEqual(ok);
  });

  it("caps every value at 20000 characters (the further length check)", () => {
    const n = "F cannot exceed 20000 characters";
    expect(checkOne({ type: 2 }, "a".repeat(20000))).toEqual(ok);
    expect(checkOne({ type: 2 }, "a".repeat(20001))).toEqual(msg(n, "F不能超过20000个字符"));
  });
});
