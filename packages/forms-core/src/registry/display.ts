import { type Lang, LIMITS } from "../model/codes.ts";
import type { FormItem } from "../model/item.ts";
import { VALUE_CODECS } from "../values/encoding.ts";
import { specOf } from "./registry.ts";

export type DisplayOptions = {
  /** Sensitive values (ID numbers, phones) show masked unless the caller has audited an unmasked read. */
  unmasked?: boolean;
};

const LIST_SEPARATOR: Record<Lang, string> = { "zh-CN": "、", "en-US": ", " };

/** Masks the middle of an ID number (first 6, last 4 kept) or a phone (first 3, last 4 kept). */
export const maskSensitive = (text: string): string => {
  const keepHead = text.length >= 15 ? 6 : 3;
  if (text.length <= keepHead + 4) return text;
  return text.slice(0, keepHead) + "*".repeat(text.length - keepHead - 4) + text.slice(-4);
};

/** Cuts description text to SPEC 9's 40 (or 20) characters, marking the cut. */
export const truncateText = (text: string, max: number = LIMITS.descriptionTruncateLong): string => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`;
};

const optionNames = (item: FormItem, ids: string[], lang: Lang): string => {
  const byId = new Map(item.optionInfos.map((o) => [String(o.id), o.name]));
  return ids.map((id) => byId.get(id) ?? id).join(LIST_SEPARATOR[lang]);
};

const listNames = (list: unknown[], lang: Lang): string =>
  list
    .map((x) => {
      if (typeof x === "string" || typeof x === "number") return String(x);
      const rec = x as Record<string, unknown> | null;
      if (typeof rec?.name === "string") return rec.name;
      // A file known only by its address shows its file name.
      return typeof rec?.url === "string"
        ? (rec.url.split(/[?#]/)[0].split("/").filter(Boolean).at(-1) ?? "")
        : "";
    })
    .filter((s) => s !== "")
    .join(LIST_SEPARATOR[lang]);

/** The text a read-only item shows for a stored value, per the registry's read-only display. */
export const displayValue = (
  item: FormItem,
  val: string,
  lang: Lang,
  options: DisplayOptions = {},
): string => {
  const spec = specOf(item);
  if (!spec?.holdsValue || VALUE_CODECS[spec.value].isEmpty(val)) return "";
  switch (spec.readOnly) {
    case "masked":
      return options.unmasked ? val : maskSensitive(val);
    case "percent":
      return `${val}%`;
    case "stars": {
      const stars = item.type === 52 ? item.typeJson.stars : LIMITS.defaultScoreStars;
      const n = Math.max(0, Math.min(stars, Number(val) || 0));
      return "★".repeat(n) + "☆".repeat(Math.max(0, stars - n));
    }
    case "optionNames":
      return optionNames(item, VALUE_CODECS.options.decode(val) ?? [], lang);
    case "cascadeNames":
    case "files":
    case "members":
    case "region": {
      const list = VALUE_CODECS.jsonList.decode(val);
      return list ? listNames(list.flat(), lang) : val;
    }
    case "location": {
      const loc = VALUE_CODECS.jsonObject.decode(val);
      return typeof loc?.address === "string" ? loc.address : val;
    }
    default:
      return val;
  }
};
