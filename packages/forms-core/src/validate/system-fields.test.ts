import { describe, expect, it } from "vitest";
import { checkOne, msg, ok } from "./testing.ts";

const required = msg("F cannot be empty", "F不能为空");
const account = msg("F must be 3 to 12 letters or digits", "F须为3-12位字母或数字");
const phone = msg("F input format error", "F输入格式错误");

describe("system fields (SPEC 5)", () => {
  it.each([10001, 10002, 10003])("eosType %i is required even when isNull is 'Y'", (eosType) => {
    expect(checkOne({ type: 1, eosType, isNull: "Y" }, "")).toEqual(required);
    expect(checkOne({ type: eosType }, "")).toEqual(required);
  });

  it("a hidden name field (showState 4) is not required", () => {
    expect(checkOne({ type: 1, eosType: 10001, showState: 4 }, "")).toEqual(ok);
  });

  it.each([
    ["ab", account],
    ["abc", ok],
    ["abcdefghijkl", ok],
    ["abcdefghijklm", account],
    ["ABC123", ok],
    ["abc_12", account],
    ["张三abc", account],
    ["abc 12", account],
  ])("account (10002) %j", (val, expected) => {
    expect(checkOne({ type: 1, eosType: 10002 }, val)).toEqual(expected);
  });

  it.each([10004, 10012])("phone field %i: empty passes", (eosType) => {
    expect(checkOne({ type: 1, eosType }, "")).toEqual(ok);
  });

  it.each([
    ["13812345678", ok],
    ["19912345678", ok],
    ["12812345678", phone],
    ["1381234567", phone],
    ["138123456789", phone],
    ["23812345678", phone],
    ["1381234567a", phone],
  ])("phone (10004 on type 15) %j uses 'input format error'", (val, expected) => {
    expect(checkOne({ type: 15, eosType: 10004 }, val)).toEqual(expected);
  });

  it.each([
    ["13812345678", ok],
    ["13812345678,15912345678", ok],
    ["13812345678，15912345678", ok],
    ["13812345678,123", phone],
  ])("parent phones (10012) %j", (val, expected) => {
    expect(checkOne({ type: 1, eosType: 10012 }, val)).toEqual(expected);
  });

  it("a system field built on a control keeps the control's checks (10006 ID number)", () => {
    expect(checkOne({ type: 10006 }, "123")).toEqual(msg("F filled in incorrectly", "F填写有误"));
    expect(checkOne({ type: 10020 }, "a@b.cn")).toEqual(ok);
    expect(checkOne({ type: 10020 }, "a@b")).toEqual(msg("F filled in incorrectly", "F填写有误"));
  });
});
