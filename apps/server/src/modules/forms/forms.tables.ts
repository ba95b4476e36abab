import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

const schoolId = schoolIdColumn;
const createdAt = createdAtColumn;

/** Item ids come from one sequence, so an id names the same item in every version of its form. */
export const formItemIdSeq = pgSequence("form_item_id_seq", { startWith: 1000 });

/**
 * A form definition. `draft` is the item tree being designed (serialised FormItems, children inside);
 * releasing freezes it into form_version. `version` is the latest released version, null before release.
 */
export const form = pgTable(
  "form",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    draft: jsonb("draft").notNull().default([]),
    /** Form-level settings (saveSetting): description, submit text, visitor filling allowed, … */
    settings: jsonb("settings").notNull().default({}),
    version: integer("version"),
    /** True when the draft differs from the latest released version. */
    draftChanged: boolean("draft_changed").notNull().default(true),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/** An immutable released version: values point at it, so editing the form never changes old data. */
export const formVersion = pgTable(
  "form_version",
  {
    schoolId: schoolId(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    items: jsonb("items").notNull(),
    releasedBy: bigint("released_by", { mode: "number" }),
    releasedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.formId, t.version] }),
    foreignKey({ columns: [t.schoolId, t.formId], foreignColumns: [form.schoolId, form.id] }),
  ],
);

/**
 * One submission of a form (a "form value"). `userId`/`userType` is who filled it; `belongUserId` the
 * student it is about when someone fills for others; `visitorId` for visitor submissions.
 */
export const formValue = pgTable(
  "form_value",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    version: integer("version").notNull(),
    taskId: bigint("task_id", { mode: "number" }),
    userId: bigint("user_id", { mode: "number" }),
    /** 0 teacher, 1 student, 2 parent (SPEC 9 role codes); null for visitors. */
    userType: smallint("user_type"),
    userName: text("user_name"),
    belongUserId: bigint("belong_user_id", { mode: "number" }),
    visitorId: bigint("visitor_id", { mode: "number" }),
    /** A draft (task addDrafts) is kept but not counted as submitted. */
    draft: boolean("draft").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({
      columns: [t.schoolId, t.formId, t.version],
      foreignColumns: [formVersion.schoolId, formVersion.formId, formVersion.version],
    }),
    index("form_value_form_idx").on(t.schoolId, t.formId, t.createdAt),
    index("form_value_user_idx").on(t.schoolId, t.userId),
    // Task completion and the to-do list look values up by task and the student they are about.
    index("form_value_task_idx").on(t.schoolId, t.taskId, t.belongUserId),
  ],
);

/** One item's value in a submission; group records carry recordNum (1, 2, …) and pid for nested groups. */
export const formValueItem = pgTable(
  "form_value_item",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    formValueId: bigint("form_value_id", { mode: "number" }).notNull(),
    itemId: bigint("item_id", { mode: "number" }).notNull(),
    itemType: smallint("item_type"),
    recordNum: integer("record_num"),
    pid: integer("pid"),
    val: text("val").notNull(),
    valOther: text("val_other").notNull().default(""),
    /** showState 4 or a hidden state: stored, marked hidden whatever the client says (SPEC 4). */
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.formValueId], foreignColumns: [formValue.schoolId, formValue.id] }),
    index("form_value_item_value_idx").on(t.schoolId, t.formValueId),
    index("form_value_item_item_idx").on(t.schoolId, t.itemId),
  ],
);

/** How many accepted submissions chose an option with a quota; incremented under a row lock. */
export const formOptionCount = pgTable(
  "form_option_count",
  {
    schoolId: schoolId(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    itemId: bigint("item_id", { mode: "number" }).notNull(),
    optionId: text("option_id").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.formId, t.itemId, t.optionId] }),
    foreignKey({ columns: [t.schoolId, t.formId], foreignColumns: [form.schoolId, form.id] }),
  ],
);

/** Auto-number counters (type 54): one row per item and scope (all, a year, a month, a day). */
export const formAutoNumber = pgTable(
  "form_auto_number",
  {
    schoolId: schoolId(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    itemId: bigint("item_id", { mode: "number" }).notNull(),
    scope: text("scope").notNull(),
    last: bigint("last", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.formId, t.itemId, t.scope] }),
    foreignKey({ columns: [t.schoolId, t.formId], foreignColumns: [form.schoolId, form.id] }),
  ],
);

/**
 * Idempotency-Key answers, kept 24 h. The key row is inserted in the submission's own transaction, so a
 * repeat either waits for the first and reads its answer, or finds it stored.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    schoolId: schoolId(),
    /** Who sent it: "u<userId>" or "v<visitorId>", so two callers never share a key. */
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of route and body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.caller, t.key] }),
    index("idempotency_key_created_idx").on(t.createdAt),
  ],
);

