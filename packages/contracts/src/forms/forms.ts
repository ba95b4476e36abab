import { z } from "zod";

/**
 * The forms API (SPEC 7 'Forms', CONTRACT.md 'Forms'): one shape for the server that sends and the web that
 * reads. Items travel as SPEC 3 Form items (serialised FormItems of @eos/forms-core); the server parses
 * them with the engine and never trusts them further than that.
 * Every path exists under both prefixes: /api/v3/eos/form/... and /api/app/eos/form/...
 */
export const formPrefixes = ["/v3", "/app"] as const;

/** A form item as it travels: loose here, checked by forms-core's parseFormItem on the server. */
export const formItemWireSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  name: z.string().optional(),
  type: z.union([z.number(), z.string()]),
});
export type FormItemWire = z.infer<typeof formItemWireSchema> & Record<string, unknown>;

/** Form-level settings (saveSetting). */
export const formSettingsSchema = z.object({
  description: z.string().max(2000).optional(),
  submitText: z.string().max(20).optional(),
  /** Visitors (public link, visitor token) may fill it. */
  allowVisitor: z.boolean().optional(),
  /** A filler may submit more than once. */
  allowRepeat: z.boolean().optional(),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

/** admin/byid: the draft being designed. */
export const formDraftSchema = z.object({
  id: z.number(),
  name: z.string(),
  items: z.array(formItemWireSchema),
  settings: formSettingsSchema,
  /** Latest released version, null before the first release. */
  version: z.number().nullable(),
  /** The draft has changes not yet released. */
  draftChanged: z.boolean(),
  updatedAt: z.string(),
});
export type FormDraft = z.infer<typeof formDraftSchema>;

/** admin/page: a row of the forms list. */
export const formListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  version: z.number().nullable(),
  draftChanged: z.boolean(),
  itemCount: z.number(),
  valueCount: z.number(),
  updatedAt: z.string(),
});
export type FormListItem = z.infer<typeof formListItemSchema>;

/** A release-time problem (forms-core lintForm) with its message in the caller's language. */
export const formLintProblemSchema = z.object({
  itemId: z.union([z.number(), z.string()]).nullable(),
  code: z.string(),
  name: z.string(),
  msg: z.string(),
});
export type FormLintProblem = z.infer<typeof formLintProblemSchema>;

/** A value record as wx/add takes it (CONTRACT.md). */
export const valueRecordSchema = z.object({
  itemId: z.union([z.number(), z.string()]),
  val: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  itemType: z.union([z.number(), z.string(), z.null()]).optional(),
  valOther: z.union([z.string(), z.null()]).optional(),
  recordNum: z.union([z.number(), z.string(), z.null()]).optional(),
  pid: z.union([z.number(), z.string(), z.null()]).optional(),
});
export type ValueRecord = z.infer<typeof valueRecordSchema>;

/** A stored value record as the filler and the data pages read it. */
export const storedValueSchema = z.object({
  itemId: z.number(),
  val: z.string(),
  valOther: z.string(),
  itemType: z.number().nullable(),
  recordNum: z.number().nullable(),
  pid: z.number().nullable(),
  hidden: z.boolean(),
});
export type StoredValue = z.infer<typeof storedValueSchema>;

/** wx/byid: the released version to fill, with quota counts and, with formValId, the value being edited. */
export const fillableFormSchema = z.object({
  id: z.number(),
  name: z.string(),
  version: z.number(),
  items: z.array(formItemWireSchema),
  settings: formSettingsSchema,
  /** Accepted submissions per option that has a quota: { [itemId]: { [optionId]: count } }. */
  optionCounts: z.record(z.string(), z.record(z.string(), z.number())),
  value: z
    .object({
      formValId: z.number(),
      version: z.number(),
      values: z.array(storedValueSchema),
      updatedAt: z.string(),
    })
    .nullable(),
  /** The caller's saved draft (task addDrafts) for this form and task, when there is one and no formValId. */
  draft: z
    .object({
      formValId: z.number(),
      version: z.number(),
      values: z.array(storedValueSchema),
      updatedAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type FillableForm = z.infer<typeof fillableFormSchema>;

/** wx/calculate: the formula (type 30) values the server computes, per group record where they sit in one. */
export const calculatedValuesSchema = z.object({
  values: z.array(
    z.object({
      itemId: z.number(),
      recordNum: z.number().nullable(),
      pid: z.number().nullable(),
      val: z.string(),
    }),
  ),
});
export type CalculatedValues = z.infer<typeof calculatedValuesSchema>;

/** A row of the values list (staff): who filled, when, and the values by item. */
export const formValueRowSchema = z.object({
  formValId: z.number(),
  version: z.number(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  userType: z.number().nullable(),
  belongUserId: z.number().nullable(),
  belongUserName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  values: z.array(storedValueSchema),
});
export type FormValueRow = z.infer<typeof formValueRowSchema>;

/** value/byid: one stored value with the form version it was filled against. */
export const formValueDetailSchema = formValueRowSchema.extend({
  formId: z.number(),
  name: z.string(),
  items: z.array(formItemWireSchema),
});
export type FormValueDetail = z.infer<typeof formValueDetailSchema>;

/** addBatch: one form filled by a teacher for several students (exJson.belongInfos). */
export const belongInfoSchema = z.object({
  stuId: z.union([z.number(), z.string()]),
  queryType: z.union([z.number(), z.string()]).optional(),
});

/** A background import of values (SPEC 7 Form import): its progress and per-row problems. */
export const formImportSchema = z.object({
  id: z.number(),
  formId: z.number(),
  fileName: z.string(),
  /** cancelled: stopped while it waited; refused: an update whose new file had problems (nothing changed). */
  state: z.enum(["waiting", "running", "done", "failed", "cancelled", "refused"]),
  dryRun: z.boolean(),
  percent: z.number(),
  total: z.number(),
  imported: z.number(),
  problems: z.array(z.object({ row: z.number(), name: z.string(), msg: z.string() })),
  /** Set when the rows were imported into a task (each a value about the student it names). */
  taskId: z.number().nullable(),
  createdAt: z.string(),
});
export type FormImport = z.infer<typeof formImportSchema>;

/** An uploaded file as form values carry it (types 6, 28, 29, 31): a JSON list of these. */
export const fileRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  size: z.number(),
  mime: z.string(),
});
export type FileRef = z.infer<typeof fileRefSchema>;
