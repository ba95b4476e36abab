import { z } from "zod";

/**
 * Data collection (SPEC 7 'Scenes and data apps', 'Statistics', App centre to-do): scenes grouped by a
 * classification tree, tasks that send a released form to the people who fill it about the students it
 * concerns, the to-do list, and completion statistics. One shape for the server and the web.
 */

const id = z.coerce.number().int().positive();
const name = z.string().trim().min(1).max(60);

/** A node of the scene classification tree (sceneClassify). */
export type SceneClassifyNode = {
  id: number;
  pid: number | null;
  name: string;
  sort: number;
  sceneCount: number;
  children: SceneClassifyNode[];
};
export const sceneClassifyNodeSchema: z.ZodType<SceneClassifyNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.number().nullable(),
    name: z.string(),
    sort: z.number(),
    sceneCount: z.number(),
    children: z.array(sceneClassifyNodeSchema),
  }),
);
export const sceneClassifyAddSchema = z.object({ pid: id.nullable().optional(), name });
export const sceneClassifyUpdateSchema = z.object({ id, name, pid: id.nullable().optional() });
/** New order of siblings: their ids, first to last. */
export const sceneClassifySortSchema = z.object({ ids: z.array(id).min(1).max(200) });

/**
 * Scene states. `shown` decides whether users see the scene's tasks; `shelved` whether it is published in
 * the area's scene hall. Transitions (SPEC 4): show hidden→shown; hide shown→hidden (refused while
 * shelved); shelve unshelved→shelved (the scene must be shown and hold at least one task); unshelve
 * shelved→unshelved. Anything else is refused with collection_badTransition.
 */
export const sceneActions = ["show", "hide", "shelve", "unshelve"] as const;
export type SceneAction = (typeof sceneActions)[number];

/** A column a scene's lists show (scene column): a task field or a fixed column. */
export const sceneColumnSchema = z.object({
  key: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1).max(30),
});
export type SceneColumn = z.infer<typeof sceneColumnSchema>;

export const sceneSaveSchema = z.object({
  id: id.optional(),
  name,
  classifyId: id.nullable().optional(),
  description: z.string().max(500).default(""),
  /** A file id from /api/oss/upload (an image), or null. */
  coverFileId: id.nullable().optional(),
  columns: z.array(sceneColumnSchema).max(20).default([]),
});
export type SceneSaveInput = z.infer<typeof sceneSaveSchema>;

export const sceneItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  classifyId: z.number().nullable(),
  classifyName: z.string().nullable(),
  description: z.string(),
  coverFileId: z.number().nullable(),
  columns: z.array(sceneColumnSchema),
  shown: z.boolean(),
  shelved: z.boolean(),
  taskCount: z.number(),
  /** Set when the scene was copied from the scene hall. */
  copiedFrom: z.object({ schoolId: z.number(), sceneId: z.number() }).nullable(),
  updatedAt: z.string(),
});
export type SceneItem = z.infer<typeof sceneItemSchema>;

export const scenePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(100).optional(),
  classifyId: id.optional(),
  sortField: z.enum(["name", "updatedAt"]).optional(),
  sortOrder: z.enum(["ascend", "descend"]).optional(),
});

/** A scene in the area's hall, published by another school (or the area itself). */
export const sceneHallItemSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  sceneId: z.number(),
  name: z.string(),
  description: z.string(),
  classifyName: z.string().nullable(),
  taskCount: z.number(),
  /** The caller's school already holds a copy. */
  copied: z.boolean(),
});
export type SceneHallItem = z.infer<typeof sceneHallItemSchema>;
/** The scene to copy: `fromSchoolId` is the school (or area site) that shelved it. */
export const sceneHallCopySchema = z.object({ fromSchoolId: id, sceneId: id });

/** Who fills a task (SPEC 9 role codes): teachers about students of their classes, students, parents. */
export const fillerTypes = [0, 1, 2] as const;
/** SPEC 9 join-time types: 0 unlimited, 1 manual (open until closed), 2 range (startAt to endAt). */
export const joinTimeTypes = [0, 1, 2] as const;
/** 0 once, 1 daily, 2 weekly (weeks start on Monday in the school's time zone). */
export const recurrences = [0, 1, 2] as const;
/** 0 draft, 1 published (open), 2 closed. */
export const taskStates = [0, 1, 2] as const;

