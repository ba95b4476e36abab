import { formatDate } from "../dates/calendar.ts";
import { type Instant, zonedParts } from "../dates/zoned.ts";
import type { AutoNumberFormat, DateField, SortScope } from "./format-parse.ts";
import { ALPHABETS, cryptoRandom, type RandomSource, randomString } from "./random.ts";

export type AutoNumberInput = {
  /** The next value of the counter for this format's sequence scope (from autoNumberScope), 1-based. */
  sequence: number;
  /** When the number is issued; date parts read in the school's zone. */
  now: Instant;
  timeZone: string;
  random?: RandomSource;
};

const pad = (n: number, width: number) => String(n).padStart(width, "0");

const dateField = (field: DateField, p: ReturnType<typeof zonedParts>): string => {
  switch (field) {
    case "yyyy":
      return pad(p.year, 4);
    case "yy":
      return pad(p.year % 100, 2);
    case "MM":
      return pad(p.month, 2);
    case "dd":
      return pad(p.day, 2);
    case "HH":
      return pad(p.hour, 2);
    case "mm":
      return pad(p.minute, 2);
    case "ss":
      return pad(p.second, 2);
  }
};

/** Formats one auto number. Pure apart from the random source, which tests may replace. */
export const formatAutoNumber = (format: AutoNumberFormat, input: AutoNumberInput): string => {
  const parts = zonedParts(input.now, input.timeZone);
  let out = "";
  for (const s of format.segments) {
    if (s.kind === "text") out += s.text;
    else if (s.kind === "date")
      for (const p of s.parts) out += typeof p === "string" ? dateField(p, parts) : p.text;
    else if (s.kind === "random")
      out += randomString(ALPHABETS[s.alphabet], s.length, input.random ?? cryptoRandom);
    // A sequence past its width keeps every digit: numbers stay unique rather than wrapping.
    else out += pad(Math.max(0, Math.trunc(input.sequence)), s.width);
  }
  return out;
};

/**
 * The counter a format draws from: null without a sequence; else a key that changes when the sequence
 * resets (`all`, `2024`, `2024-05`, `2024-05-03`), in the school's zone. The server keeps one counter per key.
 */
export const autoNumberScope = (format: AutoNumberFormat, now: Instant, timeZone: string): string | null => {
  const scope: SortScope | null = format.sort;
  if (scope === null) return null;
  if (scope === "all") return "all";
  const date = formatDate(zonedParts(now, timeZone));
  return scope === "year" ? date.slice(0, 4) : scope === "month" ? date.slice(0, 7) : date;
};
