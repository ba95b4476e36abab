import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV, studentClassV } from "../org/index.ts";
import {
  healthAlert,
  healthDaily,
  healthRecord,
  healthRecordHistory,
  healthSetting,
} from "./health.tables.ts";

type Conn = Db | Tx;

export type SettingRow = typeof healthSetting.$inferSelect;
export type RecordRow = typeof healthRecord.$inferSelect;
export type AlertRow = typeof healthAlert.$inferSelect;

export const settingRowOf = async (db: Conn, schoolId: number): Promise<SettingRow | undefined> => {
  const [row] = await db.select().from(healthSetting).where(eq(healthSetting.schoolId, schoolId));
  return row;
};

export const upsertSetting = async (
  db: Conn,
  row: { schoolId: number; feverAt: number; alertSymptoms: string[]; retentionDays: number | null; at: Date },
) => {
  const values = {
    feverAt: row.feverAt,
    alertSymptoms: row.alertSymptoms,
    retentionDays: row.retentionDays,
    updatedAt: row.at,
  };
  await db
    .insert(healthSetting)
    .values({ schoolId: row.schoolId, ...values })
    .onConflictDoUpdate({ target: healthSetting.schoolId, set: values });
};

/** The checks of these students on a day. */
export const recordsOfDay = async (db: Conn, schoolId: number, day: string, studentIds: number[]) =>
  studentIds.length === 0
    ? []
    : db
        .select()
        .from(healthRecord)
        .where(
          and(
            eq(healthRecord.schoolId, schoolId),
            eq(healthRecord.day, day),
            inArray(healthRecord.studentId, studentIds),
          ),
        );

/** The same checks, locked until the transaction ends: two saves of one student wait for each other. */
export const lockRecordsOfDay = async (tx: Tx, schoolId: number, day: string, studentIds: number[]) => {
  // Rows that do not exist yet cannot be locked: a per class-and-day advisory lock orders first saves too.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`health:${schoolId}:${day}`}))`);
  return studentIds.length === 0
    ? []
    : tx
        .select()
        .from(healthRecord)
        .where(
          and(
            eq(healthRecord.schoolId, schoolId),
            eq(healthRecord.day, day),
            inArray(healthRecord.studentId, studentIds),
          ),
        )
        .for("update");
};

export const insertHistory = async (tx: Tx, replaced: RecordRow[], changedBy: number, changedAt: Date) => {
  if (replaced.length === 0) return;
  await tx.insert(healthRecordHistory).values(
    replaced.map((r) => ({
      schoolId: r.schoolId,
      studentId: r.studentId,
      day: r.day,
      classId: r.classId,
      temperature: r.temperature,
      symptoms: r.symptoms,
      note: r.note,
      recordedBy: r.recordedBy,
      recordedAt: r.recordedAt,
      changedBy,
      changedAt,
    })),
  );
};

export const upsertRecords = async (tx: Tx, rows: RecordRow[]) => {
  if (rows.length === 0) return;
  await tx
    .insert(healthRecord)
    .values(rows)
    .onConflictDoUpdate({
      target: [healthRecord.schoolId, healthRecord.studentId, healthRecord.day],
      set: {
        classId: sql`excluded.class_id`,
        temperature: sql`excluded.temperature`,
        symptoms: sql`excluded.symptoms`,
        note: sql`excluded.note`,
        recordedBy: sql`excluded.recorded_by`,
        recordedByName: sql`excluded.recorded_by_name`,
        recordedAt: sql`excluded.recorded_at`,
      },
    });
};

export const historyCount = async (db: Conn, schoolId: number, studentId: number, day: string) => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(healthRecordHistory)
    .where(
      and(
        eq(healthRecordHistory.schoolId, schoolId),
        eq(healthRecordHistory.studentId, studentId),
        eq(healthRecordHistory.day, day),
      ),
    );
  return Number(n);
};

/** The unhandled alerts of these students on a day (a later check of the day is noted on them as a re-check). */
export const openAlertsOfDay = async (tx: Tx, schoolId: number, day: string, studentIds: number[]) =>
  studentIds.length === 0
    ? []
    : tx
        .select()
        .from(healthAlert)
        .where(
          and(
            eq(healthAlert.schoolId, schoolId),
            eq(healthAlert.day, day),
            inArray(healthAlert.studentId, studentIds),
            isNull(healthAlert.handledAt),
          ),
        );

export const insertAlerts = async (
  tx: Tx,
  rows: {
    schoolId: number;
    studentId: number;
    classId: number;
    day: string;
    temperature: number;
    symptoms: string[];
    createdAt: Date;
  }[],
) => {
  if (rows.length === 0) return;
  await tx.insert(healthAlert).values(rows);
};

export const noteAlertRecheck = async (
  tx: Tx,
  schoolId: number,
  id: number,
  reading: { temperature: number; symptoms: string[]; at: Date },
) => {
  await tx
    .update(healthAlert)
    .set({
      recheckTemperature: reading.temperature,
      recheckSymptoms: reading.symptoms,
      recheckAt: reading.at,
    })
    .where(and(eq(healthAlert.schoolId, schoolId), eq(healthAlert.id, id)));
};

