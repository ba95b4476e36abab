import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { createDelegateTeacher } from "../org/index.ts";
import type { AccountRow } from "./account.store.ts";
import { account, areaDelegate } from "./identity.tables.ts";

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

type AreaAdmin = { areaSchoolId: number; areaAccountId: number; name: string };

const findDelegate = async (db: Db, schoolId: number, admin: AreaAdmin): Promise<AccountRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(areaDelegate)
    .innerJoin(
      account,
      and(eq(account.schoolId, areaDelegate.schoolId), eq(account.id, areaDelegate.accountId)),
    )
    .where(
      and(
        eq(areaDelegate.schoolId, schoolId),
        eq(areaDelegate.areaSchoolId, admin.areaSchoolId),
        eq(areaDelegate.areaAccountId, admin.areaAccountId),
      ),
    )
    .limit(1);
  return row;
};

/**
 * The area administrator's account inside one school, created on first use: an administrator teacher and a
 * teacher account without password or phone (it is reached only through a jump code). The administrator's own
 * account row on the area's site is locked first, so two concurrent switches create one delegate, not two.
 */
export const ensureDelegateAccount = (db: Db, schoolId: number, admin: AreaAdmin): Promise<AccountRow> =>
  db.transaction(async (tx) => {
    await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.schoolId, admin.areaSchoolId), eq(account.id, admin.areaAccountId)))
      .for("update");
    const existing = await findDelegate(tx, schoolId, admin);
    if (existing) return existing;
    const person = await createDelegateTeacher(tx, schoolId, admin.name);
    const [created] = await tx
      .insert(account)
      .values({
        schoolId,
        userType: 0,
        userId: person.id,
        // Outside the 3-12 letters-or-digits account format: it can never clash with a name people choose.
        loginName: `@area${admin.areaSchoolId}.${admin.areaAccountId}`,
        phone: null,
        passwordHash: null,
      })
      .returning(columns);
    await tx.insert(areaDelegate).values({
      schoolId,
      areaSchoolId: admin.areaSchoolId,
      areaAccountId: admin.areaAccountId,
      accountId: created.id,
    });
    return created;
  });
