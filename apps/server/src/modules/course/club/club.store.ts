import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { studentClassV } from "../../org/index.ts";
import { club, clubMember } from "../course.tables.ts";

type Conn = Db | Tx;

export type ClubValues = { name: string; description: string; capacity: number };
export type ClubRow = ClubValues & { id: number; memberCount: number };

const memberCount = sql<number>`(select count(*)::int from ${clubMember} m where m.school_id = ${club.schoolId} and m.club_id = ${club.id})`;
const columns = {
  id: club.id,
  name: club.name,
  description: club.description,
  capacity: club.capacity,
  memberCount,
};
const sortable = { name: club.name, capacity: club.capacity, memberCount, id: club.id };

export const pageClubs = async (
  db: Conn,
  schoolId: number,
  f: { keyword?: string; sortField?: string; sortOrder?: "ascend" | "descend"; page: number; size: number },
): Promise<{ rows: ClubRow[]; total: number }> => {
  const where = and(eq(club.schoolId, schoolId), f.keyword ? ilike(club.name, `%${f.keyword}%`) : undefined);
  const key = sortable[f.sortField as keyof typeof sortable] ?? club.name;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(club)
      .where(where)
      .orderBy(f.sortOrder === "descend" ? desc(key) : asc(key), asc(club.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(club).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) })),
    total: Number(total?.n ?? 0),
  };
};

export const findClubs = async (db: Conn, schoolId: number, ids: number[]): Promise<ClubRow[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(club)
    .where(and(eq(club.schoolId, schoolId), inArray(club.id, ids)));
  return rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) }));
};

/** Locks the club's row: member additions to one club take turns, so its capacity holds under concurrency. */
export const lockClub = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .select({ id: club.id, name: club.name, capacity: club.capacity })
      .from(club)
      .where(and(eq(club.schoolId, schoolId), eq(club.id, id)))
      .for("update")
  )[0];

export const clubNameTaken = async (db: Conn, schoolId: number, name: string, exceptId?: number) =>
  (
    await db
      .select({ id: club.id })
      .from(club)
      .where(and(eq(club.schoolId, schoolId), eq(club.name, name)))
  ).some((r) => r.id !== exceptId);

export const insertClub = async (db: Conn, schoolId: number, v: ClubValues) =>
  (
    await db
      .insert(club)
      .values({ schoolId, ...v })
      .returning({ id: club.id })
  )[0].id;

export const updateClub = async (db: Conn, schoolId: number, id: number, v: ClubValues) =>
  (
    await db
      .update(club)
      .set(v)
      .where(and(eq(club.schoolId, schoolId), eq(club.id, id)))
      .returning({ id: club.id })
  ).length > 0;

export const deleteClub = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .delete(club)
      .where(and(eq(club.schoolId, schoolId), eq(club.id, id)))
      .returning({ id: club.id })
  ).length > 0;

export const countMembers = async (db: Conn, schoolId: number, clubId: number) =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(clubMember)
        .where(and(eq(clubMember.schoolId, schoolId), eq(clubMember.clubId, clubId)))
    )[0]?.n ?? 0,
  );

/** Adds the students not yet members; answers how many were added. */
export const insertMembers = async (db: Conn, schoolId: number, clubId: number, studentIds: number[]) =>
  (
    await db
      .insert(clubMember)
      .values(studentIds.map((studentId) => ({ schoolId, clubId, studentId })))
      .onConflictDoNothing()
      .returning({ id: clubMember.studentId })
  ).length;

export const memberIdsAmong = async (db: Conn, schoolId: number, clubId: number, studentIds: number[]) =>
  (
    await db
      .select({ id: clubMember.studentId })
      .from(clubMember)
      .where(
        and(
          eq(clubMember.schoolId, schoolId),
          eq(clubMember.clubId, clubId),
          inArray(clubMember.studentId, studentIds),
        ),
      )
  ).map((r) => r.id);

export const deleteMember = async (db: Conn, schoolId: number, clubId: number, studentId: number) =>
  (
    await db
      .delete(clubMember)
      .where(
        and(
          eq(clubMember.schoolId, schoolId),
          eq(clubMember.clubId, clubId),
          eq(clubMember.studentId, studentId),
        ),
      )
      .returning({ id: clubMember.studentId })
  ).length > 0;

/** A club's members with their class (org's published view), by class then name. */
export const pageMembers = async (
  db: Conn,
  schoolId: number,
  f: { clubId: number; keyword?: string; page: number; size: number },
) => {
  const where = and(
    eq(clubMember.schoolId, schoolId),
    eq(clubMember.clubId, f.clubId),
    f.keyword ? ilike(studentClassV.studentName, `%${f.keyword}%`) : undefined,
  );
  const on = and(
    eq(studentClassV.schoolId, clubMember.schoolId),
    eq(studentClassV.studentId, clubMember.studentId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        studentId: clubMember.studentId,
        studentName: studentClassV.studentName,
        studentNo: studentClassV.studentNo,
        className: studentClassV.className,
        gradeName: studentClassV.gradeName,
      })
      .from(clubMember)
      .innerJoin(studentClassV, on)
      .where(where)
      .orderBy(asc(studentClassV.gradeSort), asc(studentClassV.classSort), asc(studentClassV.studentName))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(clubMember).innerJoin(studentClassV, on).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

/** The clubs a student is a member of. */
export const clubsOfStudent = (db: Conn, schoolId: number, studentId: number) =>
  db
    .select({ id: club.id, name: club.name, description: club.description })
    .from(clubMember)
    .innerJoin(club, and(eq(club.schoolId, clubMember.schoolId), eq(club.id, clubMember.clubId)))
    .where(and(eq(clubMember.schoolId, schoolId), eq(clubMember.studentId, studentId)))
    .orderBy(asc(club.name));
