import { z } from "zod";

/**
 * What the import screen of a task shows (SPEC 7 Form import, /v3/formImport/*): the task on top, the
 * template's columns, and the school's roles and duties.
 */

/**
 * Why a task takes no import now (null when it does): a draft, closed, outside its window, its scene hidden,
 * or filled by students or parents (imports fill as teachers).
 */
export const importBlockers = ["draft", "closed", "notOpen", "sceneHidden", "notTeachers"] as const;

export const importTaskDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  scene: z.object({ id: z.number(), name: z.string(), shown: z.boolean() }),
  /** The latest released version is what an import fills (null: never released). */
  form: z.object({ id: z.number(), name: z.string(), version: z.number().nullable() }),
  /** 0 teachers, 1 students, 2 parents; imports go only into tasks teachers fill. */
  fillerType: z.number(),
  /** 1 about students (each row names one by student no.), 0 about the filling teacher. */
  subjectType: z.number(),
  /** 0 draft, 1 published, 2 closed. */
  state: z.number(),
  /** 0 once, 1 daily, 2 weekly. */
  recurrence: z.number(),
  /** The period a value filled now belongs to (one per student and period); null bounds are open. */
  period: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  open: z.boolean(),
  blockedBy: z.enum(importBlockers).nullable(),
  /** The task's imports by state (as commonPercentCount), how many in all, and the values they still hold. */
  imports: z.object({
    total: z.number(),
    waiting: z.number(),
    running: z.number(),
    done: z.number(),
    failed: z.number(),
    cancelled: z.number(),
    refused: z.number(),
    attention: z.number(),
    percent: z.number().nullable(),
    values: z.number(),
  }),
  /** The task's values (drafts and deleted ones left out): in all, and in the current period. */
  values: z.object({ total: z.number(), period: z.number() }),
});
export type ImportTaskDetail = z.infer<typeof importTaskDetailSchema>;

/** A column of the import template: the item its header names and what a cell of it may hold. */
export const importColumnSchema = z.object({
  id: z.number(),
  /** The header, exactly: the import matches columns to items by it. */
  name: z.string(),
  type: z.number(),
  typeName: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Inclusive bounds of a number or score item; the most characters of a text item. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  maxLength: z.number().nullable(),
  /** The choices or format, as the template's "how to fill" sheet says. */
  hint: z.string(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

export const importFormInfoSchema = z.object({
  taskId: z.number(),
  form: z.object({ id: z.number(), name: z.string(), version: z.number() }),
  /** The first column, naming the student a row is about ("学号" or "Student no.", either is read back). */
  studentNoColumn: z.string().nullable(),
  columns: z.array(importColumnSchema),
  /** Items that hold values but no import fills: group records, uploads, pickers, computed items. */
  skipped: z.array(z.object({ id: z.number(), name: z.string(), type: z.number(), typeName: z.string() })),
});
export type ImportFormInfo = z.infer<typeof importFormInfoSchema>;

/**
 * The school's duties and roles, with the ids task filler rules use (kind duty: 1 class leaders, 2 subject
 * teachers, 3 administrators; kind role: the role's id).
 */
export const roleDutyListSchema = z.object({
  duties: z.array(
    z.object({
      id: z.number(),
      key: z.enum(["leader", "subject", "admin"]),
      teachers: z.number(),
      classes: z.number(),
      subjects: z.array(z.string()),
    }),
  ),
  roles: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string(), teachers: z.number() })),
});
export type RoleDutyList = z.infer<typeof roleDutyListSchema>;
