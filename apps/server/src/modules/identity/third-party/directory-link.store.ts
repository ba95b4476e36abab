import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { account } from "../identity.tables.ts";
import { thirdPartyLink } from "../third-party.tables.ts";

/** The work-chat identities of one corp: a platform (wecom, dingtalk) and the corp (or app) id sign-in keys on. */
export type LinkSource = { schoolId: number; provider: string; corpOrAppId: string };

const BATCH = 1000;

/**
 * Every identity of the corp linked to a teacher's account, as provider user id → teacher id: what a
 * directory sync matches members by first (links to parent or student accounts do not make a teacher).
 */
export const linkedTeachersOf = async (db: Db, src: LinkSource): Promise<Map<string, number>> => {
  const rows = await db
    .select({ providerUserId: thirdPartyLink.providerUserId, userId: account.userId })
    .from(thirdPartyLink)
    .innerJoin(
      account,
      and(eq(account.schoolId, thirdPartyLink.schoolId), eq(account.id, thirdPartyLink.accountId)),
    )
    .where(
      and(
        eq(thirdPartyLink.schoolId, src.schoolId),
        eq(thirdPartyLink.provider, src.provider),
        eq(thirdPartyLink.corpOrAppId, src.corpOrAppId),
        eq(account.userType, 0),
      ),
    )
    .orderBy(account.id);
  const found = new Map<string, number>();
  for (const r of rows) if (!found.has(r.providerUserId)) found.set(r.providerUserId, Number(r.userId));
  return found;
};

/** The sign-in account of each of these teachers that has one: teacher id → account id. */
export const teacherAccountIds = async (
  db: Db,
  schoolId: number,
  teacherIds: number[],
): Promise<Map<number, number>> => {
  const found = new Map<number, number>();
  const ids = [...new Set(teacherIds)];
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db
      .select({ id: account.id, userId: account.userId })
      .from(account)
      .where(
        and(
          eq(account.schoolId, schoolId),
          eq(account.userType, 0),
          inArray(account.userId, ids.slice(i, i + BATCH)),
        ),
      );
    for (const r of rows) found.set(Number(r.userId), Number(r.id));
  }
  return found;
};

/** Links identities of the corp to accounts, so that signing in with the platform finds them. */
export const linkIdentities = async (
  db: Db,
  src: LinkSource,
  links: { providerUserId: string; accountId: number }[],
): Promise<void> => {
  for (let i = 0; i < links.length; i += BATCH) {
    await db
      .insert(thirdPartyLink)
      .values(links.slice(i, i + BATCH).map((l) => ({ ...src, ...l })))
      .onConflictDoNothing();
  }
};