/** Background imports of form values from .xlsx: progress survives a restart. */
export const formImport = pgTable(
  "form_import",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    fileName: text("file_name").notNull(),
    /**
     * waiting | running | done | failed | cancelled | refused (form-import-state.ts: who moves it where;
     * refused is an update whose new file had problems, so nothing was changed).
     */
    state: text("state").notNull().default("waiting"),
    dryRun: boolean("dry_run").notNull().default(false),
    percent: smallint("percent").notNull().default(0),
    total: integer("total").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    problems: jsonb("problems").notNull().default([]),
    /** Into a task: each row is a value of the task about the student it names (collection's task). */
    taskId: bigint("task_id", { mode: "number" }),
    /**
     * Rows gone through, saved with `imported` and `problems` in one update: a run resumed after a restart
     * starts here, so the counts stay exact.
     */
    rowsDone: integer("rows_done").notNull().default(0),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * An update ("update excel data"): the import whose stored values this one's rows replace. Not a foreign
     * key: deleting the earlier import (once no update of it runs) leaves its updates' history alone.
     */
    replacesId: bigint("replaces_id", { mode: "number" }),
    /** When someone marked the finished import as seen (updatePercentState); it then asks for no attention. */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /**
     * "Sync excel data": the finished check (a dry run) whose kept upload this import stores. Not a foreign
     * key, as replacesId; unique, so a check is committed once however often it is asked.
     */
    syncedFrom: bigint("synced_from", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.formId], foreignColumns: [form.schoolId, form.id] }),
    // One update of an import at a time: two running at once would each delete the other's rows.
    uniqueIndex("form_import_active_update_uq")
      .on(t.schoolId, t.replacesId)
      .where(sql`${t.replacesId} is not null and ${t.state} in ('waiting', 'running')`),
    uniqueIndex("form_import_synced_from_uq")
      .on(t.schoolId, t.syncedFrom)
      .where(sql`${t.syncedFrom} is not null`),
  ],
);

/** Bytes in PostgreSQL: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/**
 * The uploaded .xlsx of an import, kept until its job finishes so that a run resumed after a restart reads
 * the same file; a finished check keeps it until it is synced (the synced import takes it over) or a later
 * check of the same person supersedes it. Stored in the database (not the files platform) so that the import row, its file and its
 * job are created in one transaction, and go away together.
 */
export const formImportFile = pgTable(
  "form_import_file",
  {
    schoolId: schoolId(),
    importId: bigint("import_id", { mode: "number" }).notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.importId] }),
    foreignKey({
      columns: [t.schoolId, t.importId],
      foreignColumns: [formImport.schoolId, formImport.id],
    }).onDelete("cascade"),
  ],
);

/**
 * The values an import stored (into a task or not): an import's delete takes back exactly these, and nothing
 * another import or a person filled. A row is written after its submission; a run resumed after a restart
 * replays the row's submission under its key, gets the same values, and writes them then.
 */
export const formImportValue = pgTable(
  "form_import_value",
  {
    schoolId: schoolId(),
    importId: bigint("import_id", { mode: "number" }).notNull(),
    valueId: bigint("value_id", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.importId, t.valueId] }),
    foreignKey({
      columns: [t.schoolId, t.importId],
      foreignColumns: [formImport.schoolId, formImport.id],
    }).onDelete("cascade"),
  ],
);

/** Dictionaries for cascades and select lists (dict query by type): a tree per type. */
export const dictEntry = pgTable(
  "dict_entry",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    type: text("type").notNull(),
    pid: bigint("pid", { mode: "number" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("dict_entry_code_uq").on(t.schoolId, t.type, t.code),
  ],
);

/** A school's own form templates (custom template init and delete): a form's items, to start new forms from. */
export const formTemplate = pgTable(
  "form_template",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** Serialised items whose ids are template-local (`t<n>`), so every form made from it gets fresh ids. */
    items: jsonb("items").notNull(),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/**
 * getMatchInfo / saveMatch: which profile field (dbItemName: name, studentNo, …) pre-fills an item of a form,
 * so a filler finds their own details already filled in.
 */
export const formMatch = pgTable(
  "form_match",
  {
    schoolId: schoolId(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    itemId: bigint("item_id", { mode: "number" }).notNull(),
    dbItemName: text("db_item_name").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.formId, t.itemId] }),
    foreignKey({ columns: [t.schoolId, t.formId], foreignColumns: [form.schoolId, form.id] }),
  ],
);

/**
 * QR variables (get and add): names a QR code item (type 58) may embed as {name}; built-in ones (stuId,
 * formId, …) need no row, a form's own carry a fixed value.
 */
export const formQrVariable = pgTable(
  "form_qr_variable",
  {
    schoolId: schoolId(),
    formId: bigint("form_id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.formId, t.name] }),
    foreignKey({ columns: [t.schoolId, t.formId], foreignColumns: [form.schoolId, form.id] }),
  ],
);
