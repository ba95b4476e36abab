import { describe, expect, it } from "vitest";
import { LANGS } from "../model/codes.ts";
import { parseForm } from "../model/parse.ts";
import { lintForm } from "./lint.ts";
import { lintMessage } from "./messages.ts";

const codes = (items: unknown) => lintForm(items).map((p) => [p.code, p.itemId]);

describe("release-time lint", () => {
  it("passes a clean form", () => {
    expect(
      lintForm([
        { id: 1, name: "A", type: 19, typeJson: { rangeMin: 1, rangeMax: 2 } },
        {
          id: 2,
          name: "B",
          type: 5,
          optionInfos: [{ id: 1, name: "x" }],
          typeJson: { minOptionNum: 1, maxOptionNum: 1 },
        },
        { id: 3, name: "C", type: 30, typeJson: { formula: "{1} * 2" } },
        { id: 4, name: "D", type: 54, typeJson: { format: "NO{yyyy}{SORT_YEAR:4}" } },
      ]),
    ).toEqual([]);
  });

  it("finds duplicate ids, also inside groups", () => {
    expect(
      codes([
        { id: 1, type: 1 },
        { id: 2, type: 32, childItem: [{ id: 1, type: 1 }] },
      ]),
    ).toEqual([["duplicateId", 1]]);
  });

  it.each([
    [{ rangeMin: 5, rangeMax: 5 }, 1],
    [{ rangeMin: 6, rangeMax: 5 }, 1],
    [{ rangeMin: 4, rangeMax: 5 }, 0],
  ])("flags rangeMin ≥ rangeMax: %j", (typeJson, n) => {
    expect(codes([{ id: 1, type: 20, typeJson }])).toHaveLength(n);
  });

  it.each([
    [{ minOptionNum: 3, maxOptionNum: 2 }, [["minOptionsAboveMax", 1]]],
    [{ minOptionNum: 2, maxOptionNum: 2 }, []],
  ])("flags minOptionNum > maxOptionNum: %j", (typeJson, expected) => {
    expect(codes([{ id: 1, type: 17, typeJson }])).toEqual(expected);
  });

  it("flags cascades with an enumeration style holding multi-level dictionary data", () => {
    const dictData = [{ id: "1", name: "A", children: [{ id: "11", name: "A1" }] }];
    expect(codes([{ id: 1, type: 34, typeJson: { style: 4, dictData } }])).toEqual([
      ["cascadeEnumMultiLevel", 1],
    ]);
    expect(codes([{ id: 1, type: 35, typeJson: { style: 17, dictData } }])).toEqual([
      ["cascadeEnumMultiLevel", 1],
    ]);
    expect(codes([{ id: 1, type: 34, typeJson: { style: 1, dictData } }])).toEqual([]);
    expect(codes([{ id: 1, type: 34, typeJson: { style: 4, dictData: [{ id: "1", name: "A" }] } }])).toEqual(
      [],
    );
  });

  it("flags group nesting deeper than two", () => {
    const inner = { id: 3, type: 32, childItem: [{ id: 4, type: 1 }] };
    const two = { id: 2, type: 32, childItem: [inner] };
    expect(codes([{ id: 1, type: 32, childItem: [two] }])).toEqual([["groupTooDeep", 3]]);
    expect(codes([two])).toEqual([]);
  });

  it("flags options without names", () => {
    expect(
      codes([
        {
          id: 1,
          type: 4,
          optionInfos: [
            { id: 1, name: "ok" },
            { id: 2, name: " " },
          ],
        },
      ]),
    ).toEqual([["optionWithoutName", 1]]);
  });

  it.each([
    ["{yyyy", "unclosedBrace"],
    ["{NOPE}", "unknownSegment"],
    ["", "missing"],
  ])("flags auto-number format %j", (format, reason) => {
    const [p] = lintForm([{ id: 1, type: 54, typeJson: { format } }]);
    expect([p.code, p.params.reason]).toEqual(["autoNumberFormat", reason]);
  });

  it("flags formulas with errors, missing items, no-value items and cycles", () => {
    const problems = codes([
      { id: 1, type: 8 },
      { id: 10, type: 30, typeJson: { formula: "1 +" } },
      { id: 11, type: 30, typeJson: { formula: "{99} + {1}" } },
      { id: 12, type: 30, typeJson: { formula: "{13}" } },
      { id: 13, type: 30, typeJson: { formula: "{12}" } },
      { id: 14, type: 30, typeJson: { formula: "{13} + 1" } },
    ]);
    expect(problems).toEqual([
      ["formulaSyntax", 10],
      ["formulaMissingItem", 11],
      ["formulaReadsNoValue", 11],
      ["formulaCycle", 12],
      ["formulaCycle", 13],
      ["formulaBehindCycle", 14],
    ]);
  });

  it("reports what could not be read, and accepts parsed items too", () => {
    expect(lintForm([{ id: 1, type: 19, typeJson: "{bad" }])).toEqual([
      {
        code: "invalidInput",
        itemId: null,
        path: "items[0].typeJson",
        params: { reason: "invalidJson", got: '"{bad"' },
      },
    ]);
    const { items } = parseForm([{ id: 1, type: 19, typeJson: { rangeMin: 3, rangeMax: 1 } }]);
    expect(lintForm(items).map((p) => p.code)).toEqual(["rangeMinNotBelowMax"]);
  });

  it("words every problem in both languages", () => {
    const problems = lintForm([
      { id: 1, type: 19, typeJson: { rangeMin: 3, rangeMax: 1 } },
      { id: 2, type: 30, typeJson: { formula: "1 +" } },
      { id: 3, type: 54, typeJson: { format: "{x" } },
    ]);
    expect(problems.map((p) => lintMessage(p, "en-US"))).toEqual([
      "The minimum 3 must be below the maximum 1",
      "The auto-number format has an error at column 1 (unclosedBrace)",
      "The formula has an error at column 4 (unexpectedEnd)",
    ]);
    for (const lang of LANGS)
      for (const p of problems) expect(lintMessage(p, lang)).not.toMatch(/undefined|NaN/);
    expect(lintMessage(problems[0], "zh-CN")).toBe("最小值3须小于最大值1");
  });
});
