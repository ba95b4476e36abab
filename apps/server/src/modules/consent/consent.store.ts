import type { ConsentKind, ConsentState } from "@eos/contracts";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";
import { consentEvent } from "./consent.tables.ts";

type Conn = Db | Tx;

export type Latest = {
  studentId: number;
  kind: ConsentKind;
  action: "give" | "withdraw";
  at: Date;
  byName: string;
};

/** The latest decision of each student and kind (one index walk per pair: distinct on the ledger's key). */
export const latestDecisions = async (
  db: Conn,
  schoolId: number,
  studentIds: number[],
): Promise<Latest[]> => {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([consentEvent.studentId, consentEvent.kind], {
      studentId: consentEvent.studentId,
      kind: consentEvent.kind,
      action: consentEvent.action,
      at: consentEvent.at,
      byName: consentEvent.byName,
    })
    .from(consentEvent)
    .where(and(eq(consentEvent.schoolId, schoolId), inArray(consentEvent.studentId, studentIds)))
    .orderBy(consentEvent.studentId, consentEvent.kind, desc(consentEvent.at), desc(consentEvent.id));
  return rows as Latest[];
};

/** Holds one student and kind's decisions until the transaction ends (a double tap sent twice at once). */
export const lockDecision = async (tx: Tx, schoolId: number, studentId: number, kind: ConsentKind) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`consent:${schoolId}:${studentId}:${kind}`}))`,
  );
};

export const insertDecision = async (
  db: Conn,
  row: {
    schoolId: number;
    studentId: number;
    kind: ConsentKind;
    action: "give" | "withdraw";
    parentId: number;
    byName: string;
    at: Date;
  },
) => {
  const [created] = await db.insert(consentEvent).values(row).returning({ id: consentEvent.id });
  return created.id;
};

/** A student's whole ledger, newest first. */
export const historyOf = (db: Conn, schoolId: number, studentId: number) =>
  db
    .select({
      id: consentEvent.id,
      kind: consentEvent.kind,
      action: consentEvent.action,
      at: consentEvent.at,
      byName: consentEvent.byName,
    })
    .from(consentEvent)
    .where(and(eq(consentEvent.schoolId, schoolId), eq(consentEvent.studentId, studentId)))
    .orderBy(desc(consentEvent.at), desc(consentEvent.id));

/** The student's class, or undefined when the school has no such student in a class. */
export const studentOf = async (db: Conn, schoolId: number, studentId: number) => {
  const [row] = await db
    .select({ classId: studentClassV.classId })
    .from(studentClassV)
    .where(and(eq(studentClassV.schoolId, schoolId), eq(studentClassV.studentId, studentId)))
    .limit(1);
  return row;
};

/**
 * The school's students (or one class's) with their state of one kind, in grade and class order, searched by
 * name or student number and filtered by state; paged.
 */
export const pageStates = async (
  db: Conn,
  schoolId: number,
  q: {
    kind: ConsentKind;
    state?: ConsentState;
    classId?: number;
    keyword?: string;
    limit: number;
    offset: number;
  },
) => {
  const latest = sql`(select e.action from ${consentEvent} e
      where e.school_id = ${studentClassV.schoolId} and e.student_id = ${studentClassV.studentId} and e.kind = ${q.kind}
      order by e.at desc, e.id desc limit 1)`;
  const conditions = [eq(studentClassV.schoolId, schoolId)];
  if (q.classId !== undefined) conditions.push(eq(studentClassV.classId, q.classId));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${studentClassV.studentName} ilike ${like} or ${studentClassV.studentNo} ilike ${like})`,
    );
  }
  if (q.state === "given") conditions.push(sql`${latest} = 'give'`);
  if (q.state === "withdrawn") conditions.push(sql`${latest} = 'withdraw'`);
  if (q.state === "none") conditions.push(sql`${latest} is null`);
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        studentId: studentClassV.studentId,
        name: studentClassV.studentName,
        studentNo: studentClassV.studentNo,
        gradeName: studentClassV.gradeName,
        className: studentClassV.className,
      })
      .from(studentClassV)
      .where(where)
      .orderBy(
        asc(studentClassV.gradeSort),
        asc(studentClassV.classSort),
        asc(studentClassV.studentNo),
        asc(studentClassV.studentId),
      )
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(studentClassV).where(where),
  ]);
  return { rows, total: Number(n) };
};
