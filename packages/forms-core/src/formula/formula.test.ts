import { describe, expect, it } from "vitest";
import { formatFormulaError } from "./errors.ts";
import { evaluateFormula } from "./interpreter.ts";
import { FORMULA_LIMITS, parseFormula } from "./parser.ts";

const values: Record<string, string | number | null | (string | null)[]> = {
  "1": "3",
  "2": 4,
  "3": "hello",
  "4": null,
  "5": ["1", "2", null, "x", "4.5"],
  "6": "2024-03-01",
  "7": "2024-05-15 08:30",
  "8": [],
  "9": "a".repeat(6000),
};
const resolve = (id: string) => (Object.hasOwn(values, id) ? values[id] : undefined);
const now = Date.parse("2024-05-14T23:00:00Z");
const run = (src: string) => evaluateFormula(src, { resolve, now, timeZone: "Asia/Shanghai" });
const value = (src: string) => {
  const r = run(src);
  if (!r.ok) throw new Error(`${src}: ${JSON.stringify(r.error)}`);
  return r.value;
};

describe("formula arithmetic, comparison and logic", () => {
  it.each([
    ["1 + 2 * 3", 7],
    ["(1 + 2) * 3", 9],
    ["2 ^ 3 ^ 2", 512],
    ["-2 ^ 2", -4],
    ["7 % 3", 1],
    ["0.1 + 0.2", 0.3],
    ["10 / 4", 2.5],
    ["{1} * {2}", 12],
    ["{4} + 1", 1],
    ["--1", 1],
    ["1 = 1.0", true],
    ["'3' == 3", true],
    ["{1} <> 3", false],
    ["2 < 10", true],
    ["'2' < '10'", true],
    ["'b' > 'a'", true],
    ["{4} = ''", true],
    ["{4} = 0", true],
    ["TRUE && FALSE", false],
    ["true || 1/0", true],
    ["!0", true],
    ["'a' & 1 & TRUE", "a1true"],
    ["NULL", null],
  ])("%s → %j", (src, expected) => {
    expect(value(src)).toEqual(expected);
  });
});

describe("formula functions", () => {
  it.each([
    ["IF({1} > 2, 'big', 'small')", "big"],
    ["IF(FALSE, 1)", null],
    ["IF(TRUE, 1, 1/0)", 1],
    ["AND(1, 'x', TRUE)", true],
    ["OR(0, '', FALSE)", false],
    ["NOT(1)", false],
    ["ISBLANK({4})", true],
    ["ISBLANK({8})", true],
    ["IFBLANK({4}, 'none')", "none"],
    ["SUM({5})", 7.5],
    ["SUM({5}, 10, {1})", 20.5],
    ["COUNT({5})", 4],
    ["AVG({5})", 2.5],
    ["AVERAGE(2, 4)", 3],
    ["AVG({8})", null],
    ["MIN({5})", 1],
    ["MAX({5}, 9)", 9],
    ["sum(1,2)", 3],
    ["ABS(-2)", 2],
    ["ROUND(1.005, 2)", 1.01],
    ["ROUND(-2.5)", -3],
    ["ROUND(1234.5, -2)", 1200],
    ["FLOOR(-1.5)", -2],
    ["CEIL(1.2)", 2],
    ["INT(-1.7)", -1],
    ["MOD(10, 3)", 1],
    ["POWER(2, 10)", 1024],
    ["SQRT(16)", 4],
    ["CONCAT('a', 1, NULL, TRUE)", "a1true"],
    ["LEN('汉字😀')", 3],
    ["LEFT('abcdef', 2)", "ab"],
    ["RIGHT('abcdef', 2)", "ef"],
    ["RIGHT('abc', 0)", ""],
    ["MID('abcdef', 2, 3)", "bcd"],
    ["UPPER('a')", "A"],
    ["LOWER('A')", "a"],
    ["TRIM('  a ')", "a"],
    ["CONTAINS({3}, 'ell')", true],
    ["SUBSTITUTE('a-b-c', '-', '+')", "a+b+c"],
    ["TEXT(1.50)", "1.5"],
    ["VALUE('42')", 42],
    ["TODAY()", "2024-05-15"],
    ["NOW()", "2024-05-15 07:00"],
    ["DATE(2024, 2, 29)", "2024-02-29"],
    ["YEAR({6})", 2024],
    ["MONTH({7})", 5],
    ["DAY({6})", 1],
    ["DAYS({7}, {6})", 75],
    ["ADDDAYS({6}, -1)", "2024-02-29"],
    ["DATEDIF('2020-02-29', '2024-02-28', 'Y')", 3],
    ["DATEDIF('2024-01-31', '2024-03-01', 'M')", 1],
    ["DATEDIF({6}, {7}, 'D')", 75],
  ])("%s → %j", (src, expected) => {
    expect(value(src)).toEqual(expected);
  });
});

