import type { Readable } from "node:stream";
import { ErrorCode } from "@eos/contracts";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../http/errors.ts";
import { checkedEntries, inflatedEntry, ZipCapError, type ZipCaps, zipCaps } from "./zip-caps.ts";

export type CellValue = string | number | null;
/** A cell that links somewhere (files in exports); only http(s) addresses become links. */
export type LinkCell = { text: string; hyperlink: string };
export type OutCell = CellValue | LinkCell;

const isLink = (value: OutCell): value is LinkCell => typeof value === "object" && value !== null;
const outCell = (value: OutCell): ExcelJS.CellValue => {
  if (!isLink(value)) return neutralise(value);
  const text = String(neutralise(value.text));
  return /^https?:\/\//i.test(value.hyperlink) ? { text, hyperlink: value.hyperlink } : text;
};

/** The text a person sees in a cell, whatever Excel, WPS or LibreOffice stored there. */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    // A formula's error result reaches the streaming reader as NaN: it shows no text, as an error cell.
    if (Number.isNaN(value)) return "";
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  // Spreadsheet dates carry no zone: exceljs hands them over as UTC, so the UTC fields are what was typed.
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.slice(11, 16) === "00:00" ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if ("richText" in value) return value.richText.map((r) => r.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  return "";
};

/** An .xlsx is read in memory, so it may unpack to less in total than an archive, which is spooled to disk. */
export const xlsxCaps: ZipCaps = { ...zipCaps, totalBytes: 100 * 1024 * 1024 };

/**
 * exceljs's streaming reader, fed one part at a time. Its own entry point unzips with a parser that trusts
 * local headers and inflates without limit, so each part is inflated here (yauzl, within its declared size)
 * and handed to the reader's part parsers: internals of exceljs 4.4, covered by the import tests.
 */
type PartReader = {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
};

/** The last row number Excel, WPS and LibreOffice allow. */
const EXCEL_ROWS = 1_048_576;
const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The first sheet in the workbook's own order; failing that, the lowest-numbered sheet part. */
const firstSheet = (reader: PartReader, parts: Map<string, Entry>): Entry | undefined => {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target;
  const named = target && parts.get(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
  if (named) return named;
  const number = (e: Entry) => Number(SHEET_PART.exec(e.fileName)?.[1] ?? Number.POSITIVE_INFINITY);
  return [...parts.values()]
    .filter((e) => SHEET_PART.test(e.fileName))
    .sort((a, b) => number(a) - number(b))[0];
};

/** A part as text (UTF-8 decoded across chunk boundaries, which exceljs does not do itself). */
const textOf = async (zip: ZipFile, entry: Entry) => (await inflatedEntry(zip, entry)).setEncoding("utf8");

/** Runs a parser that keeps what it reads (shared strings cached in the reader). */
const drain = async (events: AsyncIterable<unknown>) => {
  for await (const _ of events);
};

/** Reads the parts the first sheet's cells need (styles give dates, shared strings give text), then it. */
const sheetRows = async (zip: ZipFile, parts: Map<string, Entry>) => {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as unknown as string, {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
  }) as unknown as PartReader;
  const part = (name: string) => parts.get(name);
  const rels = part("xl/_rels/workbook.xml.rels");
  if (rels) await reader._parseRels(await textOf(zip, rels));
  const book = part("xl/workbook.xml");
  if (book) await reader._parseWorkbook(await textOf(zip, book));
  const styles = part("xl/styles.xml");
  if (styles) await reader._parseStyles(await textOf(zip, styles));
  const strings = part("xl/sharedStrings.xml");
  if (strings) await drain(reader._parseSharedStrings(await textOf(zip, strings)));
  const sheet = firstSheet(reader, parts);
  if (!sheet) return undefined;
  const no = SHEET_PART.exec(sheet.fileName)?.[1] ?? "1";
  return [...reader._parseWorksheet(await textOf(zip, sheet), no)][0]?.value;
};

/** The cells of a row as trimmed text, by column. */
const rowTexts = (row: ExcelJS.Row): string[] => {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: true }, (cell, col) => {
    cells[col - 1] = cellText(cell.value).trim();
  });
  return Array.from(cells, (c) => c ?? "");
};

const refusal = (e: ZipCapError) => {
  const limit = e.refusal === "total" ? Math.round(e.limit / 1024 / 1024) : e.limit;
  return new AppError(400, ErrorCode.badRequest, { key: `xlsx_${e.refusal}`, params: { limit } });
};

/**
 * The first worksheet as rows of trimmed text; fully empty rows are kept as [] so row numbers stay true.
 * The zip is checked against `xlsxCaps` before anything is inflated (a refusal is a 400 AppError) and rows are
 * streamed; with `maxRows`, reading stops after that many rows that hold something (the caller's row limit,
 * plus the header and one more, still tells it the file is too long).
 */
export const readSheetRows = async (data: Buffer, opts: { maxRows?: number } = {}): Promise<string[][]> => {
  const zip = await yauzl.fromBufferPromise(data, {
    lazyEntries: true,
    autoClose: false,
    // Sizes are counted by inflatedEntry, which can say which cap a file passed.
    validateEntrySizes: false,
  });
  try {
    const parts = new Map((await checkedEntries(zip, xlsxCaps)).map((e) => [e.fileName, e]));
    const sheet = await sheetRows(zip, parts);
    const rows: string[][] = [];
    let filled = 0;
    for await (const row of sheet ?? []) {
      const cells = rowTexts(row);
      const number = Number.isInteger(row.number) ? row.number : rows.length + 1;
      // Rows are kept by number: a made-up number past a sheet's last row would make a huge array.
      if (number < 1 || number > EXCEL_ROWS) throw new Error(`row number ${number} is outside a sheet`);
      rows[number - 1] = cells;
      if (cells.some((c) => c !== "")) filled += 1;
      if (opts.maxRows !== undefined && filled >= opts.maxRows) break;
    }
    return Array.from(rows, (r) => r ?? []);
  } catch (e) {
    throw e instanceof ZipCapError ? refusal(e) : e;
  } finally {
    zip.close();
  }
};

/** Text that a spreadsheet would run as a formula is written with a leading quote (DESIGN.md 'Security'). */
export const neutralise = (value: CellValue): CellValue =>
  typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export const writeWorkbook = async (sheets: { name: string; rows: OutCell[][] }[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    for (const row of s.rows) sheet.addRow(row.map(outCell));
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column) => {
      column.width = 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Sends an .xlsx as a download; RFC 5987: the name in UTF-8 for browsers, an ASCII fallback for the rest. */
export const sendXlsx = (reply: FastifyReply, fileName: string, data: Buffer) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return reply
    .type(XLSX_TYPE)
    .header(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(data);
};
