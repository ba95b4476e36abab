import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { timetableFeed } from "./timetable.tables.ts";

type Conn = Db | Tx;
export type Person = { schoolId: number; userType: number; userId: number };

const of = (p: Person) =>
  and(
    eq(timetableFeed.schoolId, p.schoolId),
    eq(timetableFeed.userType, p.userType),
    eq(timetableFeed.userId, p.userId),
  );

export const findFeed = async (db: Conn, p: Person) =>
  (await db.select().from(timetableFeed).where(of(p)))[0];

/** Replaces the person's feed (the old secret stops working) with one of this secret hash. */
export const replaceFeed = async (db: Conn, p: Person, secretHash: string, now: Date) => {
  await db.delete(timetableFeed).where(of(p));
  await db.insert(timetableFeed).values({ ...p, secretHash, createdAt: now });
};

export const deleteFeed = async (db: Conn, p: Person): Promise<boolean> =>
  (await db.delete(timetableFeed).where(of(p)).returning({ id: timetableFeed.id })).length > 0;

export const feedBySecret = async (db: Conn, schoolId: number, secretHash: string) =>
  (
    await db
      .select()
      .from(timetableFeed)
      .where(and(eq(timetableFeed.schoolId, schoolId), eq(timetableFeed.secretHash, secretHash)))
  )[0];
