import { bigint, pgView, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Submitted (not draft, not deleted) values of tasks, published for the collection module (migration 0008). */
export const taskValueV = pgView("form_task_value_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  id: bigint("id", { mode: "number" }).notNull(),
  taskId: bigint("task_id", { mode: "number" }).notNull(),
  formId: bigint("form_id", { mode: "number" }).notNull(),
  belongUserId: bigint("belong_user_id", { mode: "number" }),
  userId: bigint("user_id", { mode: "number" }),
  userType: smallint("user_type"),
  userName: text("user_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();

/**
 * Top-level item values of submissions (not inside group records), published for the evaluation module's
 * scoring rules (migration 0011).
 */
export const valueItemV = pgView("form_value_item_v", {
  schoolId: bigint("school_id", { mode: "number" }).notNull(),
  formValueId: bigint("form_value_id", { mode: "number" }).notNull(),
  itemId: bigint("item_id", { mode: "number" }).notNull(),
  val: text("val").notNull(),
}).existing();
