import { readSheetRows } from "../../platform/files/xlsx.ts";
import { AppError } from "../../platform/http/errors.ts";

/**
 * What every people import shares: reading the first sheet, finding columns by their header in either
 * language, one problem per bad cell (nothing thrown), duplicate checks within the file, batched writes.
 */

export type ImportProblem = { row: number; column: string; code: string; value?: string };

/** Column → accepted header texts, [zh-CN, en-US] first (they are the template's headers), then aliases. */
export type ImportColumns<C extends string> = Record<C, readonly string[]>;

/** Reads one cell of the current row by column; "" when the column is absent. */
export type CellOf<C extends string> = (column: C) => string;

export const MAX_IMPORT_ROWS = 20_000;
const BATCH = 1000;

export const inBatches = async <T>(items: T[], work: (part: T[]) => Promise<void>) => {
  for (let i = 0; i < items.length; i += BATCH) await work(items.slice(i, i + BATCH));
};

export const headerIndex = <C extends string>(
  header: string[],
  columns: ImportColumns<C>,
  required: readonly C[],
): { index: Partial<Record<C, number>>; missing: C[] } => {
  const index: Partial<Record<C, number>> = {};
  const normal = header.map((h) => h.trim().toLowerCase());
  for (const [column, names] of Object.entries(columns) as [C, readonly string[]][]) {
    const accepted = names.map((n) => n.toLowerCase());
    const at = normal.findIndex((h) => accepted.includes(h));
    if (at >= 0) index[column] = at;
  }
  return { index, missing: required.filter((c) => index[c] === undefined) };
};

export type RowReader<C extends string, R> = (
  cell: CellOf<C>,
  row: number,
  fail: (column: C, code: string, value?: string) => void,
) => R;

/**
 * The sheet's rows read by `readRow`, each with its spreadsheet row number; wholly empty rows are skipped.
 * A sheet that cannot be read, lacks a required column, has too many rows or none adds its problem.
 */
export const readImportSheet = async <C extends string, R>(
  data: Buffer,
  columns: ImportColumns<C>,
  required: readonly C[],
  readRow: RowReader<C, R>,
  problems: ImportProblem[],
): Promise<R[]> => {
  let sheet: string[][];
  try {
    // The header, the most rows allowed, and one more to tell that there are too many.
    sheet = await readSheetRows(data, { maxRows: MAX_IMPORT_ROWS + 2 });
  } catch (e) {
    // A file refused whole (a zip bomb) is the request's error, not a problem of a row.
    if (e instanceof AppError) throw e;
    problems.push({ row: 0, column: "", code: "unreadable" });
    return [];
  }
  const { index, missing } = headerIndex(sheet[0] ?? [], columns, required);
  for (const column of missing) problems.push({ row: 1, column, code: "missingColumn" });
  if (missing.length) return [];
  if (sheet.length - 1 > MAX_IMPORT_ROWS) {
    problems.push({ row: 0, column: "", code: "tooManyRows", value: String(MAX_IMPORT_ROWS) });
    return [];
  }
  const names = Object.keys(columns) as C[];
  const rows: R[] = [];
  sheet.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const cell: CellOf<C> = (c) => (index[c] === undefined ? "" : (cells[index[c] as number] ?? "").trim());
    if (names.every((c) => cell(c) === "")) return;
    rows.push(readRow(cell, row, (column, code, value) => problems.push({ row, column, code, value })));
  });
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 0, column: "", code: "empty" });
  return rows;
};

/** A problem for each row that repeats another row's value (blank values are not compared). */
export const duplicatesInFile = <R extends { row: number }>(
  rows: R[],
  keys: Record<string, (r: R) => string>,
  problems: ImportProblem[],
) => {
  for (const [column, read] of Object.entries(keys)) {
    const seen = new Map<string, number>();
    for (const r of rows) {
      const value = read(r);
      if (!value) continue;
      const first = seen.get(value);
      if (first !== undefined) problems.push({ row: r.row, column, code: "duplicate", value: String(first) });
      else seen.set(value, r.row);
    }
  }
};

/** Problems in row order, at most a thousand (a file that bad is best fixed from the first ones). */
export const sortedProblems = (problems: ImportProblem[]) =>
  problems.sort((a, b) => a.row - b.row).slice(0, 1000);

export const genders: Record<string, number> = {
  男: 1,
  女: 2,
  m: 1,
  f: 2,
  male: 1,
  female: 2,
  "1": 1,
  "2": 2,
};

export const ACCOUNT = /^[A-Za-z0-9]{3,12}$/;
export const MOBILE = /^1[3-9]\d{9}$/;
