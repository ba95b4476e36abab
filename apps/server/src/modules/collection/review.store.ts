import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { taskReview } from "./collection.tables.ts";

type Conn = Db | Tx;

export type TaskValue = {
  id: number;
  taskId: number;
  formId: number;
  /** Whom the value is about: a student, or for a teacher task (subjectType 0) the teacher. */
  subjectType: number;
  studentId: number;
  studentName: string;
  /** The student's class (0 for a teacher). */
  classId: number;
  userId: number | null;
  userType: number | null;
};

/**
 * A submitted value of a task with whom it is about (through the published views): a student of a class, or
 * for a teacher task the teacher (ids of students and teachers are separate, so the task says which).
 */
export const findTaskValue = async (
  db: Conn,
  schoolId: number,
  formValId: number,
): Promise<TaskValue | undefined> => {
  const [r] = (
    await db.execute(sql`select v.id, v.task_id, v.form_id, v.user_id, v.user_type, t.subject_type,
        coalesce(sc.student_id, te.teacher_id) student_id, coalesce(sc.student_name, te.teacher_name) student_name,
        coalesce(sc.class_id, 0) class_id
      from form_task_value_v v
      join task t on t.school_id = v.school_id and t.id = v.task_id
      left join org_student_class_v sc on t.subject_type <> 0 and sc.school_id = v.school_id
        and sc.student_id = v.belong_user_id
      left join org_teacher_v te on t.subject_type = 0 and te.school_id = v.school_id
        and te.teacher_id = v.belong_user_id
      where v.school_id = ${schoolId} and v.id = ${formValId}
        and coalesce(sc.student_id, te.teacher_id) is not null`)
  ).rows as Record<string, unknown>[];
  if (!r) return undefined;
  const n = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  return {
    id: Number(r.id),
    taskId: Number(r.task_id),
    formId: Number(r.form_id),
    subjectType: Number(r.subject_type),
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
