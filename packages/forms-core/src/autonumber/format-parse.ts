/**
 * Auto-number formats (type 54, SPEC 3): literal text with `{…}` segments. Segments are a date pattern
 * (`{yyyyMMdd}`, `{yyyy-MM}`, `{HHmm}`…), a random part (`{RANDOM:4}` digits, `{RANDOM_LETTER:3}`,
 * `{RANDOM_MIX:6}` letters and digits) or the sequence (`{SORT_ALL:5}`, `{SORT_YEAR:4}`, `{SORT_MONTH:3}`,
 * `{SORT_DAY:3}`, reset yearly, monthly, daily; the number is the zero-padding width). `{{` and `}}` are braces.
 */
export type RandomAlphabet = "digits" | "letters" | "mixed";
export type SortScope = "all" | "year" | "month" | "day";
export type DateField = "yyyy" | "yy" | "MM" | "dd" | "HH" | "mm" | "ss";

export type AutoNumberSegment =
  | { kind: "text"; text: string }
  | { kind: "date"; parts: (DateField | { text: string })[] }
  | { kind: "random"; alphabet: RandomAlphabet; length: number }
  | { kind: "sort"; scope: SortScope; width: number };

export type AutoNumberFormat = { segments: AutoNumberSegment[]; sort: SortScope | null };

export type AutoNumberFormatError = { code: AutoNumberErrorCode; position: number };
export type AutoNumberErrorCode =
  | "unclosedBrace"
  | "strayBrace"
  | "unknownSegment"
  | "badWidth"
  | "twoSequences"
  | "tooLong";

export type ParsedAutoNumberFormat =
  | { ok: true; format: AutoNumberFormat }
  | { ok: false; error: AutoNumberFormatError };

export const MAX_FORMAT_LENGTH = 200;
const RANDOM_KINDS: Record<string, RandomAlphabet> = {
  RANDOM: "digits",
  RANDOM_NUM: "digits",
  RANDOM_LETTER: "letters",
  RANDOM_MIX: "mixed",
};
const SORT_KINDS: Record<string, SortScope> = {
  SORT_ALL: "all",
  SORT_YEAR: "year",
  SORT_MONTH: "month",
  SORT_DAY: "day",
};
const DATE_FIELD_RE = /yyyy|yy|MM|dd|HH|mm|ss/g;
const DATE_SEPARATORS_RE = /^[-/._: 年月日时分秒]*$/;

const parseDate = (body: string): AutoNumberSegment | null => {
  const parts: (DateField | { text: string })[] = [];
  let last = 0;
  for (const m of body.matchAll(DATE_FIELD_RE)) {
    const gap = body.slice(last, m.index);
    if (!DATE_SEPARATORS_RE.test(gap)) return null;
    if (gap) parts.push({ text: gap });
    parts.push(m[0] as DateField);
    last = m.index + m[0].length;
  }
  const tail = body.slice(last);
  if (parts.length === 0 || !DATE_SEPARATORS_RE.test(tail)) return null;
  if (tail) parts.push({ text: tail });
  return { kind: "date", parts };
};

const parseSegment = (body: string, at: number): AutoNumberSegment | AutoNumberFormatError => {
  const [name, widthText, ...rest] = body.split(":");
  const random = Object.hasOwn(RANDOM_KINDS, name) ? RANDOM_KINDS[name] : undefined;
  const sort = Object.hasOwn(SORT_KINDS, name) ? SORT_KINDS[name] : undefined;
  if (!random && !sort) return parseDate(body) ?? { code: "unknownSegment", position: at };
  const width = widthText === undefined ? 4 : /^\d{1,2}$/.test(widthText) ? Number(widthText) : Number.NaN;
  const max = random ? 32 : 12;
  if (rest.length > 0 || !(width >= 1 && width <= max)) return { code: "badWidth", position: at };
  return random ? { kind: "random", alphabet: random, length: width } : { kind: "sort", scope: sort!, width };
};

/** Parses a format; never throws. Errors carry the 0-based position of the offending segment. */
export const parseAutoNumberFormat = (source: string): ParsedAutoNumberFormat => {
  if (source.length > MAX_FORMAT_LENGTH)
    return { ok: false, error: { code: "tooLong", position: MAX_FORMAT_LENGTH } };
  const segments: AutoNumberSegment[] = [];
  let text = "";
  let sort: SortScope | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if ((c === "{" || c === "}") && source[i + 1] === c) {
      text += c;
      i++;
    } else if (c === "}") return { ok: false, error: { code: "strayBrace", position: i } };
    else if (c === "{") {
      const close = source.indexOf("}", i);
      if (close < 0) return { ok: false, error: { code: "unclosedBrace", position: i } };
      const segment = parseSegment(source.slice(i + 1, close), i);
      if ("code" in segment) return { ok: false, error: segment };
      if (segment.kind === "sort") {
        if (sort) return { ok: false, error: { code: "twoSequences", position: i } };
        sort = segment.scope;
      }
      if (text) segments.push({ kind: "text", text });
      text = "";
      segments.push(segment);
      i = close;
    } else text += c;
  }
  if (text) segments.push({ kind: "text", text });
  return { ok: true, format: { segments, sort } };
};
