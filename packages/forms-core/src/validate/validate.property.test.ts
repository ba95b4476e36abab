import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTROL_CODES, SYSTEM_FIELD_CODES } from "../model/codes.ts";
import { compileForm } from "../model/compile.ts";
import { parseForm } from "../model/parse.ts";
import { ARCHETYPES } from "../testing/arbitraries.ts";
import { formOf } from "./testing.ts";
import { validateSubmission } from "./validate.ts";

const codes = [...CONTROL_CODES, ...SYSTEM_FIELD_CODES, 0, 7, 99];
const wireItem = fc.record(
  {
    id: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom("a", "b", "", "__proto__")),
    name: fc.oneof(fc.string(), fc.jsonValue()),
    type: fc.oneof(fc.constantFrom(...codes), fc.jsonValue()),
    eosType: fc.oneof(fc.constantFrom(...SYSTEM_FIELD_CODES), fc.jsonValue()),
    isNull: fc.oneof(fc.constantFrom("Y", "N"), fc.jsonValue()),
    showState: fc.oneof(fc.constantFrom(1, 3, 4), fc.jsonValue()),
    typeJson: fc.oneof(
      fc.jsonValue(),
      fc.json(),
      fc.dictionary(
        fc.constantFrom(
          "rangeMin",
          "rangeMax",
          "inputLimit",
          "charNumber",
          "minOptionNum",
          "maxOptionNum",
          "startDate",
          "endDate",
          "style",
          "formula",
          "stars",
        ),
        fc.jsonValue(),
      ),
    ),
    optionInfos: fc.oneof(
      fc.jsonValue(),
      fc.array(
        fc.record(
          { id: fc.jsonValue(), name: fc.jsonValue(), custom: fc.jsonValue(), maxCount: fc.jsonValue() },
          { requiredKeys: [] },
        ),
      ),
    ),
    childItem: fc.jsonValue(),
  },
  { requiredKeys: [] },
);
const wireValue = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      itemId: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.jsonValue()),
      val: fc.oneof(fc.string(), fc.jsonValue()),
      recordNum: fc.jsonValue(),
      pid: fc.jsonValue(),
      valOther: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

describe("validation properties", () => {
  it("the parser and the validator never throw on any JSON for settings and values", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(wireItem, { maxLength: 8 }), fc.jsonValue()),
        fc.oneof(fc.array(wireValue, { maxLength: 12 }), fc.jsonValue()),
        (items, values) => {
          const { items: parsed } = parseForm(items);
          const result = validateSubmission(compileForm(parsed), values);
          expect(result.ok).toBe(result.errors.length === 0);
        },
      ),
      { numRuns: 500 },
    );
  });

  const formAndValues = fc
    .array(fc.tuple(fc.integer({ min: 0, max: ARCHETYPES.length - 1 }), fc.boolean()), {
      minLength: 1,
      maxLength: 12,
    })
    .chain((picks) => {
      const items = picks.map(([a, required], i) => ({
        id: i + 1,
        name: `I${i + 1}`,
        isNull: required ? "N" : "Y",
        ...ARCHETYPES[a].item,
      }));
      const valid = fc.tuple(...picks.map(([a]) => ARCHETYPES[a].valid));
      const corrupt = fc
        .integer({ min: 0, max: picks.length - 1 })
        .chain((k) => ARCHETYPES[picks[k][0]].corrupt.map((bad) => [k, bad] as const));
      return fc.tuple(fc.constant(items), valid, corrupt);
    });

  it("a generated valid submission passes, and one corrupted value fails on that item only", () => {
    fc.assert(
      fc.property(formAndValues, ([items, vals, [k, bad]]) => {
        const form = formOf(items);
        const values = vals.map((val, i) => ({ itemId: i + 1, val }));
        expect(validateSubmission(form, values).errors).toEqual([]);
        values[k] = { itemId: k + 1, val: bad };
        const errors = validateSubmission(form, values).errors;
        expect(errors.map((e) => e.itemId)).toEqual([k + 1]);
      }),
      { numRuns: 300 },
    );
  });

  it("the same holds inside a group form's records", () => {
    fc.assert(
      fc.property(formAndValues, fc.integer({ min: 1, max: 5 }), ([children, vals, [k, bad]], records) => {
        const form = formOf([{ id: 100, name: "G", type: 32, isNull: "N", childItem: children }]);
        const values = [];
        for (let r = 1; r <= records; r++)
          values.push(...vals.map((val, i) => ({ itemId: i + 1, val, recordNum: r })));
        expect(validateSubmission(form, values).errors).toEqual([]);
        const at = (records - 1) * vals.length + k;
        values[at] = { ...values[at], val: bad };
        expect(validateSubmission(form, values).errors.map((e) => [e.itemId, e.recordNum])).toEqual([
          [k + 1, records],
        ]);
      }),
      { numRuns: 200 },
    );
  });
});
