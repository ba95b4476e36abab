import { describe, expect, it } from "vitest";
import { renderValidationErrors } from "../messages/render.ts";
import { formOf } from "../validate/testing.ts";
import { checkOptionQuotas, isOptionFull, optionRemaining } from "./quotas.ts";

describe("option quotas", () => {
  it.each([
    [null, 100, false, null],
    [10, 9, false, 1],
    [10, 10, true, 0],
    [10, 11, true, 0],
    [0, 0, true, 0],
  ])("maxCount %s with count %i: full %s, remaining %s", (maxCount, count, full, remaining) => {
    expect(isOptionFull({ maxCount, count })).toBe(full);
    expect(optionRemaining({ maxCount, count })).toBe(remaining);
  });

  const form = formOf([
    {
      id: 1,
      name: "Club",
      type: 5,
      optionInfos: [
        { id: 11, name: "Chess", maxCount: 2, count: 1 },
        { id: 12, name: "Choir", maxCount: 1, count: 1 },
        { id: 13, name: "Art" },
      ],
    },
    { id: 2, name: "Text", type: 1 },
  ]);

  it("takes the last place but not one more", () => {
    expect(checkOptionQuotas(form, { values: [{ itemId: 1, val: "11,13" }] })).toEqual([]);
    const errors = checkOptionQuotas(form, { values: [{ itemId: 1, val: "12" }] });
    expect(errors).toEqual([
      { itemId: 1, recordNum: null, pid: null, code: "optionFull", params: { option: "Choir" } },
    ]);
    expect(renderValidationErrors(form, errors, "en-US")).toEqual([
      { name: "Club", msg: "Club: the option Choir is full" },
    ]);
    expect(renderValidationErrors(form, errors, "zh-CN")).toEqual([
      { name: "Club", msg: "Club的选项Choir名额已满" },
    ]);
  });

  it("uses the counts read in the transaction over the definition's snapshot", () => {
    const counts = new Map([["1:11", 2]]);
    expect(checkOptionQuotas(form, { values: [{ itemId: 1, val: "11" }], counts })).toHaveLength(1);
  });

  it("lets an edit keep a place it already holds", () => {
    const previous = [{ itemId: 1, val: "12" }];
    expect(checkOptionQuotas(form, { values: [{ itemId: 1, val: "12,13" }], previous })).toEqual([]);
  });

  it("ignores items without options and unknown ids", () => {
    expect(
      checkOptionQuotas(form, {
        values: [
          { itemId: 2, val: "12" },
          { itemId: 1, val: "99" },
        ],
      }),
    ).toEqual([]);
  });
});
