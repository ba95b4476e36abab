import { describe, expect, it } from "vitest";
import type { ValidationErrorCode, ValidationParams } from "../validate/errors.ts";
import { pickLang, renderValidationMessage } from "./render.ts";

const item = { name: "年龄", typeJson: {} };
const cases: [ValidationErrorCode, ValidationParams, string, string][] = [
  ["required", {}, "年龄 cannot be empty", "年龄不能为空"],
  ["account", {}, "年龄 must be 3 to 12 letters or digits", "年龄须为3-12位字母或数字"],
  ["phoneFormat", {}, "年龄 input format error", "年龄输入格式错误"],
  ["format", {}, "年龄 filled in incorrectly", "年龄填写有误"],
  ["decimals", {}, "年龄 at most two decimals", "年龄最多保留两位小数"],
  ["minOptions", { n: 2 }, "年龄: choose at least 2", "年龄至少选择2项"],
  ["maxOptions", { n: 3 }, "年龄: choose at most 3", "年龄最多选择3项"],
  ["customOption", {}, "年龄: fill in the custom option", "年龄请填写自定义选项"],
  ["rangeBetween", { min: 1, max: 9 }, "年龄: enter 1 to 9", "年龄请输入1到9"],
  ["rangeMin", { min: 1, sign: "number" }, "年龄: enter a number greater than 1", "年龄请输入大于1的数"],
  [
    "rangeMin",
    { min: 0, sign: "positive" },
    "年龄: enter a positive number greater than 0",
    "年龄请输入大于0的正数",
  ],
  [
    "rangeMin",
    { min: -5, sign: "negative" },
    "年龄: enter a negative number greater than -5",
    "年龄请输入大于-5的负数",
  ],
  ["rangeMax", { max: 9, sign: "number" }, "年龄: enter a number less than 9", "年龄请输入小于9的数"],
  [
    "rangeMax",
    { max: 9, sign: "positive" },
    "年龄: enter a positive number less than 9",
    "年龄请输入小于9的正数",
  ],
  [
    "rangeMax",
    { max: 0, sign: "negative" },
    "年龄: enter a negative number less than 0",
    "年龄请输入小于0的负数",
  ],
  ["length", { n: 20 }, "年龄 cannot exceed 20 characters", "年龄不能超过20个字符"],
  [
    "dateWindow",
    { start: "2024-01-01", end: "2024-12-31" },
    "年龄 must be between 2024-01-01 and 2024-12-31",
    "年龄须在2024-01-01至2024-12-31之间",
  ],
];

describe("validation messages follow CONTRACT.md to the letter", () => {
  it.each(cases)("%s %j", (code, params, en, zh) => {
    expect(renderValidationMessage({ code, params }, item, "en-US")).toBe(en);
    expect(renderValidationMessage({ code, params }, item, "zh-CN")).toBe(zh);
  });

  it("isNullErrMsg takes precedence for the required rule only", () => {
    const custom = { name: "年龄", typeJson: { isNullErrMsg: "请填写年龄" } };
    expect(renderValidationMessage({ code: "required", params: {} }, custom, "en-US")).toBe("请填写年龄");
    expect(renderValidationMessage({ code: "format", params: {} }, custom, "en-US")).toBe(
      "年龄 filled in incorrectly",
    );
  });

  it.each([
    ["en-US", "en-US"],
    ["en", "en-US"],
    ["en-GB,en;q=0.9", "en-US"],
    ["zh-CN", "zh-CN"],
    ["fr", "zh-CN"],
    ["", "zh-CN"],
    [undefined, "zh-CN"],
  ])("Accept-Language %j picks %s", (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });
});