/**
 * A rule of who fills a task, over people of its filler type: `all` (id 0) everyone; `duty` (teachers: 1 class
 * leaders, 2 subject teachers, 3 administrators); `role` a teacher role; `org` an org unit and all under it
 * (a department, grade or class: its teachers, its students, or its students' parents); `user` one person.
 */
export const fillerKinds = ["all", "duty", "role", "org", "user"] as const;
export const taskFillerRuleSchema = z.object({
  kind: z.enum(fillerKinds),
  id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type TaskFillerRule = z.infer<typeof taskFillerRuleSchema>;
/** Reminder offsets: minutes before each period's deadline (at most 30 days). */
export const reminderMinutesSchema = z.array(z.number().int().min(1).max(43_200)).max(5);

export const taskSaveSchema = z
  .object({
    id: id.optional(),
    sceneId: id,
    name,
    formId: id,
    fillerType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /**
     * Whom a fill is about (SPEC 9 role codes): 1 students of the task's classes; 0 the filling teacher
     * themself (a teacher task, e.g. open lessons or papers, scored by teacher growth models; teachers fill it).
     */
    subjectType: z.union([z.literal(0), z.literal(1)]).default(1),
    /** The classes whose students the task is about (none for a teacher task). */
    classIds: z.array(id).max(500).default([]),
    joinTimeType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    startAt: z.iso.datetime({ offset: true }).nullable().optional(),
    endAt: z.iso.datetime({ offset: true }).nullable().optional(),
    recurrence: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    description: z.string().max(500).default(""),
    /** Form item ids whose values show in lists of the task's values (autoshow). */
    autoShow: z.array(z.number().int()).max(20).default([]),
    /** Fills wait for a teacher's review (pass, or reject with a comment: the filler fills again). */
    needReview: z.boolean().default(false),
    /**
     * Who fills, beyond the filler type: any rule naming a person lets them fill. None: everyone the task
     * reaches (the teachers, students or parents of its classes; every teacher for a teacher task).
     */
    fillers: z.array(taskFillerRuleSchema).max(500).default([]),
    /** Reminders to those still missing, in minutes before each period's deadline (needs a deadline). */
    reminders: reminderMinutesSchema.default([]),
  })
  .refine((t) => t.joinTimeType !== 2 || (t.startAt && t.endAt && t.startAt < t.endAt), {
    message: "A range task needs a start before its end",
    path: ["endAt"],
  });
export type TaskSaveInput = z.infer<typeof taskSaveSchema>;

export const taskItemSchema = z.object({
  id: z.number(),
  sceneId: z.number(),
  name: z.string(),
  formId: z.number(),
  formName: z.string(),
  fillerType: z.number(),
  /** 1 about students, 0 about the filling teacher themself. */
  subjectType: z.number(),
  classIds: z.array(z.number()),
  classNames: z.array(z.string()),
  joinTimeType: z.number(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  recurrence: z.number(),
  description: z.string(),
  autoShow: z.array(z.number()),
  needReview: z.boolean(),
  /** Who fills (see taskSaveSchema), each with the name of what it names ("" for all and duties). */
  fillers: z.array(taskFillerRuleSchema.extend({ name: z.string() })),
  reminders: z.array(z.number()),
  state: z.number(),
  sort: z.number(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TaskItem = z.infer<typeof taskItemSchema>;

/** One entry of the to-do list (/center/api/getToDoList): a task waiting for the caller. */
export const todoItemSchema = z.object({
  taskId: z.number(),
  taskName: z.string(),
  sceneName: z.string(),
  formId: z.number(),
  fillerType: z.number(),
  /** 0: a teacher task about the caller themself (nobody else is pending); 1: about students. */
  subjectType: z.number(),
  /** The deadline of the current period (end of the day or week for recurring tasks), or null. */
  deadline: z.string().nullable(),
  /** Students still waiting for the caller's fill (teachers: of their classes; parents: their child). */
  pending: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/**
 * One child's part of a parent's to-do (/center/api/getChildrenToDoList): the child, named as the home shows
 * it, and the tasks waiting for the parent about that child. Every child is listed, those with nothing too.
 */
export const childTodoSchema = z.object({
  child: z.object({
    id: z.number(),
    name: z.string(),
    studentNo: z.string(),
    classId: z.number(),
    className: z.string(),
    /** The child the parent's session looks at (switched on the home); tasks of any child can be filled. */
    current: z.boolean(),
  }),
  items: z.array(todoItemSchema),
});
export type ChildTodo = z.infer<typeof childTodoSchema>;

/** Completion of one task in its current period, by class (SPEC 7 Statistics). */
export const taskCompletionSchema = z.object({
  taskId: z.number(),
  taskName: z.string(),
  formId: z.number(),
  needReview: z.boolean(),
  /** Who fills (0 teachers, 1 students, 2 parents). */
  fillerType: z.number(),
  /**
   * 1 about students: `classes` are classes and people students. 0 a teacher task: `classes` are the teachers'
   * departments (each teacher under their first; id 0 and name "" for those in none) and people teachers.
   */
  subjectType: z.number(),
  /** 0 once, 1 daily, 2 weekly. */
  recurrence: z.number(),
  /**
   * Whether the task takes fills after a period's deadline. Always false today: the task gate refuses a fill
   * once its period is over, so every counted fill is on time and `late` is 0.
   */
  acceptsLate: z.boolean(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** The task's periods so far in the school's time zone (this term, from its first publication), newest first. */
  periods: z.array(z.object({ start: z.string().nullable(), end: z.string().nullable() })),
  expected: z.number(),
  filled: z.number(),
  onTime: z.number(),
  late: z.number(),
  classes: z.array(
    z.object({
      classId: z.number(),
      className: z.string(),
      gradeName: z.string(),
      expected: z.number(),
      filled: z.number(),
      onTime: z.number(),
      late: z.number(),
    }),
  ),
});
export type TaskCompletion = z.infer<typeof taskCompletionSchema>;

export const completionPersonSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNo: z.string(),
  classId: z.number(),
  className: z.string(),
  filled: z.boolean(),
  /** The counted value came after the period's deadline. */
  late: z.boolean(),
  filledAt: z.string().nullable(),
  /** Who filled (for parent tasks, the parent's name), or null. */
  filledBy: z.string().nullable(),
  /** The latest value in the period (a rejected one too, so that it can be looked at). */
  formValId: z.number().nullable(),
  /** Review of that value, for tasks that need review: null not reviewed yet, 1 passed, 2 rejected. */
  reviewState: z.number().nullable(),
  reviewComment: z.string().nullable(),
});
export type CompletionPerson = z.infer<typeof completionPersonSchema>;

/** A period of a recurring task, named by its start as `periods` lists it; absent, the current period. */
export const periodParam = z.iso.datetime({ offset: true }).optional();
export const taskCompletionQuerySchema = z.object({ taskId: id, period: periodParam });

export const completionPeopleQuerySchema = z.object({
  taskId: id,
  period: periodParam,
  classId: id.optional(),
  /** all, filled or missing */
  state: z.enum(["all", "filled", "missing"]).default("all"),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});

export const remindSchema = z.object({ taskId: id, classId: id.optional() });
export const missingExportQuerySchema = remindSchema.extend({ period: periodParam });
/** How many people a reminder reached (in-app notices) and how many messages went to the provider. */
export const remindResultSchema = z.object({ notified: z.number(), messages: z.number() });

/** An in-app notice (reminders and other messages to a user). */
export const noticeItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  /** A path inside the web app the notice opens, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** A row of the task progress list: a published task the caller may follow, with its completion now. */
export const taskProgressItemSchema = z.object({
  taskId: z.number(),
  taskName: z.string(),
  sceneId: z.number(),
  sceneName: z.string(),
  formId: z.number(),
  fillerType: z.number(),
  recurrence: z.number(),
  state: z.number(),
  endAt: z.string().nullable(),
  expected: z.number(),
  filled: z.number(),
});
export type TaskProgressItem = z.infer<typeof taskProgressItemSchema>;

export const taskProgressQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(100).optional(),
  sceneId: id.optional(),
});

/** The link a task's QR code carries: the phone filler of the task's form. */
export const taskQrSchema = z.object({ url: z.string(), svg: z.string() });

/** Area drill-down, level 1: each school of the area and its copy of an area scene (SPEC 7 Statistics). */
export const areaSchoolCompletionSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  copied: z.boolean(),
  taskCount: z.number(),
  expected: z.number(),
  filled: z.number(),
});
export type AreaSchoolCompletion = z.infer<typeof areaSchoolCompletionSchema>;

/** Level 2: one school's tasks of the copy, by class. `targetSchoolId` names the school (not the caller's). */
export const areaSchoolClassesSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  tasks: z.array(
    z.object({
      taskId: z.number(),
      taskName: z.string(),
      periodStart: z.string().nullable(),
      periodEnd: z.string().nullable(),
      /** The task's periods so far, newest first (the current one first); pick one by its start. */
      periods: taskCompletionSchema.shape.periods,
      classes: taskCompletionSchema.shape.classes,
    }),
  ),
});
export type AreaSchoolClasses = z.infer<typeof areaSchoolClassesSchema>;

/** A teacher's review of one fill of a task that needs review. */
export const taskReviewSchema = z.object({
  taskId: id,
  formValId: id,
  pass: z.boolean(),
  comment: z.string().trim().max(200).default(""),
});
export type TaskReviewInput = z.infer<typeof taskReviewSchema>;

/** Usage (SPEC 7 /v3/usedCount), for the area: one of its own scenes and how its schools use it. */
export const sceneUsageSchema = z.object({
  sceneId: z.number(),
  name: z.string(),
  shelved: z.boolean(),
  /** Schools in the area. */
  schools: z.number(),
  copiedSchools: z.number(),
  /** Schools whose copy has at least one published (or closed) task. */
  activeSchools: z.number(),
  values: z.number(),
});
export type SceneUsage = z.infer<typeof sceneUsageSchema>;

export const schoolSceneUsageSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  copied: z.boolean(),
  tasks: z.number(),
  values: z.number(),
  lastFillAt: z.string().nullable(),
});
export type SchoolSceneUsage = z.infer<typeof schoolSceneUsageSchema>;
export const usageFilters = ["all", "used", "unused"] as const;

