import { ErrorCode } from "@eos/contracts";
import { type FormItem, isGroupItem, type Lang, parseForm } from "@eos/forms-core";
import { readSheetRows } from "../../platform/files/xlsx.ts";
import { AppError } from "../../platform/http/errors.ts";
import { isLayout } from "./form-columns.ts";
import { cellToValue, importable } from "./form-import.cells.ts";
import { importError, importText } from "./form-import.messages.ts";
import type { ImportProblem } from "./form-import.store.ts";
import { formValueError } from "./form-value.messages.ts";
import { loadVersion } from "./form-value.prepare.ts";
import type { FormValueDeps } from "./form-value.tx.ts";

/** Rows one upload may carry: a school's largest forms are filled by a few thousand people. */
export const IMPORT_MAX_ROWS = 10_000;

/** The first column of a task import's template, in each language; either is read back. */
export const STUDENT_NO_HEADERS: Record<Lang, string> = { "zh-CN": "学号", "en-US": "Student no." };
const studentNoHeaders = new Set(Object.values(STUDENT_NO_HEADERS));

/** The items a row carries, in form order: top-level values, through layout containers, never group records. */
export const importColumns = (items: FormItem[]): FormItem[] =>
  items.flatMap((item) => {
    if (isGroupItem(item)) return [];
    if (isLayout(item)) return importColumns(item.childItem);
    return importable(item) ? [item] : [];
  });

/** The released version (the latest, or the one an import started against) with its importable columns. */
export const released = async (deps: FormValueDeps, schoolId: number, formId: number, version?: number) => {
  const v = await loadVersion(deps, deps.db, schoolId, formId, version);
  if (!v) throw formValueError(404, "notReleased");
  return { ...v, columns: importColumns(parseForm(v.items).items) };
};
export type Released = Awaited<ReturnType<typeof released>>;

export type PlanRow = { row: number; cells: string[] };
export type Plan = {
  rows: PlanRow[];
  byColumn: (FormItem | null)[];
  /** Where the student no. is, for imports into a task; -1 otherwise. */
  studentNoAt: number;
};

/**
 * Reads the upload and matches its first row to the form's items by name; refuses a file that matches none,
 * and, into a task, one without the student no. column.
 */
export const planOf = async (data: Buffer, columns: FormItem[], intoTask: boolean): Promise<Plan> => {
  // The header, the most rows allowed, and one more to tell that there are too many.
  const sheet = await readSheetRows(data, { maxRows: IMPORT_MAX_ROWS + 2 }).catch((e: unknown) => {
    // A file that is no .xlsx at all is bad input, not a fault of the server.
    throw e instanceof AppError ? e : new AppError(400, ErrorCode.badRequest, { key: "import_unreadable" });
  });
  const header = sheet[0] ?? [];
  const byName = new Map(columns.map((c) => [c.name.trim(), c]));
  const byColumn = header.map((h) => byName.get(h.trim()) ?? null);
  if (!byColumn.some(Boolean)) throw importError(400, "noColumns");
  const studentNoAt = intoTask ? header.findIndex((h) => studentNoHeaders.has(h.trim())) : -1;
  if (intoTask && studentNoAt < 0) throw importError(400, "noStudentNo");
  const rows = sheet
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c !== ""));
  if (rows.length === 0) throw importError(400, "noRows");
  if (rows.length > IMPORT_MAX_ROWS) throw importError(400, "tooManyRows", { max: IMPORT_MAX_ROWS });
  return { rows, byColumn, studentNoAt };
};

/** A row's cells in template order (student no. first, into a task), so the error file can be uploaded again. */
export const orderedCells = (plan: Plan, v: Released, uploaded: PlanRow): string[] => {
  const cells = v.columns.map((c) => uploaded.cells[plan.byColumn.indexOf(c)] ?? "");
  return plan.studentNoAt < 0 ? cells : [uploaded.cells[plan.studentNoAt] ?? "", ...cells];
};

type RowRecords = { records: { itemId: number; val: string; valOther: string }[]; problems: ImportProblem[] };

/** The row's values as a submission carries them, or the cells that name no option of their item. */
export const recordsOf = (plan: Plan, row: PlanRow, lang: Lang, ordered: string[]): RowRecords => {
  const out: RowRecords = { records: [], problems: [] };
  plan.byColumn.forEach((item, i) => {
    if (!item) return;
    const cell = cellToValue(item, row.cells[i] ?? "");
    if ("unknownOption" in cell) {
      const params = { name: item.name, value: cell.unknownOption };
      out.problems.push({
        row: row.row,
        name: item.name,
        msg: importText(lang, "unknownOption", params),
        cells: ordered,
      });
    } else if (cell.val !== "") out.records.push({ itemId: Number(item.id), ...cell });
  });
  return out;
};
