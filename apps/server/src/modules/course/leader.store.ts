import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { leader } from "./course.tables.ts";

type Conn = Db | Tx;

export type LeaderRow = { id: number; teacherId: number; kind: "club" | "course"; targetId: number };

const columns = { id: leader.id, teacherId: leader.teacherId, kind: leader.kind, targetId: leader.targetId };
const typed = (rows: { id: number; teacherId: number; kind: string; targetId: number }[]) =>
  rows as LeaderRow[];

export const listLeaders = async (
  db: Conn,
  schoolId: number,
  f: { kind?: "club" | "course"; targetIds?: number[]; teacherId?: number },
): Promise<LeaderRow[]> => {
  if (f.targetIds?.length === 0) return [];
  return typed(
    await db
      .select(columns)
      .from(leader)
      .where(
        and(
          eq(leader.schoolId, schoolId),
          f.kind ? eq(leader.kind, f.kind) : undefined,
          f.targetIds ? inArray(leader.targetId, f.targetIds) : undefined,
          f.teacherId ? eq(leader.teacherId, f.teacherId) : undefined,
        ),
      )
      .orderBy(asc(leader.kind), asc(leader.targetId), asc(leader.id)),
  );
};

export const findLeader = async (db: Conn, schoolId: number, id: number): Promise<LeaderRow | undefined> =>
  typed(
    await db
      .select(columns)
      .from(leader)
      .where(and(eq(leader.schoolId, schoolId), eq(leader.id, id))),
  )[0];

/** Adds the leader; answers null when the teacher already leads it (the unique key decides, also concurrently). */
export const insertLeader = async (db: Conn, schoolId: number, v: Omit<LeaderRow, "id">) =>
  (
    await db
      .insert(leader)
      .values({ schoolId, ...v })
      .onConflictDoNothing()
      .returning({ id: leader.id })
  )[0]?.id ?? null;

export const updateLeaderTeacher = async (db: Conn, schoolId: number, id: number, teacherId: number) => {
  await db
    .update(leader)
    .set({ teacherId })
    .where(and(eq(leader.schoolId, schoolId), eq(leader.id, id)));
};

export const deleteLeader = async (db: Conn, schoolId: number, id: number) =>
  (
    await db
      .delete(leader)
      .where(and(eq(leader.schoolId, schoolId), eq(leader.id, id)))
      .returning({ id: leader.id })
  ).length > 0;

export const deleteLeadersOf = async (
  db: Conn,
  schoolId: number,
  kind: "club" | "course",
  targetId: number,
) => {
  await db
    .delete(leader)
    .where(and(eq(leader.schoolId, schoolId), eq(leader.kind, kind), eq(leader.targetId, targetId)));
};
