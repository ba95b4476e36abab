import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { DRIVER_NAMES_IT, reusedQueries } from "../../platform/db/reused-queries.ts";
import { account, session } from "./identity.tables.ts";

type AccountInput = {
  schoolId: number;
  userType: 0 | 1 | 2;
  userId: number;
  loginName: string;
  phone: string | null;
};

/** The accounts of org's people: their SQL, for account.service.ts (identity's AccountPort for org). */
export const insertAccount = async (db: Db, input: AccountInput): Promise<void> => {
  await db.insert(account).values({ ...input, passwordHash: null });
};

/** A person's account takes a new login name and phone. */
export const setAccountLogin = async (db: Db, input: AccountInput): Promise<void> => {
  await db
    .update(account)
    .set({ loginName: input.loginName, phone: input.phone })
    .where(
      and(
        eq(account.schoolId, input.schoolId),
        eq(account.userType, input.userType),
        eq(account.userId, input.userId),
      ),
    );
};

/** Removes people's accounts and their sessions (the people themselves belong to the org module). */
export const removeAccountsOf = async (
  db: Db,
  schoolId: number,
  userType: number,
  userIds: number[],
): Promise<void> => {
  if (userIds.length === 0) return;
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(
      and(eq(account.schoolId, schoolId), eq(account.userType, userType), inArray(account.userId, userIds)),
    );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return;
  await db.delete(session).where(and(eq(session.schoolId, schoolId), inArray(session.accountId, ids)));
  await db.delete(account).where(and(eq(account.schoolId, schoolId), inArray(account.id, ids)));
};

/** Login names of people, for lists. */
type NamesQuery = {
  execute: (values: Record<string, unknown>) => Promise<{ userId: number; loginName: string }[]>;
};
const namesQueries = reusedQueries<NamesQuery>(1);

/** The login names of people of one kind, by their ids: one statement, built once (reused-queries.ts). */
export const accountNamesOf = async (
  db: Db,
  schoolId: number,
  userType: number,
  userIds: number[],
): Promise<Map<number, string>> => {
  if (userIds.length === 0) return new Map();
  const p = sql.placeholder;
  const names = namesQueries(db, "", () =>
    db
      .select({ userId: account.userId, loginName: account.loginName })
      .from(account)
      .where(
        and(
          eq(account.schoolId, p("schoolId")),
          eq(account.userType, p("userType")),
          sql`${account.userId} = any(${p("userIds")})`,
        ),
      )
      .prepare(DRIVER_NAMES_IT),
  );
  const rows = await names.execute({ schoolId, userType, userIds });
  return new Map(rows.map((r) => [r.userId, r.loginName]));
};

/** People whose login name matches a search, for lists that search by account. */
export const userIdsByLoginName = async (
  db: Db,
  schoolId: number,
  userType: number,
  loginName: string,
): Promise<number[]> => {
  const rows = await db
    .select({ userId: account.userId })
    .from(account)
    .where(
      and(eq(account.schoolId, schoolId), eq(account.userType, userType), eq(account.loginName, loginName)),
    );
  return rows.map((r) => r.userId);
};

/** Login names of a type already taken in a school, among the given ones (for imports checking many rows). */
export const takenLoginNames = async (
  db: Db,
  schoolId: number,
  userType: number,
  loginNames: string[],
): Promise<Set<string>> => {
  const taken = new Set<string>();
  for (let i = 0; i < loginNames.length; i += 1000) {
    const rows = await db
      .select({ loginName: account.loginName })
      .from(account)
      .where(
        and(
          eq(account.schoolId, schoolId),
          eq(account.userType, userType),
          inArray(account.loginName, loginNames.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) taken.add(r.loginName);
  }
  return taken;
};

/** Whose account each of the given login names is (for imports that name people by account). */
export const userIdsOfLoginNames = async (
  db: Db,
  schoolId: number,
  userType: number,
  loginNames: string[],
): Promise<Map<string, number>> => {
  const found = new Map<string, number>();
  for (let i = 0; i < loginNames.length; i += 1000) {
    const rows = await db
      .select({ loginName: account.loginName, userId: account.userId })
      .from(account)
      .where(
        and(
          eq(account.schoolId, schoolId),
          eq(account.userType, userType),
          inArray(account.loginName, loginNames.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) found.set(r.loginName, r.userId);
  }
  return found;
};

/** Many accounts at once, without passwords; the caller has checked the names (takenLoginNames). */
export const createAccounts = async (
  db: Db,
  rows: { schoolId: number; userType: 0 | 1 | 2; userId: number; loginName: string; phone: string | null }[],
): Promise<void> => {
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(account).values(rows.slice(i, i + 1000).map((r) => ({ ...r, passwordHash: null })));
  }
};
