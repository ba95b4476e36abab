import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { orgUnit, teacher, teacherOrg } from "./org.tables.ts";

export type DutyRow = {
  teacherId: number;
  teacherName: string;
  orgId: number;
  orgName: string;
  duty: "leader" | "subject";
  subject: string;
};

const teachingDuties = ["leader", "subject"];

/** Class leaders and subject teachers of the school's classes, optionally of one teacher or one class. */
export const listDuties = async (
  db: Db,
  schoolId: number,
  filter: { teacherId?: number; orgId?: number },
): Promise<DutyRow[]> => {
  const rows = await db
    .select({
      teacherId: teacherOrg.teacherId,
      teacherName: teacher.name,
      orgId: teacherOrg.orgId,
      orgName: orgUnit.name,
      duty: teacherOrg.duty,
      subject: teacherOrg.subject,
    })
    .from(teacherOrg)
    .innerJoin(teacher, and(eq(teacher.schoolId, teacherOrg.schoolId), eq(teacher.id, teacherOrg.teacherId)))
    .innerJoin(orgUnit, and(eq(orgUnit.schoolId, teacherOrg.schoolId), eq(orgUnit.id, teacherOrg.orgId)))
    .where(
      and(
        eq(teacherOrg.schoolId, schoolId),
        inArray(teacherOrg.duty, teachingDuties),
        filter.teacherId ? eq(teacherOrg.teacherId, filter.teacherId) : undefined,
        filter.orgId ? eq(teacherOrg.orgId, filter.orgId) : undefined,
      ),
    )
    .orderBy(asc(orgUnit.sort), asc(teacherOrg.orgId), asc(teacherOrg.duty), asc(teacherOrg.teacherId));
  return rows.map((r) => ({ ...r, duty: r.duty as DutyRow["duty"] }));
};

export const teacherExists = async (db: Db, schoolId: number, ids: number[]): Promise<boolean> => {
  if (ids.length === 0) return true;
  const found = await db
    .select({ id: teacher.id })
    .from(teacher)
    .where(and(eq(teacher.schoolId, schoolId), inArray(teacher.id, ids)));
  return found.length === new Set(ids).size;
};

export type DutyKey = { teacherId: number; orgId: number; duty: "leader" | "subject"; subject: string };

/** A class has one leader: naming a new one replaces the old. A subject teacher is added beside others. */
export const insertDuty = async (db: Db, schoolId: number, d: DutyKey): Promise<void> =>
  db.transaction(async (tx) => {
    if (d.duty === "leader") {
      await tx
        .delete(teacherOrg)
        .where(
          and(
            eq(teacherOrg.schoolId, schoolId),
            eq(teacherOrg.orgId, d.orgId),
            eq(teacherOrg.duty, "leader"),
          ),
        );
    }
    await tx
      .insert(teacherOrg)
      .values({ schoolId, ...d })
      .onConflictDoNothing();
  });

export const deleteDuty = async (db: Db, schoolId: number, d: DutyKey): Promise<number> => {
  const gone = await db
    .delete(teacherOrg)
    .where(
      and(
        eq(teacherOrg.schoolId, schoolId),
        eq(teacherOrg.teacherId, d.teacherId),
        eq(teacherOrg.orgId, d.orgId),
        eq(teacherOrg.duty, d.duty),
        eq(teacherOrg.subject, d.subject),
      ),
    )
    .returning({ teacherId: teacherOrg.teacherId });
  return gone.length;
};

export const teacherNames = async (db: Db, schoolId: number, ids: number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: teacher.id, name: teacher.name })
    .from(teacher)
    .where(and(eq(teacher.schoolId, schoolId), inArray(teacher.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** A teaching duty the school has: class leaders or subject teachers, how many, and (subject) which subjects. */
export type DutyKind = { duty: "leader" | "subject"; teachers: number; classes: number; subjects: string[] };

/** The school's teaching duties (leaders, then subject teachers) with how many teachers and classes hold them. */
export const dutyKinds = async (db: Db, schoolId: number): Promise<DutyKind[]> => {
  const rows = await db
    .select({
      duty: teacherOrg.duty,
      teachers: sql<number>`count(distinct ${teacherOrg.teacherId})`.mapWith(Number),
      classes: sql<number>`count(distinct ${teacherOrg.orgId})`.mapWith(Number),
      subjects: sql<
        string[] | null
      >`array_agg(distinct ${teacherOrg.subject}) filter (where ${teacherOrg.subject} <> '')`,
    })
    .from(teacherOrg)
    .where(and(eq(teacherOrg.schoolId, schoolId), inArray(teacherOrg.duty, teachingDuties)))
    .groupBy(teacherOrg.duty)
    .orderBy(asc(teacherOrg.duty));
  return rows.map((r) => ({
    ...r,
    duty: r.duty as DutyKind["duty"],
    subjects: [...(r.subjects ?? [])].sort((a, b) => a.localeCompare(b, "zh-CN")),
  }));
};
