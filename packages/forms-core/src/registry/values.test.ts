import { describe, expect, it } from "vitest";
import { parseFormItem } from "../model/parse.ts";
import { readValue, writeValue } from "./values.ts";

const item = (type: number) => parseFormItem({ id: 1, type })!;

describe("value encoding per control (CONTRACT.md)", () => {
  it.each([
    [19, "42", { kind: "integer", value: 42 }],
    [20, "-3.5", { kind: "number", value: -3.5 }],
    [22, "2024-02-29", { kind: "date", value: { year: 2024, month: 2, day: 29 } }],
    [
      3,
      "2024-02-29 23:59",
      { kind: "datetime", value: { year: 2024, month: 2, day: 29, hour: 23, minute: 59 } },
    ],
    [4, "7", { kind: "option", value: "7" }],
    [5, "1, 2,,3", { kind: "options", value: ["1", "2", "3"] }],
    [34, '["1","11"]', { kind: "cascade", value: ["1", "11"] }],
    [35, '["1",["2","21"]]', { kind: "cascadeMulti", value: [["1"], ["2", "21"]] }],
    [31, '[{"url":"/f"}]', { kind: "jsonList", value: [{ url: "/f" }] }],
    [9, '{"lng":1}', { kind: "jsonObject", value: { lng: 1 } }],
    [1, "hi", { kind: "text", value: "hi" }],
    [34, "[]", { kind: "empty" }],
    [19, "", { kind: "empty" }],
    [19, "4.5", { kind: "invalid" }],
    [22, "2023-02-29", { kind: "invalid" }],
    [8, "x", { kind: "empty" }],
    [32, "x", { kind: "empty" }],
  ])("type %i reads %j", (type, val, expected) => {
    expect(readValue(item(type), val)).toEqual(expected);
  });

  it("writes values back in the contract's encoding", () => {
    expect(writeValue(item(20), "number", 1e-7)).toBe("0.0000001");
    expect(writeValue(item(19), "integer", 1e21)).toBe("1000000000000000000000");
    expect(writeValue(item(22), "date", { year: 2024, month: 3, day: 1 })).toBe("2024-03-01");
    expect(writeValue(item(3), "datetime", { year: 2024, month: 3, day: 1, hour: 9, minute: 5 })).toBe(
      "2024-03-01 09:05",
    );
    expect(writeValue(item(5), "options", ["1", "2"])).toBe("1,2");
    expect(writeValue(item(35), "cascadeMulti", [["1"], ["2", "21"]])).toBe('[["1"],["2","21"]]');
    expect(writeValue(item(1), "integer", 5)).toBe("");
  });

  it.each([
    [20, "0.1"],
    [22, "2000-01-31"],
    [5, "3,1"],
    [34, '["a","b"]'],
  ])("round-trips type %i value %j", (type, val) => {
    const read = readValue(item(type), val);
    if (read.kind === "empty" || read.kind === "invalid") throw new Error("expected a value");
    expect(writeValue(item(type), read.kind, read.value as never)).toBe(val);
  });
});
