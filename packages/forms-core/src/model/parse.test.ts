import { describe, expect, it } from "vitest";
import { parseForm, parseFormItem, serializeFormItem } from "./parse.ts";
import type { ParseProblem } from "./problems.ts";

const parseOne = (raw: unknown) => {
  const problems: ParseProblem[] = [];
  const item = parseFormItem(raw, "item", problems);
  return { item, problems };
};

describe("parseFormItem reads the wire format", () => {
  it("reads typeJson given as a JSON string and coerces numeric strings", () => {
    const { item, problems } = parseOne({
      id: 7,
      name: "Age",
      type: 19,
      isNull: "N",
      typeJson: '{"rangeMin":"3","rangeMax":18,"inputLimit":"1","isNullErrMsg":"Age please"}',
    });
    expect(problems).toEqual([]);
    expect(item?.type).toBe(19);
    if (item?.type !== 19) throw new Error("narrowing");
    expect(item.typeJson.rangeMin).toBe(3);
    expect(item.typeJson.rangeMax).toBe(18);
    expect(item.typeJson.inputLimit).toBe(1);
    expect(item.typeJson.isNullErrMsg).toBe("Age please");
    expect(item.isNull).toBe("N");
  });

  it("applies the registry defaults: 5 stars, 130 MB, compression on, 3 decimals for percent", () => {
    const score = parseOne({ id: 1, type: 52 }).item;
    const image = parseOne({ id: 2, type: 6 }).item;
    const video = parseOne({ id: 3, type: 29 }).item;
    const file = parseOne({ id: 4, type: 31 }).item;
    const percent = parseOne({ id: 5, type: 21 }).item;
    expect(score?.type === 52 && score.typeJson.stars).toBe(5);
    expect(image?.type === 6 && image.typeJson.compress).toBe(true);
    expect(image?.type === 6 && image.typeJson.maxSize).toBe(130);
    expect(video?.type === 29 && video.typeJson.maxSize).toBe(130);
    expect(file?.type === 31 && file.typeJson.maxSize).toBe(130);
    expect(percent?.type === 21 && percent.typeJson.decimals).toBe(3);
  });

  it("reads options with isDefault, custom, customVal, maxCount, count and cover", () => {
    const { item, problems } = parseOne({
      id: 1,
      type: 5,
      optionInfos: [
        { id: 11, name: "A", isDefault: "Y", maxCount: "10", count: 3, cover: "a.png" },
        { id: 12, name: "Other", custom: "true", customVal: "" },
        { id: 13, name: "Maybe", custom: false },
      ],
    });
    expect(problems).toEqual([]);
    expect(item?.optionInfos.map((o) => [o.isDefault, o.custom, o.maxCount, o.count, o.cover])).toEqual([
      ["Y", null, 10, 3, "a.png"],
      ["N", "true", null, 0, null],
      ["N", "false", null, 0, null],
    ]);
  });

  it.each([
    ["not an object", 42, "notObject"],
    ["no id", { type: 1 }, "invalidId"],
    ["object id", { id: {}, type: 1 }, "invalidId"],
  ])("drops an item with %s and reports it", (_label, raw, code) => {
    const { item, problems } = parseOne(raw);
    expect(item).toBeNull();
    expect(problems.map((p) => p.code)).toEqual([code]);
  });

  it.each([
    ["unknown type", { id: 1, type: 99 }, "item.type", "unknownType"],
    ["bad typeJson", { id: 1, type: 1, typeJson: "{oops" }, "item.typeJson", "invalidJson"],
    ["array typeJson", { id: 1, type: 1, typeJson: [1] }, "item.typeJson", "notObject"],
    [
      "bad range",
      { id: 1, type: 19, typeJson: { rangeMin: "abc" } },
      "item.typeJson.rangeMin",
      "invalidValue",
    ],
    ["bad isNull", { id: 1, type: 1, isNull: "maybe" }, "item.isNull", "invalidValue"],
    ["bad fieldStatus", { id: 1, type: 1, fieldStatus: "Edit" }, "item.fieldStatus", "invalidValue"],
    ["bad options", { id: 1, type: 4, optionInfos: {} }, "item.optionInfos", "notArray"],
    [
      "option without id",
      { id: 1, type: 4, optionInfos: [{ name: "x" }] },
      "item.optionInfos[0].id",
      "invalidId",
    ],
  ])("keeps an item with %s and reports where", (_label, raw, path, code) => {
    const { item, problems } = parseOne(raw);
    expect(item).not.toBeNull();
    expect(problems).toEqual([expect.objectContaining({ path, code })]);
  });

  it("keeps unknown keys of the item and typeJson, including __proto__, without touching prototypes", () => {
    const raw = JSON.parse('{"id":1,"type":1,"exJson":"x","__proto__":{"polluted":1},"typeJson":{"foo":2}}');
    const { item } = parseOne(raw);
    expect(item?.extra.exJson).toBe("x");
    expect(Object.getPrototypeOf(item?.extra)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(item?.typeJson.extra).toEqual({ foo: 2 });
    expect(Object.hasOwn(serializeFormItem(item!), "__proto__")).toBe(true);
  });

  it("parses nested children of groups and layouts", () => {
    const { item } = parseOne({
      id: 1,
      type: 32,
      childItem: [{ id: 2, type: 38, childItem: [{ id: 3, type: 1 }] }],
    });
    expect(item?.childItem[0].childItem[0].id).toBe(3);
  });

  it("stops at a hostile nesting depth instead of exhausting the stack", () => {
    let raw: Record<string, unknown> = { id: 0, type: 39 };
    for (let i = 1; i < 5000; i++) raw = { id: i, type: 39, childItem: [raw] };
    const problems: ParseProblem[] = [];
    expect(parseFormItem(raw, "item", problems)).not.toBeNull();
    expect(problems.some((p) => p.code === "tooDeep")).toBe(true);
  });
});

describe("parseForm", () => {
  it("accepts a list, { items }, or either as JSON text", () => {
    const items = [{ id: 1, type: 1 }];
    expect(parseForm(items).items).toHaveLength(1);
    expect(parseForm({ items }).items).toHaveLength(1);
    expect(parseForm(JSON.stringify(items)).items).toHaveLength(1);
    expect(parseForm(JSON.stringify({ items })).items).toHaveLength(1);
  });

  it("reports unreadable input rather than throwing", () => {
    expect(parseForm("not json").problems[0].code).toBe("invalidJson");
    expect(parseForm(5).problems[0].code).toBe("notArray");
    expect(parseForm(null)).toEqual({ items: [], problems: [] });
  });
});

describe("serializeFormItem", () => {
  it("writes typeJson as an object that parses back to the same item", () => {
    const { item } = parseOne({ id: "tmp-1", name: "Stars", type: 52, typeJson: '{"stars":"10","x":1}' });
    const wire = serializeFormItem(item!);
    expect(wire.typeJson).toEqual({ x: 1, stars: 10, allowHalf: false });
    expect(parseOne(wire).item).toEqual(item);
  });

  it("keeps an unknown type code as it came", () => {
    const { item } = parseOne({ id: 1, type: "weird" });
    expect(serializeFormItem(item!).type).toBe("weird");
  });
});
