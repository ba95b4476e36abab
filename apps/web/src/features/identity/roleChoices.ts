import type { PhoneAccount } from "../../api/auth.ts";

/**
 * The accounts a sign-in returned when there are several (a teacher who is also a parent): kept in this tab
 * for `/user/select?authType=`, where one is chosen. Their authorization codes live 60 s, and so do these.
 */
const KEY = "eos.roleChoices";
const LIFETIME_MS = 60_000;

export type RoleChoices = { authType: string; accounts: PhoneAccount[]; savedAt: number };

export function saveRoleChoices(
  authType: string,
  accounts: ReadonlyArray<PhoneAccount>,
  now = Date.now(),
): void {
  try {
    const choices: RoleChoices = { authType, accounts: [...accounts], savedAt: now };
    sessionStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // Storage refused: the selection page then says the choice has expired.
  }
}

export function readRoleChoices(now = Date.now()): RoleChoices | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as RoleChoices | null;
    if (!parsed || !Array.isArray(parsed.accounts) || now - parsed.savedAt > LIFETIME_MS) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function clearRoleChoices(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The role asked for at sign-in (authType 0, 1 or 2) first; otherwise teacher, student, parent. */
export const orderChoices = (accounts: ReadonlyArray<PhoneAccount>, authType: string): PhoneAccount[] =>
  [...accounts].sort(
    (a, b) =>
      Number(String(b.type) === authType) - Number(String(a.type) === authType) ||
      Number(a.type) - Number(b.type),
  );
