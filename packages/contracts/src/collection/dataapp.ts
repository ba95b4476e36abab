import { z } from "zod";

/**
 * Data apps (SPEC 7 "report data app CRUD and state"): a report over one task's values with chosen columns,
 * saved filters and a sort, switched on (visible to the task's followers) and off (its managers only).
 */
export const dataAppFixedColumns = ["student", "class", "filler", "filledAt"] as const;
export type DataAppFixedColumn = (typeof dataAppFixedColumns)[number];

/** A column: one of the fixed columns, or `item:<id>` for a top-level item of the task's form. */
export const dataAppColumnSchema = z
  .string()
  .regex(/^(student|class|filler|filledAt|item:[1-9][0-9]{0,15})$/, "unknown column");

const date10 = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");

/** equals (an option id for option items), contains (text), range (number items; either end may be open). */
export const dataAppConditionSchema = z
  .object({
    itemId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    op: z.enum(["eq", "contains", "range"]),
    value: z.string().max(200).optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
  })
  .refine((c) => (c.op === "range" ? c.min !== undefined || c.max !== undefined : c.value !== undefined), {
    message: "range needs min or max; equals and contains need a value",
  })
  .refine((c) => c.op !== "range" || c.min === undefined || c.max === undefined || c.min <= c.max, {
    message: "min must not exceed max",
  });
export type DataAppCondition = z.infer<typeof dataAppConditionSchema>;

export const dataAppFiltersSchema = z
  .object({
    classIds: z.array(z.number().int().positive()).max(200).default([]),
    from: date10.optional(),
    to: date10.optional(),
    items: z.array(dataAppConditionSchema).max(20).default([]),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "from must not be after to" });
export type DataAppFilters = z.infer<typeof dataAppFiltersSchema>;

export const dataAppSortSchema = z.object({
  column: dataAppColumnSchema,
  order: z.enum(["asc", "desc"]),
});
export type DataAppSort = z.infer<typeof dataAppSortSchema>;

export const dataAppSaveSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  taskId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: z.string().trim().min(1).max(100),
  columns: z.array(dataAppColumnSchema).min(1).max(40),
  filters: dataAppFiltersSchema.default({ classIds: [], items: [] }),
  sort: dataAppSortSchema.default({ column: "filledAt", order: "desc" }),
});
export type DataAppSave = z.input<typeof dataAppSaveSchema>;

export const dataAppStateSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** 1 on: the task's followers see it; 0 off: only those who manage data apps. */
  state: z.union([z.literal(0), z.literal(1)]),
});

export const dataAppPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(100).optional(),
  taskId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  state: z.coerce.number().int().min(0).max(1).optional(),
});

export const dataAppSchema = z.object({
  id: z.number(),
  taskId: z.number(),
  taskName: z.string(),
  formId: z.number(),
  name: z.string(),
  columns: z.array(z.string()),
  filters: z.object({
    classIds: z.array(z.number()),
    from: z.string().optional(),
    to: z.string().optional(),
    items: z.array(
      z.object({
        itemId: z.number(),
        op: z.enum(["eq", "contains", "range"]),
        value: z.string().optional(),
        min: z.number().optional(),
        max: z.number().optional(),
      }),
    ),
  }),
  sort: z.object({ column: z.string(), order: z.enum(["asc", "desc"]) }),
  state: z.number(),
  updatedAt: z.string(),
  /** The caller may edit, switch and delete it. */
  canManage: z.boolean(),
  /** Over a teacher task: rows are about teachers, narrowed by department instead of class. */
  teacherTask: z.boolean(),
});
export type DataApp = z.infer<typeof dataAppSchema>;

/** The viewer's own narrowing on top of the saved filters, and a sort of their own. */
export const dataAppDataQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  classId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  from: date10.optional(),
  to: date10.optional(),
  sortColumn: dataAppColumnSchema.optional(),
  sortOrder: z.enum(["asc", "desc"]).optional(),
});
export type DataAppDataQuery = z.infer<typeof dataAppDataQuerySchema>;

export const dataAppHeadSchema = z.object({
  column: z.string(),
  title: z.string(),
  /** The item's value kind (number items sort and filter as numbers); "" for fixed columns. */
  kind: z.string(),
});

/** A page of rows: cells in the order of `heads`, as display text. */
export const dataAppDataSchema = z.object({
  heads: z.array(dataAppHeadSchema),
  list: z.array(z.object({ formValueId: z.number(), cells: z.array(z.string()) })),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type DataAppData = z.infer<typeof dataAppDataSchema>;

/** The items of a task's form a data app can show and filter on (top-level items that hold a value). */
export const dataAppItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  options: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DataAppItem = z.infer<typeof dataAppItemSchema>;
