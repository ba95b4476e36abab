import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";
import { practiceActivity, practiceJoin } from "./practice.tables.ts";

type Conn = Db | Tx;

export type JoinRow = typeof practiceJoin.$inferSelect;

/** Adds the student to the activity; false when they were in it already (nothing changes). */
export const insertJoin = async (
  tx: Tx,
  schoolId: number,
  activityId: number,
  studentId: number,
  at: Date,
): Promise<boolean> => {
  const inserted = await tx
    .insert(practiceJoin)
    .values({ schoolId, activityId, studentId, joinedAt: at })
    .onConflictDoNothing()
    .returning({ studentId: practiceJoin.studentId });
  return inserted.length > 0;
};

/**
 * Takes one place: a single UPDATE that waits for the row's lock and re-reads `joined_num` before checking it
 * against `max_num`, so concurrent sign-ups are counted one after the other (the check constraint backs it).
 * False when every place is taken.
 */
export const takePlace = async (tx: Tx, schoolId: number, activityId: number): Promise<boolean> => {
  const taken = await tx
    .update(practiceActivity)
    .set({ joinedNum: sql`${practiceActivity.joinedNum} + 1` })
    .where(
      and(
        eq(practiceActivity.schoolId, schoolId),
        eq(practiceActivity.id, activityId),
        sql`(${practiceActivity.maxNum} = 0 or ${practiceActivity.joinedNum} < ${practiceActivity.maxNum})`,
      ),
    )
    .returning({ id: practiceActivity.id });
  return taken.length > 0;
};

/** Removes the student's sign-up and frees their place; the removed row, or undefined when none. */
export const deleteJoin = async (
  tx: Tx,
  schoolId: number,
  activityId: number,
  studentId: number,
): Promise<JoinRow | undefined> => {
  const [removed] = await tx
    .delete(practiceJoin)
    .where(
      and(
        eq(practiceJoin.schoolId, schoolId),
        eq(practiceJoin.activityId, activityId),
        eq(practiceJoin.studentId, studentId),
      ),
    )
    .returning();
  if (removed)
    await tx
      .update(practiceActivity)
      .set({ joinedNum: sql`${practiceActivity.joinedNum} - 1` })
      .where(and(eq(practiceActivity.schoolId, schoolId), eq(practiceActivity.id, activityId)));
  return removed;
};

export const findJoin = async (db: Conn, schoolId: number, activityId: number, studentId: number) => {
  const [row] = await db
    .select()
    .from(practiceJoin)
    .where(
      and(
        eq(practiceJoin.schoolId, schoolId),
        eq(practiceJoin.activityId, activityId),
        eq(practiceJoin.studentId, studentId),
      ),
    );
  return row;
};

/**
 * What a sign-up decides on, in one round trip: the activity, the student's class and grade (null: not a student
 * of the school), and whether they are in it already. Undefined when the activity does not exist.
 */
export const signUpFacts = async (db: Conn, schoolId: number, activityId: number, studentId: number) => {
  const [row] = await db
    .select({
      activity: practiceActivity,
      classId: sql<number | null>`(select s.class_id from ${studentClassV} s
        where s.school_id = ${schoolId} and s.student_id = ${studentId})`,
      gradeId: sql<number | null>`(select s.grade_id from ${studentClassV} s
        where s.school_id = ${schoolId} and s.student_id = ${studentId})`,
      joined: sql<boolean>`exists (select 1 from practice_join j where j.school_id = ${schoolId}
        and j.activity_id = ${activityId} and j.student_id = ${studentId})`,
    })
    .from(practiceActivity)
    .where(and(eq(practiceActivity.schoolId, schoolId), eq(practiceActivity.id, activityId)));
  if (!row) return undefined;
  const classId = row.classId === null ? null : Number(row.classId);
  return {
    activity: row.activity,
    place: classId === null ? null : { classId, gradeId: row.gradeId === null ? null : Number(row.gradeId) },
    joined: row.joined === true || (row.joined as unknown) === "t",
  };
};

/** Which of these students are in the activity. */
export const participantsAmong = async (
  db: Conn,
  schoolId: number,
  activityId: number,
  studentIds: number[],
): Promise<Set<number>> => {
  if (studentIds.length === 0) return new Set();
  const { rows } = await db.execute(sql`select student_id from practice_join
    where school_id = ${schoolId} and activity_id = ${activityId}
      and student_id = any(${sql.param(studentIds)}::bigint[])`);
  return new Set(rows.map((r) => Number((r as { student_id: unknown }).student_id)));
};

/** Writes the scores of participants in one statement. */
export const setScores = async (
  tx: Tx,
  schoolId: number,
  activityId: number,
  scores: { studentId: number; score: number; comment: string }[],
  by: { id: number; name: string },
  at: Date,
): Promise<number> => {
  if (scores.length === 0) return 0;
  const values = sql.join(
    scores.map((s) => sql`(${s.studentId}::bigint, ${s.score}::numeric, ${s.comment}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`update practice_join j
    set score = v.score, comment = v.comment, scored_by = ${by.id}, scored_by_name = ${by.name},
      scored_at = ${at.toISOString()}::timestamptz
    from (values ${values}) as v(student_id, score, comment)
    where j.school_id = ${schoolId} and j.activity_id = ${activityId} and j.student_id = v.student_id`);
  return result.rowCount ?? 0;
};
