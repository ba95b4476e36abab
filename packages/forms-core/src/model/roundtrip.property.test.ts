import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTROL_CODES, SYSTEM_FIELD_CODES } from "./codes.ts";
import { parseFormItem, serializeFormItem } from "./parse.ts";

const settingKeys = fc.constantFrom(
  "rangeMin",
  "rangeMax",
  "inputLimit",
  "charNumber",
  "stars",
  "compress",
  "maxSize",
  "format",
  "formula",
  "style",
  "dictData",
  "isNullErrMsg",
  "showType",
  "decimals",
  "other",
  "__proto__",
);
const settingValue = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue(),
);
const typeJson = fc.dictionary(settingKeys, settingValue);
const option = fc.record(
  {
    id: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.string({ minLength: 1, maxLength: 5 })),
    name: fc.oneof(fc.string(), fc.integer()),
    isDefault: fc.constantFrom("Y", "N", true, false, undefined),
    custom: fc.constantFrom("true", "false", true, null, undefined),
    customVal: fc.string(),
    maxCount: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.constant(null)),
    count: fc.integer({ min: 0, max: 50 }),
    cover: fc.oneof(fc.string(), fc.constant(null)),
    extraKey: fc.jsonValue(),
  },
  { requiredKeys: ["id"] },
);
const item = fc.letrec((tie) => ({
  item: fc.record(
    {
      id: fc.oneof(
        fc.integer({ min: 1, max: 1e6 }),
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ""),
      ),
      name: fc.string(),
      type: fc.oneof(fc.constantFrom(...CONTROL_CODES, ...SYSTEM_FIELD_CODES), fc.jsonValue()),
      eosType: fc.oneof(fc.constantFrom(...SYSTEM_FIELD_CODES), fc.constant(null)),
      isNull: fc.constantFrom("Y", "N"),
      showState: fc.oneof(fc.constantFrom(1, 3, 4), fc.constant(null)),
      fieldStatus: fc.constantFrom("Add", "Query", null),
      typeJson: fc.oneof(
        typeJson,
        typeJson.map((t) => JSON.stringify(t)),
      ),
      optionInfos: fc.array(option, { maxLength: 3 }),
      childItem: fc.array(tie("item"), { maxLength: 2 }),
      defaultVal: fc.oneof(fc.string(), fc.constant(null)),
      isRepeat: fc.boolean(),
      exJson: fc.jsonValue(),
    },
    { requiredKeys: ["id"] },
  ),
}));

describe("serialise → parse round trip", () => {
  it("parse(serialise(parse(x))) equals parse(x), and serialising twice is stable", () => {
    fc.assert(
      fc.property(item.item, (raw) => {
        const once = parseFormItem(raw);
        if (!once) return;
        const wire = serializeFormItem(once);
        const twice = parseFormItem(wire);
        expect(twice).toEqual(once);
        expect(serializeFormItem(twice!)).toEqual(wire);
      }),
      { numRuns: 500 },
    );
  });
});
