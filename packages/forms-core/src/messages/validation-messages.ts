import type { Lang } from "../model/codes.ts";
import type { NumberSign, ValidationErrorCode, ValidationParams } from "../validate/errors.ts";

type Template = (name: string, p: ValidationParams) => string;

const NOUN: Record<Lang, Record<NumberSign, string>> = {
  "en-US": { number: "number", positive: "positive number", negative: "negative number" },
  "zh-CN": { number: "数", positive: "正数", negative: "负数" },
};

/** CONTRACT.md 'Validation messages', to the letter; `optionFull` is the quota message the contract leaves open. */
export const VALIDATION_MESSAGES: Record<Lang, Record<ValidationErrorCode, Template>> = {
  "en-US": {
    required: (name) => `${name} cannot be empty`,
    account: (name) => `${name} must be 3 to 12 letters or digits`,
    phoneFormat: (name) => `${name} input format error`,
    format: (name) => `${name} filled in incorrectly`,
    decimals: (name) => `${name} at most two decimals`,
    minOptions: (name, p) => `${name}: choose at least ${p.n}`,
    maxOptions: (name, p) => `${name}: choose at most ${p.n}`,
    customOption: (name) => `${name}: fill in the custom option`,
    rangeBetween: (name, p) => `${name}: enter ${p.min} to ${p.max}`,
    rangeMin: (name, p) => `${name}: enter a ${NOUN["en-US"][p.sign ?? "number"]} greater than ${p.min}`,
    rangeMax: (name, p) => `${name}: enter a ${NOUN["en-US"][p.sign ?? "number"]} less than ${p.max}`,
    length: (name, p) => `${name} cannot exceed ${p.n} characters`,
    dateWindow: (name, p) => `${name} must be between ${p.start} and ${p.end}`,
    optionFull: (name, p) => `${name}: the option ${p.option} is full`,
  },
  "zh-CN": {
    required: (name) => `${name}不能为空`,
    account: (name) => `${name}须为3-12位字母或数字`,
    phoneFormat: (name) => `${name}输入格式错误`,
    format: (name) => `${name}填写有误`,
    decimals: (name) => `${name}最多保留两位小数`,
    minOptions: (name, p) => `${name}至少选择${p.n}项`,
    maxOptions: (name, p) => `${name}最多选择${p.n}项`,
    customOption: (name) => `${name}请填写自定义选项`,
    rangeBetween: (name, p) => `${name}请输入${p.min}到${p.max}`,
    rangeMin: (name, p) => `${name}请输入大于${p.min}的${NOUN["zh-CN"][p.sign ?? "number"]}`,
    rangeMax: (name, p) => `${name}请输入小于${p.max}的${NOUN["zh-CN"][p.sign ?? "number"]}`,
    length: (name, p) => `${name}不能超过${p.n}个字符`,
    dateWindow: (name, p) => `${name}须在${p.start}至${p.end}之间`,
    optionFull: (name, p) => `${name}的选项${p.option}名额已满`,
  },
};
