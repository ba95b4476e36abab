import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { oneTimeCode } from "./identity.tables.ts";

/**
 * Binds a live QR ticket to the phone's account, atomically: of two phones confirming the same ticket only
 * the first gets the row. Redeeming it (once) is redeemOneTimeCode's work.
 */
export const confirmQrTicket = async (
  db: Db,
  schoolId: number,
  codeHash: string,
  accountId: number,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(oneTimeCode)
    .set({ accountId })
    .where(
      and(
        eq(oneTimeCode.schoolId, schoolId),
        eq(oneTimeCode.codeHash, codeHash),
        eq(oneTimeCode.purpose, "qr"),
        isNull(oneTimeCode.accountId),
        isNull(oneTimeCode.usedAt),
        gt(oneTimeCode.expiresAt, now),
      ),
    )
    .returning({ codeHash: oneTimeCode.codeHash });
  return rows.length === 1;
};
