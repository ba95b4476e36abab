import ExcelJS from "exceljs";

export type CellValue = string | number | null;

/** The text a person sees in a cell, whatever Excel, WPS or LibreOffice stored there. */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
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

export const writeWorkbook = async (sheets: { name: string; rows: CellValue[][] }[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    for (const row of s.rows) sheet.addRow(row.map(neutralise));
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column) => {
      column.width = 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
