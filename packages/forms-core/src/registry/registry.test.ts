import { describe, expect, it } from "vitest";
import { CONTROL_CODES, SYSTEM_FIELD_CODES } from "../model/codes.ts";
import { parseFormItem } from "../model/parse.ts";
import { displayValue, maskSensitive, truncateText } from "./display.ts";
import { allControls, baseControlOf, getControl, lookupControl, systemFieldOf } from "./registry.ts";

const item = (raw: Record<string, unknown>) => parseFormItem({ id: 1, name: "X", ...raw })!;

describe("the control registry", () => {
  it("has one entry per control code 1–58 and per system field 10000–10020", () => {
    expect(allControls()).toHaveLength(CONTROL_CODES.length + SYSTEM_FIELD_CODES.length);
    expect(CONTROL_CODES).toHaveLength(49);
    expect(SYSTEM_FIELD_CODES).toHaveLength(21);
    for (const c of allControls()) {
      expect(c.names["zh-CN"]).not.toBe("");
      expect(c.names["en-US"]).not.toBe("");
    }
  });

  it.each([7, 11, 33, 41, 59, 9999, 10021, "1", null])("knows nothing of code %s", (code) => {
    expect(lookupControl(code)).toBeUndefined();
  });

  it.each([38, 39, 42, 43, 44, 45, 46])("layout control %i holds children but no value", (code) => {
    const spec = lookupControl(code)!;
    expect(spec.category).toBe("layout");
    expect(spec.holdsChildren).toBe(true);
    expect(spec.holdsValue).toBe(false);
  });

  it.each([
    [1, "basic", "text"],
    [3, "dateTime", "datetime"],
    [4, "choice", "option"],
    [5, "choice", "options"],
    [6, "media", "jsonList"],
    [10, "people", "jsonList"],
    [19, "basic", "integer"],
    [21, "basic", "number"],
    [22, "dateTime", "date"],
    [32, "advanced", "group"],
    [34, "choice", "cascade"],
    [35, "choice", "cascadeMulti"],
    [54, "advanced", "text"],
    [10002, "system", "text"],
    [10011, "system", "date"],
  ] as const)("code %i is in %s and encodes its value as %s", (code, category, value) => {
    expect(getControl(code).category).toBe(category);
    expect(getControl(code).value).toBe(value);
  });

  it.each([8, 40, 47, 48, 49, 51, 53, 58])("display control %i holds no value", (code) => {
    expect(lookupControl(code)!.holdsValue).toBe(false);
  });

  it("gives the SPEC defaults", () => {
    expect(getControl(52).defaults.stars).toBe(5);
    expect(getControl(31).defaults.maxSize).toBe(130);
    expect(getControl(29).defaults.maxSize).toBe(130);
    expect(getControl(6).defaults.compress).toBe(true);
    expect(getControl(21).defaults.decimals).toBe(3);
    expect(getControl(40).defaults.lockMs).toBe(2000);
    expect(getControl(32).defaults.showType).toBe(1);
  });

  it("names controls in both languages", () => {
    expect(getControl(27).names).toEqual({ "zh-CN": "身份证", "en-US": "ID card" });
    expect(getControl(10002).names).toEqual({ "zh-CN": "账号", "en-US": "Account" });
  });

  it("takes the system field from eosType or from a system type code", () => {
    expect(systemFieldOf(item({ type: 15, eosType: 10004 }))).toBe(10004);
    expect(systemFieldOf(item({ type: 10002 }))).toBe(10002);
    expect(systemFieldOf(item({ type: 1, eosType: 3 }))).toBeNull();
    expect(baseControlOf(item({ type: 10006 }))).toBe(27);
    expect(baseControlOf(item({ type: 99 }))).toBeNull();
  });
});

describe("read-only display", () => {
  const options = [
    { id: 1, name: "Red" },
    { id: 2, name: "Blue" },
  ];
  it.each([
    [{ type: 5, optionInfos: options }, "1,2", "en-US", "Red, Blue"],
    [{ type: 5, optionInfos: options }, "1,2", "zh-CN", "Red、Blue"],
    [{ type: 4, optionInfos: options }, "9", "en-US", "9"],
    [{ type: 27 }, "11010519491231002X", "en-US", "110105********002X"],
    [{ type: 15 }, "13812345678", "en-US", "138****5678"],
    [{ type: 21 }, "12.5", "en-US", "12.5%"],
    [{ type: 52 }, "3", "en-US", "★★★☆☆"],
    [{ type: 31 }, '[{"name":"a.pdf"},{"name":"b.pdf"}]', "en-US", "a.pdf, b.pdf"],
    [{ type: 9 }, '{"address":"Main St"}', "en-US", "Main St"],
    [{ type: 6 }, '[{"url":"/f/a.png?size=800"}]', "en-US", "a.png"],
    [{ type: 34 }, "[]", "en-US", ""],
    [{ type: 8 }, "anything", "en-US", ""],
  ] as const)("shows %j holding %s in %s as %s", (raw, val, lang, shown) => {
    expect(displayValue(item(raw), val, lang)).toBe(shown);
  });

  it("shows sensitive values unmasked only on request", () => {
    expect(displayValue(item({ type: 27 }), "11010519491231002X", "en-US", { unmasked: true })).toBe(
      "11010519491231002X",
    );
    expect(maskSensitive("123")).toBe("123");
  });

  it("truncates description text at 40 or 20 characters", () => {
    expect(truncateText("a".repeat(40))).toBe("a".repeat(40));
    expect(truncateText("a".repeat(41))).toBe(`${"a".repeat(40)}…`);
    expect(truncateText("字".repeat(21), 20)).toBe(`${"字".repeat(20)}…`);
  });
});
