import type { FormItem } from "@eos/forms-core";
import { specOf } from "@eos/forms-core";

/**
 * Turning a spreadsheet cell into a form value (SPEC 7 Form import): what a person typed in Excel, WPS or
 * LibreOffice becomes the CONTRACT.md encoding, and validation then runs exactly as for a submission.
 */
export type CellResult = { val: string; valOther: string } | { unknownOption: string };

/** Items a row can carry: value-holding items outside group forms that a person types (not computed ones). */
const NOT_IMPORTED: ReadonlySet<number> = new Set([
  6,
  28,
  29,
  31, // uploads: files cannot travel in a cell
  8,
  47,
  48,
  49,
  40,
  58, // display only
  9,
  10,
  50,
  36,
  37,
  46,
  53,
  55, // location, member pickers, devices
  30,
  54, // computed by the server
]);

export const importable = (item: FormItem): boolean => {
  const spec = specOf(item);
  return spec?.holdsValue === true && !spec.recordScoped && !NOT_IMPORTED.has(spec.base);
};

const SPLIT = /[,，、;；\n]+/;

const optionId = (item: FormItem, text: string): string | undefined => {
  const wanted = text.trim().toLowerCase();
  return item.optionInfos.find((o) => o.name.trim().toLowerCase() === wanted || String(o.id) === text.trim())
    ?.id as string | undefined;
};

/** "Other (text)" picks the custom option and keeps the text as valOther. */
const customPick = (item: FormItem, text: string): { id: string; other: string } | undefined => {
  const custom = item.optionInfos.find((o) => o.custom !== null);
  if (!custom) return undefined;
  const m = /^(.*?)[(（](.*)[)）]$/.exec(text.trim());
  if (m && optionId(item, m[1]) === String(custom.id)) return { id: String(custom.id), other: m[2].trim() };
  return undefined;
};

const options = (item: FormItem, text: string, many: boolean): CellResult => {
  const parts = many ? text.split(SPLIT).filter((p) => p.trim() !== "") : [text];
  const ids: string[] = [];
  let other = "";
  for (const part of parts) {
    const custom = customPick(item, part);
    const id = custom?.id ?? optionId(item, part);
    if (id === undefined) return { unknownOption: part.trim() };
    if (custom) other = custom.other;
    ids.push(String(id));
  }
  return { val: ids.join(","), valOther: other };
};

/** Spreadsheets show a percent cell as 0.25 or "25%"; the form stores 25. */
const percent = (text: string): string => {
  const t = text.trim();
  if (t.endsWith("%")) return t.slice(0, -1).trim();
  return t;
};

/** A datetime typed with seconds or a `T` keeps its first 16 characters; a date alone stays a date. */
const datetime = (text: string): string =>
  text
    .trim()
    .replace("T", " ")
    .replace(/^(\S+ \d{2}:\d{2}):\d{2}.*$/, "$1");

/** Cascades take "Level 1/Level 2" paths of codes; several paths are separated by commas. */
const cascade = (text: string, many: boolean): string => {
  const paths = (many ? text.split(SPLIT) : [text])
    .map((p) =>
      p
        .split(/[/>]/)
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
  return JSON.stringify(many ? paths : (paths[0] ?? []));
};

export const cellToValue = (item: FormItem, text: string): CellResult => {
  const spec = specOf(item);
  if (!spec || text.trim() === "") return { val: "", valOther: "" };
  switch (spec.value) {
    case "option":
      return options(item, text, false);
    case "options":
      return options(item, text, true);
    case "datetime":
      return { val: datetime(text), valOther: "" };
    case "cascade":
      return { val: cascade(text, false), valOther: "" };
    case "cascadeMulti":
      return { val: cascade(text, true), valOther: "" };
    case "jsonList":
      return {
        val: JSON.stringify(
          text
            .split(SPLIT)
            .map((s) => s.trim())
            .filter(Boolean),
        ),
        valOther: "",
      };
    default:
      return { val: spec.base === 21 ? percent(text) : text.trim(), valOther: "" };
  }
};
