import { describe, expect, it } from "vitest";
import { checkOne, messagesFor, msg, ok } from "./testing.ts";

const required = msg("F cannot be empty", "F不能为空");

describe("a required item (isNull 'N') with an empty value fails", () => {
  it.each([
    ["missing", 1, undefined, required],
    ["empty string", 1, "", required],
    ["only spaces", 1, "   ", required],
    ["null", 1, null, required],
    ["zero is a value", 19, "0", ok],
    ["zero as a JSON number", 19, 0, ok],
    ["a letter", 1, "a", ok],
    ["cascade '[]'", 34, "[]", required],
    ["cascade multi '[]'", 35, "[]", required],
    ["cascade with a path", 34, '["1"]', ok],
    ["checkbox with no ids", 5, ",", required],
    ["attachment '[]'", 31, "[]", required],
  ])("%s (type %i)", (_label, type, val, expected) => {
    expect(checkOne({ type, isNull: "N" }, val)).toEqual(expected);
  });

  it("passes when not required", () => {
    expect(checkOne({ type: 1, isNull: "Y" }, "")).toEqual(ok);
    expect(checkOne({ type: 1 }, undefined)).toEqual(ok);
  });

  it("is never required with showState 4 (hidden), and its value is kept but marked hidden", () => {
    expect(checkOne({ type: 1, isNull: "N", showState: 4 }, "")).toEqual(ok);
    expect(
      checkOne({ type: 32, isNull: "N", showState: 4, childItem: [{ id: 2, type: 1 }] }, undefined),
    ).toEqual(ok);
  });

  it("uses typeJson.isNullErrMsg as written, in both languages", () => {
    const item = { type: 1, isNull: "N", typeJson: { isNullErrMsg: "请填写姓名 / fill in your name" } };
    const custom = "请填写姓名 / fill in your name";
    expect(checkOne(item, "")).toEqual(msg(custom, custom));
  });

  it("ignores a blank isNullErrMsg", () => {
    expect(checkOne({ type: 1, isNull: "N", typeJson: '{"isNullErrMsg":" "}' }, "")).toEqual(required);
  });

  it("uses isNullErrMsg only for the required rule", () => {
    const item = { type: 15, isNull: "N", typeJson: { isNullErrMsg: "phone!" } };
    expect(checkOne(item, "123")).toEqual(msg("F filled in incorrectly", "F填写有误"));
  });

  it("does not require a read-only (Query) item the filler cannot change", () => {
    const states = new Map([["1", "Query" as const]]);
    expect(messagesFor([{ id: 1, name: "F", type: 1, isNull: "N" }], [], { states })).toEqual(ok);
  });

  it("prefixes the message with the item's name", () => {
    expect(messagesFor([{ id: 1, name: "姓名", type: 1, isNull: "N" }], [])).toEqual(
      msg("姓名 cannot be empty", "姓名不能为空"),
    );
  });
});
