import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { DRIVER_NAMES_IT, reusedQueries } from "../../platform/db/reused-queries.ts";
import { account, oneTimeCode, session } from "./identity.tables.ts";

export type SessionRow = {
  id: number;
  schoolId: number;
  accountId: number;
  deviceKind: string;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  userType: number;
  userId: number;
  mustChangePassword: boolean;
};

type ByHash = { execute: (values: { schoolId: number; tokenHash: string }) => Promise<SessionRow[]> };
const byHash = reusedQueries<ByHash>(1);

/** A session by its token's hash: asked whenever the session cache misses, so built once (reused-queries.ts). */
export const findSessionByHash = async (
  db: Db,
  schoolId: number,
  tokenHash: string,
): Promise<SessionRow | undefined> => {
  const query = byHash(db, "", () =>
    db
      .select({
        id: session.id,
        schoolId: session.schoolId,
        accountId: session.accountId,
        deviceKind: session.deviceKind,
        expiresAt: session.expiresAt,
        endedAt: session.endedAt,
        endReason: session.endReason,
        userType: account.userType,
        userId: account.userId,
        mustChangePassword: account.mustChangePassword,
      })
      .from(session)
      .innerJoin(account, and(eq(account.schoolId, session.schoolId), eq(account.id, session.accountId)))
      .where(
        and(
          eq(session.schoolId, sql.placeholder("schoolId")),
          eq(session.tokenHash, sql.placeholder("tokenHash")),
        ),
      )
      .limit(1)
      .prepare(DRIVER_NAMES_IT),
  );
  const [row] = await query.execute({ schoolId, tokenHash });
  return row;
};

/** Ends the account's live sessions of one device kind; returns their token hashes (to drop from caches). */
export const endLiveSessions = async (
  db: Db,
  schoolId: number,
  accountId: number,
  deviceKind: string,
  reason: string,
): Promise<string[]> => {
  const rows = await db
    .update(session)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(session.schoolId, schoolId),
        eq(session.accountId, accountId),
        eq(session.deviceKind, deviceKind),
        isNull(session.endedAt),
      ),
    )
    .returning({ tokenHash: session.tokenHash });
  return rows.map((r) => r.tokenHash);
};

/** Ends every live session of a school; returns their token hashes (to drop from caches). */
export const endSchoolLiveSessions = async (db: Db, schoolId: number): Promise<string[]> => {
  const rows = await db
    .update(session)
    .set({ endedAt: sql`now()`, endReason: "revoked" })
    .where(and(eq(session.schoolId, schoolId), isNull(session.endedAt)))
    .returning({ tokenHash: session.tokenHash });
  return rows.map((r) => r.tokenHash);
};

export const insertSession = async (
  db: Db,
  row: {
    schoolId: number;
    accountId: number;
    tokenHash: string;
    deviceKind: string;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<number> => {
  const [created] = await db.insert(session).values(row).returning({ id: session.id });
  return created.id;
};

export const endSessionById = async (
  db: Db,
  schoolId: number,
  id: number,
  reason: string,
): Promise<string | undefined> => {
  const [row] = await db
    .update(session)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(session.schoolId, schoolId), eq(session.id, id), isNull(session.endedAt)))
    .returning({ tokenHash: session.tokenHash });
  return row?.tokenHash;
};

export const insertOneTimeCode = async (
  db: Db,
  row: { schoolId: number; codeHash: string; purpose: string; accountId: number | null; expiresAt: Date },
): Promise<void> => {
  await db.insert(oneTimeCode).values(row);
};

/** Marks a live code used, atomically: of two concurrent redemptions only one gets the row. */
export const redeemOneTimeCode = async (
  db: Db,
  schoolId: number,
  codeHash: string,
  purpose: string,
  now: Date,
): Promise<{ accountId: number | null } | undefined> => {
  const [row] = await db
    .update(oneTimeCode)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCode.schoolId, schoolId),
        eq(oneTimeCode.codeHash, codeHash),
        eq(oneTimeCode.purpose, purpose),
        isNull(oneTimeCode.usedAt),
        gt(oneTimeCode.expiresAt, now),
      ),
    )
    .returning({ accountId: oneTimeCode.accountId });
  return row;
};
