import { describe, expect, it } from "vitest";
import { parseFormItem } from "../model/parse.ts";
import { repeatCheckApplies } from "./repeat.ts";

describe("repeat checks", () => {
  it.each([
    [{ type: 1, isRepeat: true }, true],
    [{ type: 1, isRepeat: false }, false],
    [{ type: 14, isRepeat: true }, true],
    [{ type: 14, eosType: 10020, isRepeat: true }, false],
    [{ type: 1, eosType: 10002, isRepeat: true }, false],
    [{ type: 15, eosType: 10004, isRepeat: true }, false],
    [{ type: 10010, isRepeat: "Y" }, true],
  ])("%j → %s", (raw, expected) => {
    expect(repeatCheckApplies(parseFormItem({ id: 1, ...raw })!)).toBe(expected);
  });
});
