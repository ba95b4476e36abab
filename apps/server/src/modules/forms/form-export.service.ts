import { PassThrough, Readable, type Writable } from "node:stream";
import { displayValue, type FormItem, formatDateTime16, type Lang, specOf } from "@eos/forms-core";
import ExcelJS from "exceljs";
import yazl from "yazl";
import type { Db } from "../../platform/db/client.ts";
import { neutralise, type OutCell } from "../../platform/files/xlsx.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { SchoolFiles } from "../files/index.ts";
import { listTerms, listYears } from "../school/index.ts";
import {
  columnName,
  type FormColumns,
  formColumns,
  type GroupColumns,
  type VersionDefs,
  versionDefs,
} from "./form-columns.ts";
import { type ExportValue, exportValueBatch, findFormVersions, newestValueId } from "./form-export.store.ts";

/**
 * How many submissions one query of an export reads (issue 6: exports stream in constant memory). A setting
 * rather than a constant so that tests can prove the paging with a few values.
 */
export const exportTuning = { batchSize: 2000 };

const HEAD: Record<Lang, { no: string; filler: string; about: string; time: string; record: string }> = {
  "zh-CN": { no: "提交编号", filler: "填写人", about: "填写对象", time: "提交时间", record: "记录序号" },
  "en-US": { no: "Submission", filler: "Filled by", about: "About", time: "Submitted at", record: "Record" },
};

/** Image, audio, video and attachment uploads: their values are JSON lists of file references. */
const FILE_CODES: ReadonlySet<number> = new Set([6, 28, 29, 31]);

type ValueRow = ExportValue["items"][number];
type Context = { lang: Lang; origin: string; timeZone: string };
/** In a zip export: where each of this batch's files lies inside the zip (files of other schools have none). */
type ZipPaths = { pathOf: (valueId: number, fileId: number, folder: string[]) => string | undefined };
/** Term (56) and year (57) values are ids: the school's names for them, "year term" for terms. */
type SchoolNames = { terms: ReadonlyMap<string, string>; years: ReadonlyMap<string, string> };
type Sheet = Context & { defs: VersionDefs; names: SchoolNames; zip?: ZipPaths };

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