describe("formula errors name the position", () => {
  it.each([
    ["1 +", "unexpectedEnd", 3],
    ["1 + * 2", "unexpectedToken", 4],
    ["(1 + 2", "unexpectedEnd", 6],
    ["1 2", "unexpectedToken", 2],
    ["'abc", "unterminatedString", 0],
    ["{12", "unterminatedReference", 0],
    ["{a.b}", "badReference", 0],
    ["1 # 2", "unexpectedChar", 2],
    ["foo + 1", "unknownName", 0],
    ["1 + FOO(2)", "unknownFunction", 4],
    ["IF(1)", "badArity", 0],
    ["ABS(1, 2)", "badArity", 0],
    ["TODAY(1)", "badArity", 0],
  ])("%j: %s at %i", (src, code, position) => {
    const r = parseFormula(src);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.position]).toEqual([code, position]);
  });

  it.each([
    ["1 / 0", "divideByZero", 2],
    ["MOD(1, 0)", "divideByZero", 7],
    ["1 + {3}", "typeMismatch", 4],
    ["{5} + 1", "listInScalar", 0],
    ["{5}", "listInScalar", 0],
    ["YEAR('soon')", "badDate", 5],
    ["DATE(2023, 2, 29)", "badDate", 0],
    ["{99}", "unknownItem", 0],
    ["SQRT(-1)", "typeMismatch", 5],
    ["POWER(10, 400)", "tooLarge", 0],
    ["DATEDIF({6}, {7}, 'W')", "typeMismatch", 18],
  ])("%j fails at run time: %s at %i", (src, code, position) => {
    const r = run(src);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.position]).toEqual([code, position]);
  });

  it("renders errors in both languages with a 1-based column", () => {
    const r = parseFormula("1 + FOO(2)");
    if (r.ok) throw new Error("expected an error");
    expect(formatFormulaError(r.error, "en-US")).toBe("Unknown function FOO (column 5)");
    expect(formatFormulaError(r.error, "zh-CN")).toBe("未知函数 FOO（第5列）");
  });
});

describe("formula limits", () => {
  it("rejects formulas longer than the limit", () => {
    const r = parseFormula("1+".repeat(FORMULA_LIMITS.maxLength));
    expect(r.ok ? null : r.error.code).toBe("tooLong");
  });

  it("rejects nesting deeper than the limit, at the innermost position", () => {
    const deep = `${"(".repeat(65)}1${")".repeat(65)}`;
    const r = parseFormula(deep);
    expect(r.ok ? null : [r.error.code, r.error.position]).toEqual(["tooDeep", 64]);
    expect(parseFormula(`${"(".repeat(60)}1${")".repeat(60)}`).ok).toBe(true);
    expect(parseFormula(`${"-".repeat(100)}1`).ok).toBe(false);
  });

  it("accepts a long flat sum", () => {
    expect(value(Array.from({ length: 1000 }, () => "1").join("+"))).toBe(1000);
  });

  it("stops after too many steps", () => {
    const r = evaluateFormula("1+1+1+1+1", { resolve, maxSteps: 5 });
    expect(r.ok ? null : r.error.code).toBe("tooManySteps");
  });

  it("caps text growth", () => {
    expect(value("LEN({9} & 'b')")).toBe(6001);
    for (const src of ["{9} & {9}", "CONCAT({9}, {9})", "SUBSTITUTE({9}, 'a', 'aa')"]) {
      const r = run(src);
      expect(r.ok ? null : r.error.code).toBe("tooLarge");
    }
  });
});
