import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { account } from "../identity.tables.ts";
import { thirdPartyLink, thirdPartyProvider } from "../third-party.tables.ts";

export type ProviderRow = typeof thirdPartyProvider.$inferSelect;
export type ProviderInput = Omit<typeof thirdPartyProvider.$inferInsert, "id" | "createdAt">;

export const listProviders = (db: Db, schoolId: number): Promise<ProviderRow[]> =>
  db
    .select()
    .from(thirdPartyProvider)
    .where(eq(thirdPartyProvider.schoolId, schoolId))
    .orderBy(asc(thirdPartyProvider.id));

export const findProvider = async (
  db: Db,
  schoolId: number,
  id: number,
): Promise<ProviderRow | undefined> => {
  const [row] = await db
    .select()
    .from(thirdPartyProvider)
    .where(and(eq(thirdPartyProvider.schoolId, schoolId), eq(thirdPartyProvider.id, id)))
    .limit(1);
  return row;
};

export const insertProvider = async (db: Db, input: ProviderInput): Promise<number> => {
  const [row] = await db.insert(thirdPartyProvider).values(input).returning({ id: thirdPartyProvider.id });
  return Number(row?.id);
};

export const updateProvider = async (db: Db, id: number, input: ProviderInput): Promise<boolean> => {
  const rows = await db
    .update(thirdPartyProvider)
    .set(input)
    .where(and(eq(thirdPartyProvider.schoolId, input.schoolId), eq(thirdPartyProvider.id, id)))
    .returning({ id: thirdPartyProvider.id });
  return rows.length > 0;
};

export const deleteProvider = async (db: Db, schoolId: number, id: number): Promise<boolean> => {
  const rows = await db
    .delete(thirdPartyProvider)
    .where(and(eq(thirdPartyProvider.schoolId, schoolId), eq(thirdPartyProvider.id, id)))
    .returning({ id: thirdPartyProvider.id });
  return rows.length > 0;
};

export type LinkKey = { schoolId: number; provider: string; corpOrAppId: string; providerUserId: string };

export const linkedAccountIds = async (db: Db, key: LinkKey): Promise<number[]> => {
  const rows = await db
    .select({ accountId: thirdPartyLink.accountId })
    .from(thirdPartyLink)
    .where(
      and(
        eq(thirdPartyLink.schoolId, key.schoolId),
        eq(thirdPartyLink.provider, key.provider),
        eq(thirdPartyLink.corpOrAppId, key.corpOrAppId),
        eq(thirdPartyLink.providerUserId, key.providerUserId),
      ),
    )
    .orderBy(asc(thirdPartyLink.accountId));
  return rows.map((r) => Number(r.accountId));
};

export const insertLinks = async (db: Db, key: LinkKey, accountIds: number[]): Promise<void> => {
  if (accountIds.length === 0) return;
  await db
    .insert(thirdPartyLink)
    .values(accountIds.map((accountId) => ({ ...key, accountId })))
    .onConflictDoNothing();
};

/** Accounts of the school whose phone or login name equals a value, optionally of one user type. */
export const accountIdsByField = async (
  db: Db,
  schoolId: number,
  field: "phone" | "loginName",
  value: string,
  userType: number | null,
): Promise<number[]> => {
  const column = field === "phone" ? account.phone : account.loginName;
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(
      and(
        eq(account.schoolId, schoolId),
        eq(column, value),
        userType === null ? undefined : eq(account.userType, userType),
      ),
    )
    .orderBy(asc(account.userType), asc(account.id));
  return rows.map((r) => Number(r.id));
};

/**
 * The work-chat identities (provider kind, corp, user id) that the accounts of these people signed in with:
 * where a message to them in their chat app goes.
 */
export const chatIdentitiesOf = async (
  db: Db,
  schoolId: number,
  kind: string,
  people: readonly { userType: number; userId: number }[],
): Promise<{ corpOrAppId: string; providerUserId: string }[]> => {
  if (people.length === 0) return [];
  const wanted = sql.join(
    people.map((p) => sql`(${p.userType}::smallint, ${p.userId}::bigint)`),
    sql`, `,
  );
  return db
    .selectDistinct({
      corpOrAppId: thirdPartyLink.corpOrAppId,
      providerUserId: thirdPartyLink.providerUserId,
    })
    .from(thirdPartyLink)
    .innerJoin(
      account,
      and(eq(account.schoolId, thirdPartyLink.schoolId), eq(account.id, thirdPartyLink.accountId)),
    )
    .where(
      and(
        eq(thirdPartyLink.schoolId, schoolId),
        eq(thirdPartyLink.provider, kind),
        sql`(${account.userType}, ${account.userId}) in (${wanted})`,
      ),
    );
};
