import { describe, expect, it } from "vitest";
import { formOf } from "../validate/testing.ts";
import { computeFormulas, formatFormulaResult } from "./compute.ts";
import { affectedFormulas, formulaGraphOf } from "./graph.ts";

const calc = (id: number, formula: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `C${id}`,
  type: 30,
  typeJson: { formula, ...extra },
});

describe("the formula dependency graph", () => {
  const form = formOf([
    { id: 1, name: "A", type: 19 },
    { id: 2, name: "B", type: 19 },
    calc(12, "{11} * 2"),
    calc(11, "{1} + {2}"),
    calc(13, "{1} * 10"),
    calc(20, "{21} + 1"),
    calc(21, "{20} + 1"),
    calc(22, "{21} + {1}"),
    calc(30, "1 +"),
  ]);
  const graph = formulaGraphOf(form);

  it("is built once per compiled form version", () => {
    expect(formulaGraphOf(form)).toBe(graph);
  });

  it("orders formulas after what they read", () => {
    expect(graph.order.indexOf("11")).toBeLessThan(graph.order.indexOf("12"));
    expect(graph.order).not.toContain("20");
  });

  it("separates cycles from formulas stuck behind them", () => {
    expect([...graph.cyclic].sort()).toEqual(["20", "21"]);
    expect([...graph.blocked]).toEqual(["22"]);
  });

  it("recomputes only what an edit reaches, in order", () => {
    expect(affectedFormulas(graph, [2])).toEqual(["11", "12"]);
    expect(affectedFormulas(graph, ["1"])).toEqual(["11", "13", "12"]);
    expect(affectedFormulas(graph, [12])).toEqual([]);
  });
});

describe("computing data-processing items", () => {
  const form = formOf([
    { id: 1, name: "Price", type: 20 },
    {
      id: 50,
      name: "Lines",
      type: 32,
      childItem: [
        { id: 51, name: "Qty", type: 19 },
        { id: 52, name: "Unit", type: 20 },
        calc(53, "{51} * {52}"),
      ],
    },
    calc(60, "SUM({53})", { decimals: 1 }),
    calc(61, "COUNT({51}) & ' lines'"),
    calc(62, "{1} / 3", { decimals: 2 }),
    calc(63, "{1} / 0"),
  ]);
  const values = [
    { itemId: 1, val: "10" },
    { itemId: 51, val: "2", recordNum: 1 },
    { itemId: 52, val: "1.25", recordNum: 1 },
    { itemId: 51, val: "3", recordNum: 2 },
    { itemId: 52, val: "0.1", recordNum: 2 },
  ];

  it("computes per record and aggregates across records", () => {
    const { values: out, errors } = computeFormulas(form, values);
    const at = (id: number) => out.findIndex((v) => v.itemId === id);
    expect(at(53)).toBeLessThan(at(60));
    expect([...out].sort((a, b) => Number(a.itemId) - Number(b.itemId))).toEqual([
      { itemId: 53, recordNum: 1, pid: null, val: "2.5" },
      { itemId: 53, recordNum: 2, pid: null, val: "0.3" },
      { itemId: 60, recordNum: null, pid: null, val: "2.8" },
      { itemId: 61, recordNum: null, pid: null, val: "2 lines" },
      { itemId: 62, recordNum: null, pid: null, val: "3.33" },
      { itemId: 63, recordNum: null, pid: null, val: "" },
    ]);
    expect(errors).toEqual([
      { itemId: 63, recordNum: null, pid: null, error: { code: "divideByZero", position: 4 } },
    ]);
  });

  it("recomputes only the formulas an edit reaches", () => {
    const { values: out } = computeFormulas(form, values, { changed: [1] });
    expect(out.map((v) => v.itemId)).toEqual([62, 63]);
  });

  it("formats results as values", () => {
    expect(formatFormulaResult(1e21)).toBe("1000000000000000000000");
    expect(formatFormulaResult(true)).toBe("true");
    expect(formatFormulaResult(null)).toBe("");
    expect(formatFormulaResult(2.345, 2)).toBe("2.35");
  });
});
