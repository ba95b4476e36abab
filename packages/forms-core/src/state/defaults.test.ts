import { describe, expect, it } from "vitest";
import { parseFormItem } from "../model/parse.ts";
import {
  canAddRecord,
  clickLockMs,
  defaultOptionIds,
  initialGroupRecords,
  initialValue,
  nextRecordNum,
} from "./defaults.ts";

const item = (raw: Record<string, unknown>) => parseFormItem({ id: 1, name: "X", ...raw })!;
const options = [
  { id: 1, name: "A", isDefault: "Y" },
  { id: 2, name: "B", isDefault: "N" },
  { id: 3, name: "C", isDefault: "Y" },
];

describe("default values", () => {
  it("checks default options when adding", () => {
    expect(defaultOptionIds(item({ type: 5, optionInfos: options }), {})).toEqual(["1", "3"]);
    expect(initialValue(item({ type: 5, optionInfos: options }), {})).toBe("1,3");
    expect(initialValue(item({ type: 4, optionInfos: options }), {})).toBe("1");
  });

  it.each([123, "abc"])(
    "skips default options when editing an existing value (formValId %j)",
    (formValId) => {
      expect(defaultOptionIds(item({ type: 5, optionInfos: options }), { formValId })).toEqual([]);
      expect(initialValue(item({ type: 1, defaultVal: "x" }), { formValId })).toBeNull();
    },
  );

  it("uses defaultVal for other items and nothing for display items", () => {
    expect(initialValue(item({ type: 1, defaultVal: "hello" }), { formValId: "" })).toBe("hello");
    expect(initialValue(item({ type: 8, defaultVal: "hello" }), {})).toBeNull();
    expect(initialValue(item({ type: 4 }), {})).toBeNull();
  });
});

describe("group records", () => {
  it("creates one empty record for show type 1 and none otherwise", () => {
    expect(initialGroupRecords(item({ type: 32 }))).toEqual([1]);
    expect(initialGroupRecords(item({ type: 32, typeJson: { showType: 1 } }))).toEqual([1]);
    expect(initialGroupRecords(item({ type: 32, typeJson: { showType: 2 } }))).toEqual([]);
    expect(initialGroupRecords(item({ type: 32, typeJson: { showType: 2 } }), [3, 1])).toEqual([1, 3]);
  });

  it("numbers new records after the highest and honours maxRecords", () => {
    expect(nextRecordNum([])).toBe(1);
    expect(nextRecordNum([1, 5, 2])).toBe(6);
    expect(canAddRecord(item({ type: 32, typeJson: { maxRecords: 2 } }), 1)).toBe(true);
    expect(canAddRecord(item({ type: 32, typeJson: { maxRecords: 2 } }), 2)).toBe(false);
    expect(canAddRecord(item({ type: 32 }), 999)).toBe(true);
  });
});

describe("click lock", () => {
  it("is 2000 ms unless the button says otherwise", () => {
    expect(clickLockMs(item({ type: 40 }))).toBe(2000);
    expect(clickLockMs(item({ type: 40, typeJson: { lockMs: 500 } }))).toBe(500);
    expect(clickLockMs(item({ type: 1 }))).toBe(2000);
  });
});
