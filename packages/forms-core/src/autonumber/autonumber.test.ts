import { describe, expect, it } from "vitest";
import { autoNumberScope, formatAutoNumber } from "./format.ts";
import { parseAutoNumberFormat } from "./format-parse.ts";
import { randomString } from "./random.ts";

const SH = "Asia/Shanghai";
const now = Date.parse("2024-12-31T16:05:09Z"); // 2025-01-01 00:05:09 in Shanghai
const parse = (source: string) => {
  const parsed = parseAutoNumberFormat(source);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.format;
};
const zeros = (bytes: Uint8Array) => bytes.fill(0);

describe("auto-number formats", () => {
  it.each([
    ["NO{yyyyMMdd}{SORT_DAY:4}", 7, "NO202501010007"],
    ["{yyyy-MM-dd HH:mm:ss}", 1, "2025-01-01 00:05:09"],
    ["{yy}{MM}-{SORT_MONTH:3}", 12, "2501-012"],
    ["{yyyy年MM月dd日}", 1, "2025年01月01日"],
    ["A{SORT_ALL}", 123456, "A123456"],
    ["A{SORT_YEAR:2}", 5, "A05"],
    ["{{x}}{SORT_ALL:3}", 9, "{x}009"],
    ["plain", 1, "plain"],
    ["", 1, ""],
  ])("%s with sequence %i in the school's zone gives %s", (source, sequence, expected) => {
    expect(formatAutoNumber(parse(source), { sequence, now, timeZone: SH })).toBe(expected);
  });

  it("reads dates in the given zone", () => {
    expect(formatAutoNumber(parse("{yyyyMMdd}"), { sequence: 1, now, timeZone: "UTC" })).toBe("20241231");
  });

  it.each([
    ["{RANDOM:6}", /^\d{6}$/],
    ["{RANDOM}", /^\d{4}$/],
    ["{RANDOM_NUM:3}", /^\d{3}$/],
    ["{RANDOM_LETTER:5}", /^[A-Z]{5}$/],
    ["{RANDOM_MIX:8}", /^[0-9A-Z]{8}$/],
  ])("%s draws from the CSPRNG", (source, pattern) => {
    const a = formatAutoNumber(parse(source), { sequence: 1, now, timeZone: SH });
    expect(a).toMatch(pattern);
  });

  it("uses an injected random source", () => {
    expect(
      formatAutoNumber(parse("{RANDOM_LETTER:3}"), { sequence: 1, now, timeZone: SH, random: zeros }),
    ).toBe("AAA");
  });

  it("draws uniformly: bytes that would bias the result are redrawn", () => {
    let calls = 0;
    const biased = (bytes: Uint8Array) => {
      calls++;
      bytes.fill(calls === 1 ? 255 : 3);
    };
    expect(randomString("0123456789", 2, biased)).toBe("33");
    expect(calls).toBe(2);
  });

  it.each([
    ["{SORT_ALL}", "all"],
    ["{SORT_YEAR}", "2025"],
    ["{SORT_MONTH}", "2025-01"],
    ["{SORT_DAY}", "2025-01-01"],
    ["{RANDOM}", null],
  ])("%s counts in scope %s", (source, scope) => {
    expect(autoNumberScope(parse(source), now, SH)).toBe(scope);
  });

  it.each([
    ["{yyyy", "unclosedBrace", 0],
    ["a}b", "strayBrace", 1],
    ["x{FOO}", "unknownSegment", 1],
    ["{yyyyQQ}", "unknownSegment", 0],
    ["{RANDOM:0}", "badWidth", 0],
    ["{RANDOM:33}", "badWidth", 0],
    ["{SORT_DAY:13}", "badWidth", 0],
    ["{SORT_DAY:x}", "badWidth", 0],
    ["{SORT_DAY}{SORT_ALL}", "twoSequences", 10],
    ["{constructor}", "unknownSegment", 0],
    ["x".repeat(201), "tooLong", 200],
  ])("rejects %j: %s at %i", (source, code, position) => {
    expect(parseAutoNumberFormat(source)).toEqual({ ok: false, error: { code, position } });
  });
});