export type RecordFilter = {
  /** Limits to these classes (a class leader's); undefined for every class. */
  classIds?: number[];
  classId?: number;
  studentId?: number;
  from?: string;
  to?: string;
  /** Only checks at or over this temperature (tenths) or with one of these symptoms. */
  over?: { feverAt: number; symptoms: string[] };
};

const recordWhere = (schoolId: number, f: RecordFilter): SQL | undefined =>
  and(
    eq(healthRecord.schoolId, schoolId),
    f.classIds ? inArray(healthRecord.classId, f.classIds.length ? f.classIds : [-1]) : undefined,
    f.classId !== undefined ? eq(healthRecord.classId, f.classId) : undefined,
    f.studentId !== undefined ? eq(healthRecord.studentId, f.studentId) : undefined,
    f.from ? gte(healthRecord.day, f.from) : undefined,
    f.to ? lte(healthRecord.day, f.to) : undefined,
    f.over
      ? sql`(${healthRecord.temperature} >= ${f.over.feverAt} or ${healthRecord.symptoms} && ${sql.param(f.over.symptoms)}::text[])`
      : undefined,
  );

const recordColumns = {
  record: healthRecord,
  name: studentClassV.studentName,
  studentNo: studentClassV.studentNo,
  className: classV.className,
  gradeName: classV.gradeName,
};

/** Checks by the filter, newest day first, then class and student number; paged. */
export const pageRecords = async (
  db: Conn,
  schoolId: number,
  f: RecordFilter,
  page: { limit: number; offset: number },
) => {
  const where = recordWhere(schoolId, f);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(recordColumns)
      .from(healthRecord)
      .leftJoin(
        studentClassV,
        and(
          eq(studentClassV.schoolId, healthRecord.schoolId),
          eq(studentClassV.studentId, healthRecord.studentId),
        ),
      )
      .leftJoin(
        classV,
        and(eq(classV.schoolId, healthRecord.schoolId), eq(classV.classId, healthRecord.classId)),
      )
      .where(where)
      .orderBy(
        desc(healthRecord.day),
        asc(classV.gradeSort),
        asc(classV.classSort),
        asc(studentClassV.studentNo),
        asc(healthRecord.studentId),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(healthRecord).where(where),
  ]);
  return { rows, total: Number(n) };
};

export type AlertFilter = {
  classIds?: number[];
  classId?: number;
  day?: string;
  state: "unhandled" | "handled" | "all";
};

const alertWhere = (schoolId: number, f: AlertFilter) =>
  and(
    eq(healthAlert.schoolId, schoolId),
    f.classIds ? inArray(healthAlert.classId, f.classIds.length ? f.classIds : [-1]) : undefined,
    f.classId !== undefined ? eq(healthAlert.classId, f.classId) : undefined,
    f.day ? eq(healthAlert.day, f.day) : undefined,
    f.state === "unhandled" ? isNull(healthAlert.handledAt) : undefined,
    f.state === "handled" ? isNotNull(healthAlert.handledAt) : undefined,
  );

/** Alerts by the filter, newest first; paged. */
export const pageAlerts = async (
  db: Conn,
  schoolId: number,
  f: AlertFilter,
  page: { limit: number; offset: number },
) => {
  const where = alertWhere(schoolId, f);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        alert: healthAlert,
        name: studentClassV.studentName,
        className: classV.className,
        gradeName: classV.gradeName,
      })
      .from(healthAlert)
      .leftJoin(
        studentClassV,
        and(
          eq(studentClassV.schoolId, healthAlert.schoolId),
          eq(studentClassV.studentId, healthAlert.studentId),
        ),
      )
      .leftJoin(
        classV,
        and(eq(classV.schoolId, healthAlert.schoolId), eq(classV.classId, healthAlert.classId)),
      )
      .where(where)
      .orderBy(desc(healthAlert.createdAt), desc(healthAlert.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(healthAlert).where(where),
  ]);
  return { rows, total: Number(n) };
};

export const findAlert = async (db: Conn, schoolId: number, id: number): Promise<AlertRow | undefined> => {
  const [row] = await db
    .select()
    .from(healthAlert)
    .where(and(eq(healthAlert.schoolId, schoolId), eq(healthAlert.id, id)));
  return row;
};

/** Marks an alert handled unless it already is; answers whether this call handled it. */
export const markAlertHandled = async (
  db: Conn,
  schoolId: number,
  id: number,
  by: { id: number; name: string; note: string; at: Date },
): Promise<boolean> => {
  const rows = await db
    .update(healthAlert)
    .set({ handledAt: by.at, handledBy: by.id, handledByName: by.name, handledNote: by.note })
    .where(and(eq(healthAlert.schoolId, schoolId), eq(healthAlert.id, id), isNull(healthAlert.handledAt)))
    .returning({ id: healthAlert.id });
  return rows.length > 0;
};

