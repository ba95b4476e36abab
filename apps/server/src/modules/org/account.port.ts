import type { Db } from "../../platform/db/client.ts";

/** 0 teacher, 1 student, 2 parent: whose account it is. */
type UserType = 0 | 1 | 2;
export type AccountInput = {
  schoolId: number;
  userType: UserType;
  userId: number;
  loginName: string;
  phone: string | null;
};

/**
 * The sign-in accounts of org's people. Identity keeps the accounts and implements this port; app.ts hands it
 * to org, so org (base data) never imports identity, which builds on org's people.
 */
export type AccountPort = {
  createAccount: (db: Db, input: AccountInput) => Promise<void>;
  createAccounts: (db: Db, rows: AccountInput[]) => Promise<void>;
  updateAccount: (db: Db, input: AccountInput) => Promise<void>;
  removeAccountsOf: (db: Db, schoolId: number, userType: number, userIds: number[]) => Promise<void>;
  accountNamesOf: (
    db: Db,
    schoolId: number,
    userType: number,
    userIds: number[],
  ) => Promise<Map<number, string>>;
  userIdsByLoginName: (db: Db, schoolId: number, userType: number, loginName: string) => Promise<number[]>;
  takenLoginNames: (db: Db, schoolId: number, userType: number, loginNames: string[]) => Promise<Set<string>>;
  userIdsOfLoginNames: (
    db: Db,
    schoolId: number,
    userType: number,
    loginNames: string[],
  ) => Promise<Map<string, number>>;
};

/** What org's services that touch accounts need. */
export type PeopleDeps = { db: Db; accounts: AccountPort };
