import type { MatchedValue } from "./fillerApi.ts";

/** customForm arrives as JSON or URL-encoded JSON (SPEC 2); anything else holds no entries. */
const entriesOf = (raw: string | null | undefined): unknown[] => {
  if (!raw) return [];
  for (const text of [
    raw,
    (() => {
      try {
        return decodeURIComponent(raw);
      } catch {
        return "";
      }
    })(),
  ]) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list)) return list;
    } catch {
      // try the next reading
    }
  }
  return [];
};

/**
 * The customForm to fill with: the profile values of matched items first, then the page's own customForm,
 * whose entries win. Matched entries carry no fieldStatus, so they fill values and never change a state.
 */
export function withMatched(
  customForm: string | null | undefined,
  matched: readonly MatchedValue[] | undefined,
): string | null {
  const own = matched?.filter((m) => m.val !== "").map((m) => ({ itemId: m.itemId, val: m.val })) ?? [];
  if (own.length === 0) return customForm ?? null;
  return JSON.stringify([...own, ...entriesOf(customForm)]);
}
