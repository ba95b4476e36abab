import type { Db, Tx } from "../../platform/db/client.ts";
import { insertNotices, type NewNotice } from "./notice.store.ts";

export { noticeRoutes } from "./notice.routes.ts";
export type { NewNotice } from "./notice.store.ts";

/** Sends in-app notices (one row each); answers how many went out. */
export const sendNotices = (db: Db | Tx, schoolId: number, notices: NewNotice[]): Promise<number> =>
  insertNotices(db, schoolId, notices);
