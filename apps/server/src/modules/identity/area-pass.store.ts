import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import type { AccountRow } from "./account.store.ts";
import { areaPass } from "./area-pass.tables.ts";
import { account } from "./identity.tables.ts";

export type AreaPassRow = {
  id: number;
  areaId: number;
  siteSchoolId: number;
  phone: string | null;
  siteAccountId: number | null;
  expiresAt: Date;
  endedAt: Date | null;
};

export const insertAreaPass = async (
  db: Db,
  row: {
    areaId: number;
    tokenHash: string;
    siteSchoolId: number;
    phone: string | null;
    siteAccountId: number | null;
    expiresAt: Date;
  },
): Promise<void> => {
  await db.insert(areaPass).values(row);
};

export const findAreaPass = async (
  db: Db,
  areaId: number,
  tokenHash: string,
): Promise<AreaPassRow | undefined> => {
  const [row] = await db
    .select({
      id: areaPass.id,
      areaId: areaPass.areaId,
      siteSchoolId: areaPass.siteSchoolId,
      phone: areaPass.phone,
      siteAccountId: areaPass.siteAccountId,
      expiresAt: areaPass.expiresAt,
      endedAt: areaPass.endedAt,
    })
    .from(areaPass)
    .where(and(eq(areaPass.areaId, areaId), eq(areaPass.tokenHash, tokenHash)))
    .limit(1);
  return row;
};

export const endAreaPass = async (db: Db, areaId: number, id: number): Promise<void> => {
  await db
    .update(areaPass)
    .set({ endedAt: sql`now()` })
    .where(and(eq(areaPass.areaId, areaId), eq(areaPass.id, id)));
};

/** The accounts of one phone across several schools (the sites of an area). */
export const findAccountsByPhoneIn = async (
  db: Db,
  schoolIds: ReadonlyArray<number>,
  phone: string,
): Promise<AccountRow[]> => {
  if (schoolIds.length === 0) return [];
  return db
    .select({
      id: account.id,
      schoolId: account.schoolId,
      userType: account.userType,
      userId: account.userId,
      loginName: account.loginName,
      phone: account.phone,
      passwordHash: account.passwordHash,
      mustChangePassword: account.mustChangePassword,
    })
    .from(account)
    .where(and(inArray(account.schoolId, [...schoolIds]), eq(account.phone, phone)));
};
