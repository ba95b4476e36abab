import { type FormItem, type Lang, specOf } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import { type OutCell, writeWorkbook } from "../../platform/files/xlsx.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { importError } from "./form-import.messages.ts";
import { planOf, released, STUDENT_NO_HEADERS } from "./form-import.plan.ts";
import { findImport, type ImportProblem, insertImport } from "./form-import.store.ts";
import type { FormValueDeps } from "./form-value.tx.ts";

/** The job kind that goes through an import's rows in the background. */
export const IMPORT_JOB = "forms.import";
/** Attempts of an import's job; its last failed attempt marks the import failed. */
export const IMPORT_MAX_ATTEMPTS = 3;

/** What the job carries: the import (its upload stays in form_import_file), and who imports, as checked. */
export type ImportPayload = { importId: number; version: number; lang: Lang; auth: AuthContext };

export type ImportDeps = FormValueDeps & { jobs: Pick<Jobs, "enqueue"> };

const HINT: Record<Lang, { sheet: string; head: string[]; required: string; optional: string }> = {
  "zh-CN": {
    sheet: "填写说明",
    head: ["字段", "类型", "必填", "可选值或格式"],
    required: "是",
    optional: "否",
  },
  "en-US": {
    sheet: "How to fill",
    head: ["Item", "Type", "Required", "Choices or format"],
    required: "yes",
    optional: "no",
  },
};

const FORMATS: Record<string, Record<Lang, string>> = {
  date: { "zh-CN": "日期，如 2026-09-01", "en-US": "a date, e.g. 2026-09-01" },
  datetime: { "zh-CN": "日期时间，如 2026-09-01 08:30", "en-US": "a date and time, e.g. 2026-09-01 08:30" },
  options: { "zh-CN": "多个选项用逗号分隔", "en-US": "separate several choices with commas" },
  cascade: { "zh-CN": "各级编码用 / 分隔", "en-US": "codes of each level separated by /" },
};

/** How to fill an item's cell: its choices, or the format a cell takes. */
export const hintOf = (item: FormItem, lang: Lang): string => {
  const kind = specOf(item)?.value ?? "text";
  const names = item.optionInfos.map((o) => o.name).join(lang === "zh-CN" ? "、" : ", ");
  if (kind === "option") return names;
  if (kind === "options") return `${names} (${FORMATS.options[lang]})`;
  if (kind === "cascade" || kind === "cascadeMulti") return FORMATS.cascade[lang];
  return FORMATS[kind]?.[lang] ?? "";
};

/**
 * The template: one column per importable item (into a task, the student no. first), and a sheet that says
 * how to fill each.
 */
export const importTemplate = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { formId: number; taskId?: number },
  lang: Lang,
) => {
  if (input.taskId !== undefined) await checkTask(deps, auth, input.taskId, input.formId);
  const v = await released(deps, auth.schoolId, input.formId);
  const h = HINT[lang];
  const studentNo = input.taskId === undefined ? [] : [STUDENT_NO_HEADERS[lang]];
  const notes: OutCell[][] = [
    h.head,
    ...studentNo.map((name) => [name, "", h.required, ""]),
    ...v.columns.map((item) => [
      item.name,
      specOf(item)?.names[lang] ?? "",
      item.isNull === "N" ? h.required : h.optional,
      hintOf(item, lang),
    ]),
  ];
  const data = await writeWorkbook([
    { name: v.name.slice(0, 28) || "Sheet", rows: [[...studentNo, ...v.columns.map((c) => c.name)]] },
    { name: h.sheet, rows: notes },
  ]);
  return { fileName: `${v.name}-template.xlsx`, data };
};

/**
 * Into a task: it must use this form and be open, and be one that teachers fill. The task gate admits only
 * the task's own kind of filler, so an administrator cannot import on behalf of students or parents.
 */
const checkTask = async (deps: FormValueDeps, auth: AuthContext, taskId: number, formId: number) => {
  if (!deps.taskGate) throw badRequest("taskId");
  const { fillerType } = await deps.taskGate.check(auth, { taskId, formId });
  if (fillerType !== 0) throw importError(400, "taskTeachersOnly");
};

/**
 * Starts an import (or a dry run) of an uploaded .xlsx: the record, its upload and its job are stored in one
 * transaction, and the answer is the import's id at once; the job goes through the rows (form-import.job.ts).
 */
export const startImport = async (
  deps: ImportDeps,
  auth: AuthContext,
  input: {
    formId: number;
    taskId?: number;
    fileName: string;
    data: Buffer;
    dryRun: boolean;
    /** An update: the import whose values this one's rows replace (form-import-update.job.ts). */
    replacesId?: number;
    /** A sync: the check whose kept upload this import stores (form-import-sync.service.ts). */
    syncedFrom?: number;
  },
  lang: Lang,
): Promise<{ id: number }> => {
  if (input.taskId !== undefined) await checkTask(deps, auth, input.taskId, input.formId);
  const v = await released(deps, auth.schoolId, input.formId);
  const plan = await planOf(input.data, v.columns, input.taskId !== undefined);
  const id = await deps.db.transaction(async (tx) => {
    const importId = await insertImport(tx, auth.schoolId, {
      formId: input.formId,
      taskId: input.taskId ?? null,
      fileName: input.fileName.slice(0, 200),
      dryRun: input.dryRun,
      total: plan.rows.length,
      createdBy: auth.userId,
      data: input.data,
      replacesId: input.replacesId,
      syncedFrom: input.syncedFrom,
    });
    const payload: ImportPayload = { importId, version: v.version, lang, auth };
    await deps.jobs.enqueue({
      schoolId: auth.schoolId,
      kind: IMPORT_JOB,
      payload,
      createdBy: auth.userId,
      maxAttempts: IMPORT_MAX_ATTEMPTS,
      tx,
    });
    return importId;
  });
  return { id };
};

/** The rows that did not import, as uploaded, with a last column saying why: fix them and upload this file. */
export const importErrorFile = async (deps: FormValueDeps, auth: AuthContext, id: number, lang: Lang) => {
  const found = await findImport(deps.db, auth.schoolId, id);
  if (!found) throw notFound();
  if (found.state !== "done" && found.state !== "failed" && found.state !== "refused")
    throw importError(400, "notDone");
  const v = await released(deps, auth.schoolId, found.formId);
  const byRow = new Map<number, ImportProblem[]>();
  for (const p of found.problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), p]);
  const names = [
    ...(found.taskId === null ? [] : [STUDENT_NO_HEADERS[lang]]),
    ...v.columns.map((c) => c.name),
  ];
  const head = [...names, lang === "zh-CN" ? "错误原因" : "Problem"];
  const rows: OutCell[][] = [...byRow.values()].map((ps) => {
    const cells = ps[0].cells.slice(0, names.length);
    return [
      ...cells,
      ...Array(Math.max(0, names.length - cells.length)).fill(""),
      ps.map((p) => p.msg).join("; "),
    ];
  });
  return {
    fileName: `${found.fileName.replace(/\.xlsx$/i, "")}-errors.xlsx`,
    data: await writeWorkbook([{ name: "Errors", rows: [head, ...rows] }]),
  };
};
