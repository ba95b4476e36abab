import type { Db, Tx } from "../../platform/db/client.ts";
import { insertNotices, markRead, type NewNotice, pageNotices } from "./notice.store.ts";

export type { NewNotice } from "./notice.store.ts";

type Who = { schoolId: number; userType: number; userId: number };

/** Sends in-app notices (one row each); answers how many went out. */
export const sendNotices = (db: Db | Tx, schoolId: number, notices: NewNotice[]): Promise<number> =>
  insertNotices(db, schoolId, notices);

/** The caller's notices, newest first, with how many are unread. */
export const myNotices = async (db: Db, who: Who, page: number, size: number) => {
  const r = await pageNotices(db, who, { limit: size, offset: (page - 1) * size });
  return {
    list: r.rows.map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      link: n.link,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
    total: r.total,
    page,
    size,
    unread: r.unread,
  };
};

/** Marks one of the caller's notices read, or all of them when no id is given. */
export const readNotices = (db: Db, who: Who, id: number | undefined, now: Date): Promise<number> =>
  markRead(db, who, id, now);
