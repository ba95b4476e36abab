import { describe, expect, it } from "vitest";
import { checkOne, msg, ok } from "./testing.ts";

const tooLong = (n: number) => msg(`F cannot exceed ${n} characters`, `F不能超过${n}个字符`);

describe("character limits (types 1 and 2)", () => {
  it.each([
    [1, "abcde", ok],
    [1, "abcdef", tooLong(5)],
    [1, "五个汉字呀", ok],
    [1, "六个汉字呀呀", tooLong(5)],
    [1, "😀😀😀😀😀", ok],
    [2, "abcde", ok],
    [2, "abc\ndef", tooLong(5)],
  ])("type %i %j with charNumber 5", (type, val, expected) => {
    expect(checkOne({ type, typeJson: { charNumber: 5 } }, val)).toEqual(expected);
  });

  it("has no limit without charNumber (or with 0)", () => {
    expect(checkOne({ type: 1 }, "a".repeat(500))).toEqual(ok);
    expect(checkOne({ type: 1, typeJson: { charNumber: 0 } }, "abc")).toEqual(ok);
  });
});

describe("date windows for types 22 and 3", () => {
  const window = msg("F must be between 2024-03-01 and 2024-03-31", "F须在2024-03-01至2024-03-31之间");
  const limits = { startDate: "2024-03-01", endDate: "2024-03-31" };
  it.each([
    [22, "2024-02-29", window],
    [22, "2024-03-01", ok],
    [22, "2024-03-31", ok],
    [22, "2024-04-01", window],
    [3, "2024-02-29 23:59", window],
    [3, "2024-03-01 00:00", ok],
    [3, "2024-03-31 23:59", ok],
    [3, "2024-04-01 00:00", window],
  ])("type %i %j", (type, val, expected) => {
    expect(checkOne({ type, typeJson: limits }, val)).toEqual(expected);
  });

  it("uses datetime limits for type 3 to the minute", () => {
    const typeJson = { startDate: "2024-03-01 08:00", endDate: "2024-03-01 17:30" };
    const window = msg(
      "F must be between 2024-03-01 08:00 and 2024-03-01 17:30",
      "F须在2024-03-01 08:00至2024-03-01 17:30之间",
    );
    expect(checkOne({ type: 3, typeJson }, "2024-03-01 07:59")).toEqual(window);
    expect(checkOne({ type: 3, typeJson }, "2024-03-01 08:00")).toEqual(ok);
    expect(checkOne({ type: 3, typeJson }, "2024-03-01 17:31")).toEqual(window);
  });

  it("checks only when both a start and an end limit are set", () => {
    expect(checkOne({ type: 22, typeJson: { startDate: "2024-03-01" } }, "2020-01-01")).toEqual(ok);
  });
});
