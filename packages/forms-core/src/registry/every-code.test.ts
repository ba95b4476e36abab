import { describe, expect, it } from "vitest";
import { CONTROL_CODES, type KnownCode, SYSTEM_FIELD_CODES } from "../model/codes.ts";
import { formOf } from "../validate/testing.ts";
import { validateSubmission } from "../validate/validate.ts";
import { displayValue } from "./display.ts";
import { getControl } from "./registry.ts";

/** A well-formed value for every code that holds one; null for codes that hold none. */
const SAMPLES: Record<KnownCode, string | null> = {
  1: "text",
  2: "line one\nline two",
  3: "2024-05-01 08:30",
  4: "1",
  5: "1,2",
  6: '[{"url":"/f/1.png"}]',
  8: null,
  9: '{"lng":116.4,"lat":39.9,"address":"Beijing"}',
  10: '[{"id":1,"name":"Li"}]',
  14: "a@b.cn",
  15: "13812345678",
  16: "2",
  17: "1,2",
  19: "42",
  20: "3.14",
  21: "12.125",
  22: "2024-05-01",
  25: '["110000","110100","110105"]',
  26: "100080",
  27: "11010519491231002X",
  28: '[{"url":"/f/a.mp3"}]',
  29: '[{"url":"/f/v.mp4"}]',
  30: "84",
  31: '[{"url":"/f/r.pdf"}]',
  32: null,
  34: '["1","11"]',
  35: '[["1","11"],["2"]]',
  36: '[{"url":"/f/face.jpg"}]',
  37: '{"amount":"10.00"}',
  38: null,
  39: null,
  40: null,
  42: null,
  43: null,
  44: null,
  45: null,
  46: null,
  47: null,
  48: null,
  49: null,
  50: '[{"id":2,"name":"Wang"}]',
  51: null,
  52: "4",
  53: null,
  54: "NO2024050100001",
  55: "6901234567892",
  56: "term-2024-1",
  57: "2024",
  58: null,
  10000: '[{"url":"/f/p.jpg"}]',
  10001: "Li Lei",
  10002: "lilei01",
  10003: '[{"id":3,"name":"Grade 1"}]',
  10004: "13812345678",
  10005: null,
  10006: "11010519491231002X",
  10007: "1,2",
  10008: "1",
  10009: "G110105200001010011",
  10010: "2024001",
  10011: "2024-09-01",
  10012: "13812345678,13912345678",
  10013: "1",
  10014: "2",
  10015: "1",
  10016: "2020-09-01",
  10017: "6222020000000000000",
  10018: "A001",
  10019: '[{"url":"/f/a.jpg"}]',
  10020: "a@b.cn",
};

const options = [
  { id: 1, name: "One" },
  { id: 2, name: "Two" },
];
const ALL: KnownCode[] = [...CONTROL_CODES, ...SYSTEM_FIELD_CODES];
const ONLY_REQUIRED_WHEN_ASKED = new Set([10001, 10002, 10003]);

describe.each(ALL)("control code %i", (code) => {
  const spec = getControl(code);
  const sample = SAMPLES[code];
  const item = { id: 1, name: "F", type: code, optionInfos: options };

  it("says in its registry entry whether it holds a value", () => {
    expect(spec.holdsValue && spec.value !== "group").toBe(sample !== null);
  });

  if (sample === null) {
    it("ignores a value sent for it", () => {
      const result = validateSubmission(formOf([item]), [{ itemId: 1, val: "x" }]);
      expect(result.ignored).toEqual([{ index: 0, reason: "noValue" }]);
    });
    return;
  }

  it("accepts a well-formed value and keeps it", () => {
    const result = validateSubmission(formOf([{ ...item, isNull: "N" }]), [{ itemId: 1, val: sample }]);
    expect(result.errors).toEqual([]);
    expect(result.values.map((v) => v.val)).toEqual([sample]);
  });

  it("is required only when isNull is 'N' (or when it is name, account or department)", () => {
    const empty = validateSubmission(formOf([item]), []);
    expect(empty.ok).toBe(!ONLY_REQUIRED_WHEN_ASKED.has(code));
    const required = validateSubmission(formOf([{ ...item, isNull: "N" }]), []);
    expect(required.errors.map((e) => e.code)).toEqual(["required"]);
  });

  it("shows the value read-only in both languages", () => {
    const parsed = formOf([item]).items[0];
    for (const lang of ["zh-CN", "en-US"] as const) expect(displayValue(parsed, sample, lang)).not.toBe("");
  });
});
