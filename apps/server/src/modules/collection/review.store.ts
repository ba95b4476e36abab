import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { taskReview } from "./collection.tables.ts";

type Conn = Db | Tx;

export type TaskValue = {
  id: number;
  taskId: number;
  formId: number;
  studentId: number;
  studentName: string;
  classId: number;
  userId: number | null;
  userType: number | null;
};

/** A submitted value of a task with the student it is about (through the published views). */
export const findTaskValue = async (
  db: Conn,
  schoolId: number,
  formValId: number,
): Promise<TaskValue | undefined> => {
  const [r] = (
    await db.execute(sql`select v.id, v.task_id, v.form_id, v.user_id, v.user_type, sc.student_id, sc.student_name,
        sc.class_id
      from form_task_value_v v
      join org_student_class_v sc on sc.school_id = v.school_id and sc.student_id = v.belong_user_id
      where v.school_id = ${schoolId} and v.id = ${formValId}`)
  ).rows as Record<string, unknown>[];
  if (!r) return undefined;
  const n = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  return {
    id: Number(r.id),
    taskId: Number(r.task_id),
    formId: Number(r.form_id),
    studentId: Number(r.student_id),
    studentName: String(r.student_name),
    classId: Number(r.class_id),
    userId: n(r.user_id),
    userType: n(r.user_type),
  };
};

/** Records (or changes) the review of a value. */
export const saveReview = async (
  db: Conn,
  row: {
    schoolId: number;
    formValueId: number;
    taskId: number;
    state: number;
    comment: string;
    reviewerId: number;
    reviewerName: string;
    reviewedAt: Date;
  },
) => {
  await db
    .insert(taskReview)
    .values(row)
    .onConflictDoUpdate({
      target: [taskReview.schoolId, taskReview.formValueId],
      set: {
        state: row.state,
        comment: row.comment,
        reviewerId: row.reviewerId,
        reviewerName: row.reviewerName,
        reviewedAt: row.reviewedAt,
      },
    });
};
