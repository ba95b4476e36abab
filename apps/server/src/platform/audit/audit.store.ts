import type { Page, PageQuery } from "@eos/contracts";
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog } from "./audit.tables.ts";

export type AuditEntry = {
  schoolId: number;
  action: string;
  actor: { type: number; id: number; name: string };
  target: { type: string; id: number; name: string };
  ip: string | null;
  userAgent: string | null;
};

export type AuditItem = {
  id: number;
  at: string;
  action: string;
  actorType: number;
  actorId: number;
  actorName: string;
  targetType: string;
  targetId: number;
  targetName: string;
  ip: string | null;
  userAgent: string | null;
};

export type AuditQuery = PageQuery & {
  action?: string;
  targetType?: string;
  targetId?: number;
  /** Inclusive start and exclusive end, ISO instants. */
  from?: string;
  to?: string;
};

export const writeAudit = async (db: Db, e: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    schoolId: e.schoolId,
    action: e.action,
    actorType: e.actor.type,
    actorId: e.actor.id,
    actorName: e.actor.name,
    targetType: e.target.type,
    targetId: e.target.id,
    targetName: e.target.name,
    ip: e.ip,
    userAgent: e.userAgent?.slice(0, 300) ?? null,
  });
};

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One school's audit rows, newest first unless asked otherwise; searched by who or whom. */
export const pageAudit = async (db: Db, schoolId: number, q: AuditQuery): Promise<Page<AuditItem>> => {
  const conditions: (SQL | undefined)[] = [eq(auditLog.schoolId, schoolId)];
  if (q.keyword)
    conditions.push(
      or(ilike(auditLog.actorName, like(q.keyword)), ilike(auditLog.targetName, like(q.keyword))),
    );
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.targetType) conditions.push(eq(auditLog.targetType, q.targetType));
  if (q.targetId) conditions.push(eq(auditLog.targetId, q.targetId));
  if (q.from) conditions.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) conditions.push(lt(auditLog.at, new Date(q.to)));
  const where = and(...conditions);
  const order =
    q.sortOrder === "ascend" ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)];
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    list: rows.map(({ schoolId: _, at, ...r }) => ({ ...r, at: at.toISOString() })),
    total: Number(n),
    page: q.page,
    size: q.size,
  };
};
