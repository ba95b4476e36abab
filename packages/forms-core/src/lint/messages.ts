import type { Lang } from "../model/codes.ts";
import type { LintCode, LintProblem } from "./lint.ts";

type Params = LintProblem["params"];

const EN: Record<LintCode, (p: Params) => string> = {
  invalidInput: (p) => `Unreadable setting ${p.got} (${p.reason})`,
  duplicateId: (p) => `Item id ${p.id} is used more than once`,
  formulaSyntax: (p) => `The formula has an error at column ${Number(p.position) + 1} (${p.reason})`,
  formulaMissingItem: (p) => `The formula refers to item ${p.ref}, which does not exist`,
  formulaReadsNoValue: (p) => `The formula refers to item ${p.ref}, which holds no value`,
  formulaCycle: () => "The formula depends on itself through other formulas",
  formulaBehindCycle: () => "The formula depends on formulas that depend on themselves",
  rangeMinNotBelowMax: (p) => `The minimum ${p.min} must be below the maximum ${p.max}`,
  minOptionsAboveMax: (p) => `At least ${p.min} options cannot exceed at most ${p.max}`,
  cascadeEnumMultiLevel: () => "A cascade shown as a flat list cannot hold multi-level dictionary data",
  groupTooDeep: (p) => `Group forms are nested ${p.depth} deep; at most ${p.limit} are supported`,
  optionWithoutName: (p) => `Option ${Number(p.index) + 1} has no name`,
  autoNumberFormat: (p) =>
    p.reason === "missing"
      ? "The auto-number format is missing"
      : `The auto-number format has an error at column ${Number(p.position) + 1} (${p.reason})`,
};

const ZH: Record<LintCode, (p: Params) => string> = {
  invalidInput: (p) => `无法读取的设置 ${p.got}（${p.reason}）`,
  duplicateId: (p) => `字段ID ${p.id} 重复`,
  formulaSyntax: (p) => `公式第${Number(p.position) + 1}列有误（${p.reason}）`,
  formulaMissingItem: (p) => `公式引用的字段 ${p.ref} 不存在`,
  formulaReadsNoValue: (p) => `公式引用的字段 ${p.ref} 没有值`,
  formulaCycle: () => "公式经由其他公式引用了自身",
  formulaBehindCycle: () => "公式引用了循环引用的公式",
  rangeMinNotBelowMax: (p) => `最小值${p.min}须小于最大值${p.max}`,
  minOptionsAboveMax: (p) => `最少选择${p.min}项不能大于最多选择${p.max}项`,
  cascadeEnumMultiLevel: () => "以平铺方式展示的级联不能使用多级字典数据",
  groupTooDeep: (p) => `分组表单嵌套${p.depth}层，最多支持${p.limit}层`,
  optionWithoutName: (p) => `第${Number(p.index) + 1}个选项没有名称`,
  autoNumberFormat: (p) =>
    p.reason === "missing"
      ? "缺少自动编号格式"
      : `自动编号格式第${Number(p.position) + 1}列有误（${p.reason}）`,
};

/** A lint problem in words a designer can act on, in the requested language. */
export const lintMessage = (p: LintProblem, lang: Lang): string =>
  (lang === "zh-CN" ? ZH : EN)[p.code](p.params);
