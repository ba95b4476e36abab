import type { Db, Tx } from "../../platform/db/client.ts";
import type { BothLangs, Lang } from "../../platform/http/i18n.ts";
import { insertNotices, markRead, pageNotices } from "./notice.store.ts";

/**
 * A notice to one person. Title and body in both languages (`inBoth`): the reader reads it in the language they
 * use, not the sender's; a plain string is one text for both (a name, a form's own title).
 */
export type NewNotice = {
  userType: number;
  userId: number;
  title: string | BothLangs;
  body: string | BothLangs;
  link: string | null;
};

type Who = { schoolId: number; userType: number; userId: number };

const zh = (t: string | BothLangs) => (typeof t === "string" ? t : t["zh-CN"]);
const en = (t: string | BothLangs) => (typeof t === "string" ? null : t["en-US"]);

/** Sends in-app notices (one row each); answers how many went out. */
export const sendNotices = (db: Db | Tx, schoolId: number, notices: NewNotice[]): Promise<number> =>
  insertNotices(
    db,
    schoolId,
    notices.map((n) => ({
      userType: n.userType,
      userId: n.userId,
      title: zh(n.title),
      body: zh(n.body),
      titleEn: en(n.title),
      bodyEn: en(n.body),
      link: n.link,
    })),
  );

/** The caller's notices, newest first, with how many are unread, in the caller's language where it was given. */
export const myNotices = async (db: Db, who: Who, page: number, size: number, lang: Lang) => {
  const r = await pageNotices(db, who, { limit: size, offset: (page - 1) * size });
  const english = lang === "en-US";
  return {
    list: r.rows.map((n) => ({
      id: n.id,
      title: english && n.titleEn !== null ? n.titleEn : n.title,
      body: english && n.bodyEn !== null ? n.bodyEn : n.body,
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
