import type { Page } from "@eos/contracts";
import type { Db } from "../db/client.ts";
import { type AuditItem, type AuditQuery, pageAudit } from "./audit.store.ts";

/** The school's audit trail, newest first, filtered by action, target and time. */
export const auditPage = (db: Db, schoolId: number, q: AuditQuery): Promise<Page<AuditItem>> =>
  pageAudit(db, schoolId, q);
