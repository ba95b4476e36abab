import type { FormItem, FormOption } from "@eos/forms-core";
import { useEffect, useState } from "react";
import { fetchApiOptions } from "../fillerApi.ts";

export type ApiSource = { url: string; paramJson?: string };

/** An item's apiUrlInfos, given as an object, a list of them, or JSON text of either; the first with a url. */
export const apiSourceOf = (item: FormItem): ApiSource | null => {
  let raw: unknown = item.extra.apiUrlInfos;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const first = (Array.isArray(raw) ? raw : [raw]).find(
    (x): x is { url: string; paramJson?: unknown } =>
      typeof x === "object" && x !== null && typeof (x as { url?: unknown }).url === "string",
  );
  if (!first || first.url.trim() === "") return null;
  const paramJson =
    first.paramJson === undefined || first.paramJson === null
      ? undefined
      : typeof first.paramJson === "string"
        ? first.paramJson
        : JSON.stringify(first.paramJson);
  return { url: first.url, paramJson };
};

const optionOf = (o: { id: string; name: string }): FormOption => ({
  id: o.id,
  name: o.name,
  isDefault: "N",
  custom: null,
  customVal: "",
  maxCount: null,
  count: 0,
  cover: null,
  checked: false,
  extra: {},
});

/** One fetch per source for the page's life: many records of a group share it. */
const cache = new Map<string, Promise<FormOption[]>>();

/**
 * The options a choice control shows: the item's own, or, when it has none and names an outside source
 * (apiUrlInfos), those the server read from it (queryApiDict). A refused source shows no options.
 */
export function useItemOptions(item: FormItem): readonly FormOption[] {
  const source = item.optionInfos.length === 0 ? apiSourceOf(item) : null;
  const key = source ? `${source.url}\u0000${source.paramJson ?? ""}` : "";
  const [loaded, setLoaded] = useState<{ key: string; options: FormOption[] } | null>(null);
  useEffect(() => {
    if (!source) return;
    let live = true;
    let pending = cache.get(key);
    if (!pending) {
      pending = fetchApiOptions(source).then((list) => list.map(optionOf));
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    pending.then(
      (options) => live && setLoaded({ key, options }),
      () => live && setLoaded({ key, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (!source) return item.optionInfos;
  return loaded?.key === key ? loaded.options : [];
}
