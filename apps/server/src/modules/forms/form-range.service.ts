import { type FormItem, parseForm } from "@eos/forms-core";
import type { Db, Tx } from "../../platform/db/client.ts";
import { type FormKey, latestReleasedItems } from "./form-range.store.ts";

/**
 * The range a form states for one of its top-level items, as its latest released version says: number items
 * (19 integer, 20 decimal, 21 percent) their rangeMin / rangeMax, score items (52) 0 to their stars, and
 * single- and multi-line text (1, 2) their most characters (charNumber). Bounds are inclusive; null is open.
 */
export type ItemRange = FormKey & {
  itemId: number;
  itemName: string;
  itemType: number;
  min: number | null;
  max: number | null;
  maxLength: number | null;
};

const finite = (n: unknown): number | null => (typeof n === "number" && Number.isFinite(n) ? n : null);

/** The range one item states (as ItemRange says); null when it states none. */
export const rangeOf = (item: FormItem): Pick<ItemRange, "min" | "max" | "maxLength"> | null => {
  const json = item.typeJson as Record<string, unknown>;
  if (item.type === 19 || item.type === 20 || item.type === 21) {
    const min = finite(json.rangeMin);
    const max = finite(json.rangeMax);
    return min === null && max === null ? null : { min, max, maxLength: null };
  }
  if (item.type === 52) return { min: 0, max: finite(json.stars) ?? 5, maxLength: null };
  if (item.type === 1 || item.type === 2) {
    const limit = finite(json.charNumber);
    return limit === null || limit <= 0 ? null : { min: null, max: null, maxLength: limit };
  }
  return null;
};

/**
 * Every top-level item with a stated range, of the forms asked for (their latest released versions; a form
 * never released states none). Published for the collection module's data quality monitoring.
 */
export const statedRanges = async (db: Db | Tx, forms: FormKey[]): Promise<ItemRange[]> =>
  (await latestReleasedItems(db, forms)).flatMap((f) =>
    parseForm(f.items).items.flatMap((item) => {
      const range = rangeOf(item);
      const itemId = Number(item.id);
      if (!range || !Number.isSafeInteger(itemId)) return [];
      return [
        {
          schoolId: f.schoolId,
          formId: f.formId,
          itemId,
          itemName: item.name,
          itemType: item.type,
          ...range,
        },
      ];
    }),
  );