/** The file references an upload value holds (JSON written by the server), or null for other text. */
const filesIn = (val: string): { id?: unknown; name?: unknown; url: string }[] | null => {
  let list: unknown;
  try {
    list = JSON.parse(val);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  return list.filter((f): f is { name?: unknown; url: string } => typeof f?.url === "string");
};

/** In a zip: each file's path inside it; a reference to no file of this school stays its name, unlinked. */
const zippedFileCell = (files: { id?: unknown; name?: unknown; url: string }[], at: Place, zip: ZipPaths) => {
  const linked = files.map((f) => {
    const path = Number.isSafeInteger(f.id) ? zip.pathOf(at.valueId, f.id as number, at.folder) : undefined;
    return { name: String(f.name ?? ""), path };
  });
  const first = linked[0];
  if (!first) return "";
  if (linked.length === 1)
    return first.path ? { text: first.name || first.path, hyperlink: first.path } : first.name;
  return linked.map((f) => `${f.name} ${f.path ?? ""}`.trim()).join("\n");
};

/** Where a cell's files go in a zip: the submission and the folder (item, and record for group forms). */
type Place = { valueId: number; folder: string[] };

const fileCell = (val: string, ctx: Sheet, at: Place): OutCell => {
  const files = filesIn(val);
  if (files === null) return val;
  if (ctx.zip) return zippedFileCell(files, at, ctx.zip);
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
const cellOf = (
  column: FormItem,
  row: ValueRow | undefined,
  version: number,
  ctx: Sheet,
  at: Place,
): OutCell => {
  if (!row) return null;
  const item = ctx.defs.get(version)?.get(String(column.id)) ?? column;
  if (FILE_CODES.has(specOf(item)?.base ?? 0)) return fileCell(row.val, ctx, at);
  const shown = termOrYear(item, row.val, ctx.names) ?? displayValue(item, row.val, ctx.lang);
  return row.valOther ? `${shown} (${row.valOther})` : shown;
};

const mainHeader = (items: FormItem[], ctx: Sheet): OutCell[] => {
  const h = HEAD[ctx.lang];
  return [h.no, h.filler, h.about, h.time, ...items.map((i) => columnName(i, ctx.defs))];
};

const mainRow = (items: FormItem[], v: ExportValue, ctx: Sheet): OutCell[] => {
  const top = new Map(v.items.filter((i) => i.recordNum === null).map((i) => [i.itemId, i]));
  return [
    v.id,
    v.userName ?? "",
    v.belongName ?? "",
    formatDateTime16(v.createdAt, ctx.timeZone),
    ...items.map((item) =>
      cellOf(item, top.get(Number(item.id)), v.version, ctx, { valueId: v.id, folder: [item.name] }),
    ),
  ];
};

const groupHeader = (g: GroupColumns, ctx: Sheet): OutCell[] => {
  const h = HEAD[ctx.lang];
  return [
    h.no,
    ...(g.outer ? [`${g.outer.name} ${h.record}`] : []),
    h.record,
    ...g.items.map((i) => columnName(i, ctx.defs)),
  ];
};

/** A group form's records of one submission, one row each (keyed by outer record for nested groups). */
const groupRows = (g: GroupColumns, v: ExportValue, ctx: Sheet): OutCell[][] => {
  const ids = new Set(g.items.map((i) => Number(i.id)));
  const records = new Map<string, Map<number, ValueRow>>();
  for (const row of v.items) {
    if (row.recordNum === null || !ids.has(row.itemId)) continue;
    const key = `${row.pid ?? 0}:${row.recordNum}`;
    const record = records.get(key) ?? new Map<number, ValueRow>();
    record.set(row.itemId, row);
    records.set(key, record);
  }
  return [...records].map(([key, record]) => {
    const [pid, recordNum] = key.split(":").map(Number);
    const folder = `${g.group.name} ${g.outer ? `${pid}-` : ""}${recordNum}`;
    return [
      v.id,
      ...(g.outer ? [pid] : []),
      recordNum,
      ...g.items.map((item) =>
        cellOf(item, record.get(Number(item.id)), v.version, ctx, {
          valueId: v.id,
          folder: [folder, item.name],
        }),
      ),
    ];
  });
};

/** A cell as exceljs writes it: formulas neutralised; links only to http(s), or (in a zip) to its files/. */
const outCell = (value: OutCell, zip: boolean): ExcelJS.CellValue => {
  if (typeof value !== "object" || value === null) return neutralise(value);
  const text = String(neutralise(value.text));
  const ok = /^https?:\/\//i.test(value.hyperlink) || (zip && value.hyperlink.startsWith("files/"));
  return ok ? { text, hyperlink: value.hyperlink } : text;
};

/** What an export needs before its first byte: a missing form is refused while an envelope can still answer. */
export type PreparedExport = {
  schoolId: number;
  formId: number;
  taskId?: number;
  name: string;
  columns: FormColumns;
  sheet: Sheet;
  /** The newest submission when the export began: later passes (group sheets) read the same values. */
  maxId: number;
};

export const prepareExport = async (
  db: Db,
  schoolId: number,
  formId: number,
  ctx: Context,
  /** Only the values filled for this task (the task's statistics page exports them). */
  taskId?: number,
): Promise<PreparedExport> => {
  const found = await findFormVersions(db, schoolId, formId);
  if (!found || found.versions.length === 0) throw notFound();
  return {
    schoolId,
    formId,
    taskId,
    name: found.name,
    columns: formColumns(found.versions.map((v) => v.items)),
    sheet: { ...ctx, defs: versionDefs(found.versions), names: await schoolNames(db, schoolId) },
    maxId: await newestValueId(db, schoolId, formId),
  };
};

/** Thrown inside a pass when the reader went away: the export stops reading. */
class Gone extends Error {}

/** Waits while the reader is behind, so that at most about one batch is held between SQL and the socket. */
const roomIn = (out: Writable): Promise<void> =>
  new Promise((resolve, reject) => {
    if (out.destroyed) return reject(new Gone());
    if (!out.writableNeedDrain) return setImmediate(resolve);
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      if (out.destroyed) reject(new Gone());
      else resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });

/** Every submission of the export, batch by batch in id order; `itemIds` narrows the values read. */
async function* batches(db: Db, p: PreparedExport, itemIds?: number[]): AsyncGenerator<ExportValue[]> {
  let afterId = 0;
  for (;;) {
    const batch = await exportValueBatch(db, p.schoolId, p.formId, {
      afterId,
      maxId: p.maxId,
      limit: exportTuning.batchSize,
      taskId: p.taskId,
      itemIds,
    });
    if (batch.length === 0) return;
    yield batch;
    afterId = batch[batch.length - 1]!.id;
    if (batch.length < exportTuning.batchSize) return;
  }
}

/** Resolves one batch's file references to paths in the zip, and queues those files behind values.xlsx. */
type ZipFiles = { forBatch: (values: ExportValue[], items: FormItem[]) => Promise<ZipPaths> };

/**
 * Writes the workbook to `out` as it reads: the main sheet in one pass over the values, then each group form's
 * sheet in a pass of its own (exceljs' streaming writer zips sheets one after another, so a second sheet
 * written at the same time would wait in memory).
 */
const writeWorkbookTo = async (db: Db, p: PreparedExport, out: Writable, zipFiles?: ZipFiles) => {
  const zip = zipFiles !== undefined;
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const taken = new Set<string>();
  const sheetOf = (name: string, header: OutCell[]) => {
    const sheet = book.addWorksheet(sheetName(name, taken));
    sheet.columns = header.map(() => ({ width: 16 }));
    const head = sheet.addRow(header.map((c) => outCell(c, zip)));
    head.font = { bold: true };
    head.commit();
    return sheet;
  };
  const pass = async (
    sheet: ExcelJS.Worksheet,
    items: FormItem[],
    rowsOf: (v: ExportValue, s: Sheet) => OutCell[][],
    itemIds?: number[],
  ) => {
    for await (const values of batches(db, p, itemIds)) {
      const s = zipFiles ? { ...p.sheet, zip: await zipFiles.forBatch(values, items) } : p.sheet;
      for (const v of values)
        for (const row of rowsOf(v, s)) sheet.addRow(row.map((c) => outCell(c, zip))).commit();
      await roomIn(out);
    }
    sheet.commit();
  };
  const items = p.columns.items;
  await pass(sheetOf(p.name, mainHeader(items, p.sheet)), items, (v, s) => [mainRow(items, v, s)]);
  for (const g of p.columns.groups)
    await pass(
      sheetOf(g.group.name, groupHeader(g, p.sheet)),
      g.items,
      (v, s) => groupRows(g, v, s),
      g.items.map((i) => Number(i.id)),
    );
  await book.commit();
};

/** A form's values as .xlsx, written while the reader reads it; a failure after the first byte cuts it short. */
export const xlsxExportStream = (db: Db, p: PreparedExport): Readable => {
  const out = new PassThrough();
  writeWorkbookTo(db, p, out).catch((err) => out.destroy(err instanceof Gone ? undefined : err));
  return out;
};

/** A form's values as .xlsx in one buffer (stored as a file for wx/sendFile). */
export const exportFormValues = async (
  db: Db,
  schoolId: number,
  formId: number,
  ctx: Context,
  taskId?: number,
): Promise<{ name: string; fileName: string; data: Buffer }> => {
  const p = await prepareExport(db, schoolId, formId, ctx, taskId);
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxExportStream(db, p)) chunks.push(chunk as Buffer);
  return { name: p.name, fileName: `${p.name}.xlsx`, data: Buffer.concat(chunks) };
};

const UNSAFE = '/\\:*?"<>|\u007f';

/** A path segment inside the zip: no separators, control characters or leading dots; at most 80 characters. */
export const zipSegment = (name: string): string => {
  const clean = Array.from(name, (ch) => (ch.charCodeAt(0) < 32 || UNSAFE.includes(ch) ? "_" : ch))
    .join("")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .trim();
  if (clean.length <= 80) return clean || "_";
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 && clean.length - dot <= 12 ? clean.slice(dot) : "";
  return `${clean.slice(0, 80 - ext.length).trimEnd()}${ext}`;
};

/** The path itself if free, else with " (2)", " (3)" … before its extension. */
const uniquePath = (path: string, used: Set<string>): string => {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  const cut = dot > slash + 1 ? dot : path.length;
  let candidate = path;
  for (let n = 2; used.has(candidate.toLowerCase()); n++)
    candidate = `${path.slice(0, cut)} (${n})${path.slice(cut)}`;
  used.add(candidate.toLowerCase());
  return candidate;
};

/**
 * A form's values with their files as a zip: values.xlsx first (file cells link to the files' paths in the
 * zip), then every file the values reference under files/<submission>_<filler>/<item>/<name>. Only files of
 * the exporting school are read, by id through the files module; a reference to any other is left unlinked.
 * The list of files to add grows with the number of files (a path and an id each), not with the values.
 */
export const zipExportStream = (db: Db, files: SchoolFiles, p: PreparedExport): Readable => {
  const zip = new yazl.ZipFile();
  const xlsx = new PassThrough();
  zip.addReadStream(xlsx, "values.xlsx", { compress: false });
  const queued: { id: number; path: string }[] = [];
  const used = new Set<string>(["values.xlsx"]);
  const forBatch = async (values: ExportValue[], items: FormItem[]): Promise<ZipPaths> => {
    const byId = new Map(items.map((i) => [Number(i.id), i]));
    const ids = new Set<number>();
    for (const v of values)
      for (const row of v.items) {
        const column = byId.get(row.itemId);
        const item = column && (p.sheet.defs.get(v.version)?.get(String(column.id)) ?? column);
        if (!item || !FILE_CODES.has(specOf(item)?.base ?? 0)) continue;
        for (const f of filesIn(row.val) ?? []) if (Number.isSafeInteger(f.id)) ids.add(f.id as number);
      }
    const known = new Map((await files.find(p.schoolId, [...ids])).map((f) => [f.id, f]));
    const owners = new Map(values.map((v) => [v.id, v]));
    const placed = new Map<string, string>();
    return {
      pathOf: (valueId, fileId, folder) => {
        const file = known.get(fileId);
        const owner = owners.get(valueId);
        if (!file || !owner) return undefined;
        const key = `${valueId}\u0000${folder.join("\u0000")}\u0000${fileId}`;
        const done = placed.get(key);
        if (done) return done;
        const who = zipSegment(`${valueId}_${owner.userName ?? owner.belongName ?? ""}`);
        const path = uniquePath(
          ["files", who, ...folder.map(zipSegment), zipSegment(file.name)].join("/"),
          used,
        );
        placed.set(key, path);
        queued.push({ id: fileId, path });
        return path;
      },
    };
  };
  const output = zip.outputStream as unknown as PassThrough;
  // The reader went away: stop writing the workbook (its pass notices and ends).
  output.on("close", () => xlsx.destroy());
  writeWorkbookTo(db, p, xlsx, { forBatch }).then(
    () => {
      for (const q of queued)
        zip.addReadStreamLazy(q.path, { compress: false }, (cb) => {
          files.open(p.schoolId, q.id).then(
            (stream) => cb(null, stream),
            // A file whose bytes are gone from storage: an empty entry rather than a broken zip.
            () => cb(null, Readable.from([])),
          );
        });
      zip.end();
    },
    (err) => {
      xlsx.destroy();
      output.destroy(err instanceof Gone ? undefined : err);
    },
  );
  return output;
};
