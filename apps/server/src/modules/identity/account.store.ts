import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { account } from "./identity.tables.ts";

export type AccountRow = {
  id: number;
  schoolId: number;
  userType: number;
  userId: number;
  loginName: string;
  phone: string | null;
  passwordHash: string | null;
  mustChangePassword: boolean;
};

const columns = {
  id: account.id,
  schoolId: account.schoolId,
  userType: account.userType,
  userId: account.userId,
  loginName: account.loginName,
  phone: account.phone,
  passwordHash: account.passwordHash,
  mustChangePassword: account.mustChangePassword,
};

export const findAccountByLogin = async (
  db: Db,
  schoolId: number,
  userType: number,
  loginName: string,
): Promise<AccountRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(account)
    .where(
      and(eq(account.schoolId, schoolId), eq(account.userType, userType), eq(account.loginName, loginName)),
    )
    .limit(1);
  return row;
};

export const findAccountsByPhone = async (db: Db, schoolId: number, phone: string): Promise<AccountRow[]> =>
  db
    .select(columns)
    .from(account)
    .where(and(eq(account.schoolId, schoolId), eq(account.phone, phone)))
    .orderBy(account.userType, account.id);

export const findAccountById = async (
  db: Db,
  schoolId: number,
  id: number,
): Promise<AccountRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(account)
    .where(and(eq(account.schoolId, schoolId), eq(account.id, id)))
    .limit(1);
  return row;
};

/** Inserts an account that already has its password (an administrator's); answers its id. */
export const insertAccountWithPassword = async (
  db: Db,
  values: {
    schoolId: number;
    userType: number;
    userId: number;
    loginName: string;
    phone: string | null;
    passwordHash: string;
    mustChangePassword: boolean;
  },
): Promise<number> => {
  const [row] = await db.insert(account).values(values).returning({ id: account.id });
  return row.id;
};