/** Usage by task: a published (1) or closed (2) task of a school's copy of an area scene, and its fills. */
export const taskUsageSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  sceneName: z.string(),
  taskId: z.number(),
  taskName: z.string(),
  state: z.number(),
  publishedAt: z.string().nullable(),
  values: z.number(),
  lastFillAt: z.string().nullable(),
});
export type TaskUsage = z.infer<typeof taskUsageSchema>;

/** A school of the area that uses none of the area's scenes (or not the one asked about). */
export const notUsedSchoolSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  /** Copies it made but published no task in. */
  copies: z.number(),
});
export type NotUsedSchool = z.infer<typeof notUsedSchoolSchema>;

/** Data quality monitoring (SPEC 7 /v3/exposed/taskMonitor): kinds of findings. */
export const monitorKinds = ["lowCompletion", "bulk", "duplicate", "outOfRange"] as const;
export const monitorQuerySchema = z.object({
  kind: z.enum(monitorKinds).default("lowCompletion"),
  /** lowCompletion: tasks below this percent complete. */
  threshold: z.coerce.number().int().min(1).max(100).default(60),
  /** bulk: at least this many values by one person in one minute. */
  minCount: z.coerce.number().int().min(2).max(1000).default(10),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
/**
 * One finding. lowCompletion: a task's expected and filled now. bulk: how many values one person (userName)
 * filled in one minute (at). duplicate: a student with more than one counted value in one period of a task,
 * how many (filled), by whom (userName, comma-separated), the latest (at), and whether the answers are the
 * same (identical). outOfRange: a task with submissions holding values outside the ranges its form states
 * (latest release): how many such submissions (filled) of all its counted ones (expected), the latest (at).
 * schoolName is set for area staff, who monitor every school of the area.
 */
export const monitorRowSchema = z.object({
  kind: z.enum(monitorKinds),
  schoolId: z.number(),
  schoolName: z.string(),
  taskId: z.number(),
  taskName: z.string(),
  sceneName: z.string(),
  expected: z.number(),
  filled: z.number(),
  userName: z.string().nullable(),
  studentName: z.string().nullable(),
  at: z.string().nullable(),
  identical: z.boolean().nullable(),
});
export type MonitorRow = z.infer<typeof monitorRowSchema>;

/** The offending values of one task (outOfRange); siteId: area staff name the task's school. */
export const monitorValuesQuerySchema = z.object({
  taskId: id,
  siteId: id.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
/**
 * One value outside its item's stated range: who filled it, whom it is about (a student, or the teacher of a
 * teacher task, with their class or department), the item, the value, the range (null: open) and when.
 */
export const monitorValueSchema = z.object({
  formValueId: z.number(),
  filledBy: z.string(),
  subjectName: z.string(),
  className: z.string(),
  itemId: z.number(),
  itemName: z.string(),
  value: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  maxLength: z.number().nullable(),
  at: z.string(),
});
export type MonitorValue = z.infer<typeof monitorValueSchema>;
