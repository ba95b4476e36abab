import { describe, expect, it } from "vitest";
import { formOf, messagesFor, msg, ok } from "./testing.ts";
import { validateSubmission } from "./validate.ts";

const group = (extra: Record<string, unknown> = {}, childItem: unknown[] = []) => ({
  id: 100,
  name: "G",
  type: 32,
  isNull: "N",
  childItem: childItem.length
    ? childItem
    : [
        { id: 101, name: "Desc", type: 8 },
        { id: 102, name: "Where", type: 9 },
        { id: 103, name: "Calc", type: 30 },
        { id: 104, name: "Note", type: 1 },
        { id: 105, name: "Secret", type: 1, showState: 4 },
      ],
  ...extra,
});
const required = msg("G cannot be empty", "G不能为空");

describe("a required group form (type 32, isNull 'N')", () => {
  it("fails with no records at all", () => {
    expect(messagesFor([group()], [])).toEqual(required);
  });

  it.each([
    ["location", 102, '{"lng":1}'],
    ["data processing", 103, "42"],
    ["a hidden child", 105, "x"],
  ])("is not filled by a value of %s", (_label, itemId, val) => {
    expect(messagesFor([group()], [{ itemId, val, recordNum: 1 }])).toEqual(required);
  });

  it("is filled by one visible child value in any record", () => {
    expect(
      messagesFor(
        [group()],
        [
          { itemId: 104, val: "", recordNum: 1 },
          { itemId: 104, val: "x", recordNum: 2 },
        ],
      ),
    ).toEqual(ok);
  });

  it("uses its isNullErrMsg", () => {
    expect(messagesFor([group({ typeJson: { isNullErrMsg: "Add a row" } })], [])).toEqual(
      msg("Add a row", "Add a row"),
    );
  });

  it("sees through layout containers inside the record", () => {
    const items = [group({}, [{ id: 110, type: 38, childItem: [{ id: 111, name: "In", type: 1 }] }])];
    expect(messagesFor(items, [{ itemId: 111, val: "x", recordNum: 1 }])).toEqual(ok);
  });
});

describe("group records", () => {
  const items = [
    group({ isNull: "Y" }, [
      { id: 201, name: "Age", type: 19, isNull: "N" },
      { id: 202, name: "Mail", type: 14 },
    ]),
  ];

  it("validates every record and reports the record number", () => {
    const form = formOf(items);
    const result = validateSubmission(form, [
      { itemId: 201, val: "7", recordNum: 1 },
      { itemId: 202, val: "bad", recordNum: 1 },
      { itemId: 202, val: "a@b.cn", recordNum: 2 },
    ]);
    expect(result.errors).toEqual([
      { itemId: 202, recordNum: 1, pid: null, code: "format", params: {} },
      { itemId: 201, recordNum: 2, pid: null, code: "required", params: {} },
    ]);
  });

  it("gives one message per failing item however many records fail", () => {
    const values = [1, 2, 3].map((recordNum) => ({ itemId: 202, val: "bad", recordNum }));
    values.push(
      { itemId: 201, val: "1", recordNum: 1 },
      { itemId: 201, val: "1", recordNum: 2 },
      { itemId: 201, val: "1", recordNum: 3 },
    );
    expect(messagesFor(items, values)).toEqual(msg("Mail filled in incorrectly", "Mail填写有误"));
  });

  it("validates nested group records addressed by pid and recordNum", () => {
    const nested = [
      group({ isNull: "Y" }, [
        {
          id: 300,
          name: "Inner",
          type: 32,
          isNull: "N",
          childItem: [{ id: 301, name: "Score", type: 19, typeJson: { rangeMax: 10 } }],
        },
        { id: 302, name: "Title", type: 1 },
      ]),
    ];
    const form = formOf(nested);
    const result = validateSubmission(form, [
      { itemId: 302, val: "t1", recordNum: 1 },
      { itemId: 301, val: "5", recordNum: 1, pid: 1 },
      { itemId: 302, val: "t2", recordNum: 2 },
      { itemId: 301, val: "11", recordNum: 1, pid: 2 },
      { itemId: 302, val: "t3", recordNum: 3 },
    ]);
    expect(result.errors).toEqual([
      { itemId: 301, recordNum: 1, pid: 2, code: "rangeMax", params: { max: 10, sign: "number" } },
      { itemId: 300, recordNum: 3, pid: null, code: "required", params: {} },
    ]);
  });

  it("hides the children of a hidden group and marks their values hidden", () => {
    const hidden = [group({ showState: 4 }, [{ id: 401, name: "X", type: 1, isNull: "N" }])];
    const result = validateSubmission(formOf(hidden), [{ itemId: 401, val: "v", recordNum: 1 }]);
    expect(result.ok).toBe(true);
    expect(result.values).toEqual([expect.objectContaining({ itemId: 401, hidden: true, recordNum: 1 })]);
  });
});

describe("what the validator keeps and what it ignores", () => {
  it("reports values it cannot place", () => {
    const form = formOf([
      { id: 1, name: "A", type: 1 },
      { id: 2, type: 8 },
    ]);
    const result = validateSubmission(form, [
      { itemId: 1, val: "x" },
      { itemId: 1, val: "y" },
      { itemId: 99, val: "x" },
      { itemId: 2, val: "x" },
      "junk",
      { itemId: 1, val: "x", recordNum: -1 },
    ]);
    expect(result.ignored).toEqual([
      { index: 1, reason: "duplicate" },
      { index: 2, reason: "unknownItem" },
      { index: 3, reason: "noValue" },
      { index: 4, reason: "notObject" },
      { index: 5, reason: "badRecord" },
    ]);
    expect(result.values).toEqual([
      expect.objectContaining({ itemId: 1, val: "x", recordNum: null, hidden: false }),
    ]);
  });

  it("accepts the add body { items } as well as a bare list", () => {
    const form = formOf([{ id: 1, name: "A", type: 1, isNull: "N" }]);
    expect(validateSubmission(form, { formId: 5, items: [{ itemId: "1", val: "x" }] }).ok).toBe(true);
    expect(validateSubmission(form, "nonsense").ok).toBe(false);
  });

  it("marks values of read-only items so the server keeps its own", () => {
    const form = formOf([{ id: 1, name: "A", type: 15 }]);
    const result = validateSubmission(form, [{ itemId: 1, val: "bad" }], {
      states: new Map([["1", "Query"]]),
    });
    expect(result.ok).toBe(true);
    expect(result.values[0].readOnly).toBe(true);
  });
});
