import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";

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
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
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

/** The first worksheet as rows of trimmed text; fully empty rows are kept as [] so row numbers stay true. */
export const readSheetRows = async (data: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value).trim();
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? "");
  });
  return Array.from(rows, (r) => r ?? []);
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
