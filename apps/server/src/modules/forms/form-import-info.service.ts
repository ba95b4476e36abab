import { type FormItem, isGroupItem, type Lang, parseForm, specOf } from "@eos/forms-core";
import type { Db } from "../../platform/db/client.ts";
import { isLayout } from "./form-columns.ts";
import { importable } from "./form-import.cells.ts";
import { released, STUDENT_NO_HEADERS } from "./form-import.plan.ts";
import { hintOf } from "./form-import.service.ts";
import { countImports, type ImportCounts, taskImportValueCount } from "./form-import-state.store.ts";
import { rangeOf } from "./form-range.service.ts";
import type { FormValueDeps } from "./form-value.tx.ts";

/** A column of the import template: the item its header names, and what a cell of it may hold. */
export type ImportColumn = {
  id: number;
  name: string;
  type: number;
  typeName: string;
  required: boolean;
  options: { id: number; name: string }[];
  min: number | null;
  max: number | null;
  maxLength: number | null;
  /** The choices or the format, as the template's "how to fill" sheet says. */
  hint: string;
};

/** What an import reads of a form's latest released version: the template's columns and what it leaves out. */
export type ImportFormInfo = {
  form: { id: number; name: string; version: number };
  /** Into a task, the first column: the student no. (either language's header is read back). */
  studentNoColumn: string | null;
  columns: ImportColumn[];
  /** Items that hold values but no import fills (group records, uploads, pickers, computed ones). */
  skipped: { id: number; name: string; type: number; typeName: string }[];
};

const typeNameOf = (item: FormItem, lang: Lang) => specOf(item)?.names[lang] ?? String(item.type);

const skippedOf = (items: FormItem[]): FormItem[] =>
  items.flatMap((item) => {
    if (isLayout(item)) return skippedOf(item.childItem);
    if (isGroupItem(item)) return [item];
    return specOf(item)?.holdsValue === true && !importable(item) ? [item] : [];
  });

/**
 * The import template's columns of a form, derived as the template and the import derive them
 * (form-import.plan.ts importColumns), each with its type, whether it is required, its choices and range.
 */
export const importFormInfo = async (
  deps: FormValueDeps,
  schoolId: number,
  formId: number,
  intoTask: boolean,
  lang: Lang,
): Promise<ImportFormInfo> => {
  const v = await released(deps, schoolId, formId);
  const columns = v.columns.map((item) => ({
    id: Number(item.id),
    name: item.name,
    type: item.type,
    typeName: typeNameOf(item, lang),
    required: item.isNull === "N",
    options: item.optionInfos.map((o) => ({ id: Number(o.id), name: o.name })),
    ...(rangeOf(item) ?? { min: null, max: null, maxLength: null }),
    hint: hintOf(item, lang),
  }));
  const skipped = skippedOf(parseForm(v.items).items).map((item) => ({
    id: Number(item.id),
    name: item.name,
    type: item.type,
    typeName: typeNameOf(item, lang),
  }));
  return {
    form: { id: formId, name: v.name, version: v.version },
    studentNoColumn: intoTask ? STUDENT_NO_HEADERS[lang] : null,
    columns,
    skipped,
  };
};

/** A task's imports: how many, by state, and the values they stored that are still there. */
export type TaskImportFigures = ImportCounts & { total: number; values: number };

export const taskImportFigures = async (
  db: Db,
  schoolId: number,
  taskId: number,
): Promise<TaskImportFigures> => {
  const [counts, values] = await Promise.all([
    countImports(db, schoolId, { taskId }),
    taskImportValueCount(db, schoolId, taskId),
  ]);
  const total =
    counts.waiting + counts.running + counts.done + counts.failed + counts.cancelled + counts.refused;
  return { ...counts, total, values };
};
