import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { notice } from "./notice.tables.ts";

type Conn = Db | Tx;

export type NoticeRow = {
  userType: number;
  userId: number;
  title: string;
  body: string;
  titleEn: string | null;
  bodyEn: string | null;
  link: string | null;
};

export const insertNotices = async (db: Conn, schoolId: number, rows: NoticeRow[]): Promise<number> => {
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(notice).values(rows.slice(i, i + 500).map((r) => ({ schoolId, ...r })));
  return rows.length;
};

const mine = (schoolId: number, userType: number, userId: number) =>
  and(eq(notice.schoolId, schoolId), eq(notice.userType, userType), eq(notice.userId, userId));

export const pageNotices = async (
  db: Conn,
  who: { schoolId: number; userType: number; userId: number },
  q: { limit: number; offset: number },
) => {
  const where = mine(who.schoolId, who.userType, who.userId);
  const rows = await db
    .select()
    .from(notice)
    .where(where)
    .orderBy(desc(notice.createdAt), desc(notice.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(notice).where(where);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notice)
    .where(and(where, isNull(notice.readAt)));
  return { rows, total: Number(n), unread: Number(unread) };
};

/** Marks one notice, or all of the person's, read; other people's notices are never touched. */
export const markRead = async (
  db: Conn,
  who: { schoolId: number; userType: number; userId: number },
  id: number | undefined,
  now: Date,
): Promise<number> => {
  const where = and(
    mine(who.schoolId, who.userType, who.userId),
    isNull(notice.readAt),
    id === undefined ? undefined : eq(notice.id, id),
  );
  const rows = await db.update(notice).set({ readAt: now }).where(where).returning({ id: notice.id });
  return rows.length;
};
