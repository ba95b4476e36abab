import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { account, session } from "./identity.tables.ts";

/** Sets a password (its scrypt hash) on accounts of one school, and whether it must be changed next. */
export const storePassword = async (
  db: Db,
  schoolId: number,
  accountIds: ReadonlyArray<number>,
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<void> => {
  if (accountIds.length === 0) return;
  await db
    .update(account)
    .set({ passwordHash, mustChangePassword })
    .where(and(eq(account.schoolId, schoolId), inArray(account.id, [...accountIds])));
};

export const markMustChangePassword = async (db: Db, schoolId: number, accountId: number): Promise<void> => {
  await db
    .update(account)
    .set({ mustChangePassword: true })
    .where(and(eq(account.schoolId, schoolId), eq(account.id, accountId)));
};

/** Token hashes of an account's live sessions, to drop them from the session cache. */
export const liveSessionHashes = async (db: Db, schoolId: number, accountId: number): Promise<string[]> => {
  const rows = await db
    .select({ tokenHash: session.tokenHash })
    .from(session)
    .where(and(eq(session.schoolId, schoolId), eq(session.accountId, accountId), isNull(session.endedAt)));
  return rows.map((r) => r.tokenHash);
};

/** Ends an account's live sessions (all, or all but one); their tokens then answer -107. */
export const revokeSessions = async (
  db: Db,
  schoolId: number,
  accountId: number,
  keepSessionId: number | null,
): Promise<string[]> => {
  const rows = await db
    .update(session)
    .set({ endedAt: sql`now()`, endReason: "revoked" })
    .where(
      and(
        eq(session.schoolId, schoolId),
        eq(session.accountId, accountId),
        isNull(session.endedAt),
        keepSessionId === null ? undefined : ne(session.id, keepSessionId),
      ),
    )
    .returning({ tokenHash: session.tokenHash });
  return rows.map((r) => r.tokenHash);
};

export const findAccountOfUser = async (db: Db, schoolId: number, userType: number, userId: number) => {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.schoolId, schoolId), eq(account.userType, userType), eq(account.userId, userId)))
    .limit(1);
  return row?.id;
};
