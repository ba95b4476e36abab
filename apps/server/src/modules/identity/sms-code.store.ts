import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { smsCode } from "./identity.tables.ts";

export const insertSmsCode = async (
  db: Db,
  row: { schoolId: number; phone: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> => {
  await db.insert(smsCode).values(row);
};

/**
 * Takes one try of the newest unused code of that phone and purpose, if it is live and has tries left, and
 * answers its hash to compare with. One conditional UPDATE: concurrent callers queue on the row, and each sees
 * the tries the one before it took, so no more than `maxTries` ever get a hash.
 */
export const reserveSmsTry = async (
  db: Db,
  input: { schoolId: number; phone: string; purpose: string; maxTries: number; now: Date },
): Promise<{ id: number; codeHash: string } | undefined> => {
  const newest = db
    .select({ id: smsCode.id })
    .from(smsCode)
    .where(
      and(
        eq(smsCode.schoolId, input.schoolId),
        eq(smsCode.phone, input.phone),
        eq(smsCode.purpose, input.purpose),
        isNull(smsCode.usedAt),
      ),
    )
    .orderBy(desc(smsCode.id))
    .limit(1);
  const [reserved] = await db
    .update(smsCode)
    .set({ tries: sql`${smsCode.tries} + 1` })
    .where(
      and(
        eq(smsCode.schoolId, input.schoolId),
        inArray(smsCode.id, newest),
        isNull(smsCode.usedAt),
        lt(smsCode.tries, input.maxTries),
        gt(smsCode.expiresAt, input.now),
      ),
    )
    .returning({ id: smsCode.id, codeHash: smsCode.codeHash });
  return reserved;
};

/** Spends a code; false when another request spent it first. */
export const markSmsCodeUsed = async (db: Db, schoolId: number, id: number): Promise<boolean> => {
  const used = await db
    .update(smsCode)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCode.schoolId, schoolId), eq(smsCode.id, id), isNull(smsCode.usedAt)))
    .returning({ id: smsCode.id });
  return used.length > 0;
};
