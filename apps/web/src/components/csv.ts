/** CSV files for Excel and WPS: UTF-8 with a byte order mark, CRLF lines, formula injection neutralised. */

const formulaStart = /^[=+\-@\t\r]/;

/** A cell that a spreadsheet would run as a formula gets a leading single quote, so it stays text. */
export const neutraliseCell = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutraliseCell(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A column of an export: its heading and how a row's cell is read. */
export type CsvColumn<T> = { title: string; value: (row: T) => unknown };

export const rowsToCsv = <T>(columns: ReadonlyArray<CsvColumn<T>>, rows: ReadonlyArray<T>): string =>
  toCsv(
    columns.map((c) => c.title),
    rows.map((row) => columns.map((c) => c.value(row))),
  );

/** Hands the text to the browser as a download. */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
