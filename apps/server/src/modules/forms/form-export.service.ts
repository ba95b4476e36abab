import { displayValue, type FormItem, formatDateTime16, type Lang, specOf } from "@eos/forms-core";
import type { Db } from "../../platform/db/client.ts";
import { type OutCell, writeWorkbook } from "../../platform/files/xlsx.ts";
import { notFound } from "../../platform/http/errors.ts";
import { listTerms, listYears } from "../school/index.ts";
import { columnName, formColumns, type GroupColumns, type VersionDefs, versionDefs } from "./form-columns.ts";
import { type ExportValue, findFormVersions, listExportValues } from "./form-export.store.ts";

/** The most values one export carries; larger forms are exported by task or period (issue 6). */
export const EXPORT_LIMIT = 50_000;

const HEAD: Record<Lang, { no: string; filler: string; about: string; time: string; record: string }> = {
  "zh-CN": { no: "提交编号", filler: "填写人", about: "填写对象", time: "提交时间", record: "记录序号" },
  "en-US": { no: "Submission", filler: "Filled by", about: "About", time: "Submitted at", record: "Record" },
};

/** Image, audio, video and attachment uploads: their values are JSON lists of file references. */
const FILE_CODES: ReadonlySet<number> = new Set([6, 28, 29, 31]);

type ValueRow = ExportValue["items"][number];
type Context = { lang: Lang; origin: string; timeZone: string };
/** Term (56) and year (57) values are ids: the school's names for them, "year term" for terms. */
type SchoolNames = { terms: ReadonlyMap<string, string>; years: ReadonlyMap<string, string> };
type Sheet = Context & { defs: VersionDefs; names: SchoolNames };

const schoolNames = async (db: Db, schoolId: number): Promise<SchoolNames> => {
  const [years, terms] = await Promise.all([listYears(db, schoolId), listTerms(db, schoolId)]);
  const yearNames = new Map(years.map((y) => [String(y.id), y.name]));
  return {
    years: yearNames,
    terms: new Map(
      terms.map((t) => [
        String(t.id),
        [yearNames.get(String(t.schoolYearId)), t.name].filter(Boolean).join(" "),
      ]),
    ),
  };
};

const termOrYear = (item: FormItem, val: string, names: SchoolNames): string | null => {
  if (item.optionInfos.length > 0) return null;
  if (item.type === 56) return names.terms.get(val) ?? null;
  if (item.type === 57) return names.years.get(val) ?? null;
  return null;
};

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
const sheetName = (name: string, taken: Set<string>): string => {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 28) || "Sheet";
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
};

const fileCell = (val: string, ctx: Context): OutCell => {
  let list: unknown;
  try {
    list = JSON.parse(val);
  } catch {
    return val;
  }
  if (!Array.isArray(list)) return val;
  const files = list.filter((f): f is { name?: unknown; url: string } => typeof f?.url === "string");
  const absolute = (url: string) => (url.startsWith("/") ? `${ctx.origin}${url}` : url);
  const first = files[0];
  if (!first) return "";
  if (files.length === 1) return { text: String(first.name ?? first.url), hyperlink: absolute(first.url) };
  return files.map((f) => `${String(f.name ?? "")} ${absolute(f.url)}`.trim()).join("\n");
};

/**
 * One cell: the text a reader sees (option names, masked ID numbers), files as links. Read with the item as
 * the value's own version defined it, so a renamed or deleted option shows the name it had when chosen.
 */
const cellOf = (column: FormItem, row: ValueRow | undefined, version: number, ctx: Sheet): OutCell => {
  if (!row) return null;
  const item = ctx.defs.get(version)?.get(String(column.id)) ?? column;
  if (FILE_CODES.has(specOf(item)?.base ?? 0)) return fileCell(row.val, ctx);
  const shown = termOrYear(item, row.val, ctx.names) ?? displayValue(item, row.val, ctx.lang);
  return row.valOther ? `${shown} (${row.valOther})` : shown;
};

const mainSheet = (items: FormItem[], values: ExportValue[], ctx: Sheet): OutCell[][] => {
  const h = HEAD[ctx.lang];
  const header: OutCell[] = [h.no, h.filler, h.about, h.time, ...items.map((i) => columnName(i, ctx.defs))];
  const rows = values.map((v) => {
    const top = new Map(v.items.filter((i) => i.recordNum === null).map((i) => [i.itemId, i]));
    return [
      v.id,
      v.userName ?? "",
      v.belongName ?? "",
      formatDateTime16(v.createdAt, ctx.timeZone),
      ...items.map((item) => cellOf(item, top.get(Number(item.id)), v.version, ctx)),
    ];
  });
  return [header, ...rows];
};

/** A group form's records, one row each, keyed by submission (and outer record for nested groups). */
const groupSheet = (g: GroupColumns, values: ExportValue[], ctx: Sheet): OutCell[][] => {
  const h = HEAD[ctx.lang];
  const ids = new Set(g.items.map((i) => Number(i.id)));
  const header: OutCell[] = [h.no, ...(g.outer ? [`${g.outer.name} ${h.record}`] : []), h.record];
  const rows: OutCell[][] = [];
  for (const v of values) {
    const records = new Map<string, Map<number, ValueRow>>();
    for (const row of v.items) {
      if (row.recordNum === null || !ids.has(row.itemId)) continue;
      const key = `${row.pid ?? 0}:${row.recordNum}`;
      const record = records.get(key) ?? new Map<number, ValueRow>();
      record.set(row.itemId, row);
      records.set(key, record);
    }
    for (const [key, record] of records) {
      const [pid, recordNum] = key.split(":").map(Number);
      rows.push([
        v.id,
        ...(g.outer ? [pid] : []),
        recordNum,
        ...g.items.map((item) => cellOf(item, record.get(Number(item.id)), v.version, ctx)),
      ]);
    }
  }
  return [[...header, ...g.items.map((i) => columnName(i, ctx.defs))], ...rows];
};

/** A form's values as .xlsx: the main sheet, then one sheet per group form; every cell neutralised. */
export const exportFormValues = async (
  db: Db,
  schoolId: number,
  formId: number,
  ctx: Context,
  /** Only the values filled for this task (the task's statistics page exports them). */
  taskId?: number,
): Promise<{ name: string; fileName: string; data: Buffer }> => {
  const found = await findFormVersions(db, schoolId, formId);
  if (!found || found.versions.length === 0) throw notFound();
  const columns = formColumns(found.versions.map((v) => v.items));
  const sheet: Sheet = {
    ...ctx,
    defs: versionDefs(found.versions),
    names: await schoolNames(db, schoolId),
  };
  const values = await listExportValues(db, schoolId, formId, EXPORT_LIMIT, taskId);
  const taken = new Set<string>();
  const sheets = [
    { name: sheetName(found.name, taken), rows: mainSheet(columns.items, values, sheet) },
    ...columns.groups.map((g) => ({
      name: sheetName(g.group.name, taken),
      rows: groupSheet(g, values, sheet),
    })),
  ];
  return { name: found.name, fileName: `${found.name}.xlsx`, data: await writeWorkbook(sheets) };
};
