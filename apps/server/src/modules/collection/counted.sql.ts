import { sql } from "drizzle-orm";

/**
 * The condition that makes a task value (alias `v` of form_task_value_v) count: it was not rejected in
 * review. Every completion, to-do and duplicate check uses it, so a rejected fill puts the student back.
 */
export const notRejected = sql`not exists (select 1 from task_review r
  where r.school_id = v.school_id and r.form_value_id = v.id and r.state = 2)`;
