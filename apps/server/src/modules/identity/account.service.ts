import type { Db } from "../../platform/db/client.ts";
import type { AccountPort } from "../org/index.ts";
import { identityError } from "./identity.messages.ts";
import {
  accountNamesOf,
  createAccounts,
  insertAccount,
  removeAccountsOf,
  setAccountLogin,
  takenLoginNames,
  userIdsByLoginName,
  userIdsOfLoginNames,
} from "./people-accounts.store.ts";

const ACCOUNT_NAME = /^[A-Za-z0-9]{3,12}$/;

/** Refuses an account name other than 3 to 12 letters or digits (an administrator's, a teacher's). */
export const checkAccountName = (name: string): void => {
  if (!ACCOUNT_NAME.test(name)) throw identityError(400, "accountFormat");
};

const taken = () => identityError(400, "accountTaken");

/**
 * A sign-in account for a new person. It has no password: one is set through a verified channel (phone
 * code) or an administrator's one-time reset; no shared default password ever authenticates.
 */
export const createAccount = async (
  db: Db,
  input: { schoolId: number; userType: 0 | 1 | 2; userId: number; loginName: string; phone: string | null },
): Promise<void> => {
  if (!ACCOUNT_NAME.test(input.loginName) && !(input.userType === 2 && input.loginName === input.phone)) {
    throw identityError(400, "accountFormat");
  }
  if ((await userIdsByLoginName(db, input.schoolId, input.userType, input.loginName)).length > 0)
    throw taken();
  await insertAccount(db, input);
};

export const updateAccount = async (
  db: Db,
  input: { schoolId: number; userType: 0 | 1 | 2; userId: number; loginName: string; phone: string | null },
): Promise<void> => {
  const clash = await userIdsByLoginName(db, input.schoolId, input.userType, input.loginName);
  if (clash.some((id) => id !== input.userId)) throw taken();
  await setAccountLogin(db, input);
};

/** Org's people reach their sign-in accounts through this, org's port, which app.ts hands to org. */
export const accountPort: AccountPort = {
  createAccount,
  createAccounts,
  updateAccount,
  removeAccountsOf,
  accountNamesOf,
  userIdsByLoginName,
  takenLoginNames,
  userIdsOfLoginNames,
};

export { accountNamesOf, createAccounts, takenLoginNames };