/** Per class of the school (or of these classes): students, checked, over the fever threshold, with symptoms. */
export const boardOfDay = async (
  db: Conn,
  schoolId: number,
  day: string,
  feverAt: number,
  classIds?: number[],
) => {
  const rows = await db
    .select({
      classId: classV.classId,
      className: classV.className,
      gradeName: classV.gradeName,
      students: sql<number>`(select count(*)::int from ${studentClassV} s where s.school_id = ${classV.schoolId} and s.class_id = ${classV.classId})`,
      checked: sql<number>`count(${healthRecord.studentId})::int`,
      fever: sql<number>`(count(*) filter (where ${healthRecord.temperature} >= ${feverAt}))::int`,
      symptoms: sql<number>`(count(*) filter (where cardinality(${healthRecord.symptoms}) > 0))::int`,
    })
    .from(classV)
    .leftJoin(
      healthRecord,
      and(
        eq(healthRecord.schoolId, classV.schoolId),
        eq(healthRecord.classId, classV.classId),
        eq(healthRecord.day, day),
      ),
    )
    .where(
      and(
        eq(classV.schoolId, schoolId),
        classIds ? inArray(classV.classId, classIds.length ? classIds : [-1]) : undefined,
      ),
    )
    .groupBy(
      classV.schoolId,
      classV.classId,
      classV.className,
      classV.gradeName,
      classV.gradeSort,
      classV.classSort,
    )
    .orderBy(asc(classV.gradeSort), asc(classV.classSort), asc(classV.classId));
  return rows;
};

export const countUnhandled = async (db: Conn, schoolId: number, classIds?: number[]) => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(healthAlert)
    .where(alertWhere(schoolId, { classIds, state: "unhandled" }));
  return Number(n);
};

/**
 * Rolls a school's checks up to a day (inclusive) into daily aggregates per class (added to what an earlier
 * run kept for the same class and day), then deletes those checks, their history and their alerts.
 */
export const rollUpAndDelete = async (tx: Tx, schoolId: number, through: string, feverAt: number) => {
  const where = and(eq(healthRecord.schoolId, schoolId), lte(healthRecord.day, through));
  const totals = await tx
    .select({
      classId: healthRecord.classId,
      day: healthRecord.day,
      checked: sql<number>`count(*)::int`,
      fever: sql<number>`(count(*) filter (where ${healthRecord.temperature} >= ${feverAt}))::int`,
    })
    .from(healthRecord)
    .where(where)
    .groupBy(healthRecord.classId, healthRecord.day);
  const symptomRows = (
    await tx.execute(sql`select r.class_id as "classId", r.day::text as day, s as symptom, count(*)::int as n
      from ${healthRecord} r, unnest(r.symptoms) s
      where r.school_id = ${schoolId} and r.day <= ${through}
      group by 1, 2, 3`)
  ).rows as { classId: number | string; day: string; symptom: string; n: number }[];
  const key = (classId: number, d: string) => `${classId}:${d}`;
  const symptoms = new Map<string, Record<string, number>>();
  for (const r of symptomRows) {
    const k = key(Number(r.classId), r.day);
    const m = symptoms.get(k) ?? {};
    m[r.symptom] = (m[r.symptom] ?? 0) + Number(r.n);
    symptoms.set(k, m);
  }
  for (const t of totals) {
    const s = symptoms.get(key(t.classId, t.day)) ?? {};
    await tx
      .insert(healthDaily)
      .values({ schoolId, classId: t.classId, day: t.day, checked: t.checked, fever: t.fever, symptoms: s })
      .onConflictDoUpdate({
        target: [healthDaily.schoolId, healthDaily.classId, healthDaily.day],
        set: {
          checked: sql`${healthDaily.checked} + excluded.checked`,
          fever: sql`${healthDaily.fever} + excluded.fever`,
          symptoms: sql`(select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from (
              select k, sum(v::int) as v from (
                select * from jsonb_each_text(${healthDaily.symptoms})
                union all select * from jsonb_each_text(excluded.symptoms)
              ) e(k, v) group by k) x)`,
        },
      });
  }
  const deleted = await tx.delete(healthRecord).where(where).returning({ id: healthRecord.studentId });
  await tx
    .delete(healthRecordHistory)
    .where(and(eq(healthRecordHistory.schoolId, schoolId), lte(healthRecordHistory.day, through)));
  const alerts = await tx
    .delete(healthAlert)
    .where(and(eq(healthAlert.schoolId, schoolId), lte(healthAlert.day, through)))
    .returning({ id: healthAlert.id });
  return { days: totals.length, records: deleted.length, alerts: alerts.length };
};

/** The daily aggregates of a school between two days (inclusive). */
export const dailyAggregates = (db: Conn, schoolId: number, from: string, to: string) =>
  db
    .select()
    .from(healthDaily)
    .where(and(eq(healthDaily.schoolId, schoolId), gte(healthDaily.day, from), lte(healthDaily.day, to)))
    .orderBy(asc(healthDaily.day), asc(healthDaily.classId));
