import type { Lang } from "../model/codes.ts";

export type FormulaErrorCode =
  | "tooLong"
  | "tooDeep"
  | "unexpectedChar"
  | "unterminatedString"
  | "unterminatedReference"
  | "badReference"
  | "unexpectedToken"
  | "unexpectedEnd"
  | "unknownName"
  | "unknownFunction"
  | "badArity"
  | "typeMismatch"
  | "listInScalar"
  | "divideByZero"
  | "badDate"
  | "unknownItem"
  | "tooManySteps"
  | "tooLarge";

/** A formula error and where it is: a 0-based offset into the source (column = offset + 1 on one line). */
export type FormulaError = { code: FormulaErrorCode; position: number; detail?: string };

/** Thrown inside the parser and interpreter only; never escapes the package's entry points. */
export class FormulaFailure extends Error {
  constructor(readonly error: FormulaError) {
    super(error.code);
  }
}

export const failAt = (code: FormulaErrorCode, position: number, detail?: string): never => {
  throw new FormulaFailure(detail === undefined ? { code, position } : { code, position, detail });
};

const EN: Record<FormulaErrorCode, string> = {
  tooLong: "The formula is too long",
  tooDeep: "The formula is nested too deeply",
  unexpectedChar: "Unexpected character",
  unterminatedString: "Text is missing its closing quote",
  unterminatedReference: "An item reference is missing its closing brace",
  badReference: "An item reference must be an item id",
  unexpectedToken: "Unexpected",
  unexpectedEnd: "The formula ends too early",
  unknownName: "Unknown name",
  unknownFunction: "Unknown function",
  badArity: "Wrong number of arguments for",
  typeMismatch: "A number was expected",
  listInScalar: "Group values need an aggregate such as SUM",
  divideByZero: "Division by zero",
  badDate: "Not a date",
  unknownItem: "No such item",
  tooManySteps: "The formula takes too many steps",
  tooLarge: "The result is too large",
};

const ZH: Record<FormulaErrorCode, string> = {
  tooLong: "公式过长",
  tooDeep: "公式嵌套过深",
  unexpectedChar: "无法识别的字符",
  unterminatedString: "文本缺少结束引号",
  unterminatedReference: "字段引用缺少右花括号",
  badReference: "字段引用须为字段ID",
  unexpectedToken: "此处不应出现",
  unexpectedEnd: "公式不完整",
  unknownName: "未知名称",
  unknownFunction: "未知函数",
  badArity: "参数个数错误：",
  typeMismatch: "此处需要数字",
  listInScalar: "分组表单的值须用SUM等汇总函数",
  divideByZero: "除数为零",
  badDate: "不是有效日期",
  unknownItem: "字段不存在",
  tooManySteps: "公式计算步骤过多",
  tooLarge: "计算结果过大",
};

/** `Unknown function FOO (column 5)` / `未知函数 FOO（第5列）`. */
export const formatFormulaError = (error: FormulaError, lang: Lang): string => {
  const detail = error.detail ? ` ${error.detail}` : "";
  return lang === "zh-CN"
    ? `${ZH[error.code]}${detail}（第${error.position + 1}列）`
    : `${EN[error.code]}${detail} (column ${error.position + 1})`;
};
