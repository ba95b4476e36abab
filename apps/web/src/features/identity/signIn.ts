import type { UserTypeValue } from "@eos/contracts";
import { ApiError } from "../../api/ApiError.ts";
import { exchangeToken, loginWithPassword, loginWithPhone, type PhoneAccount } from "../../api/auth.ts";
import { isSafeInternalPath, isSignInPath } from "../../api/loginPath.ts";
import { passwordDuePath } from "../../api/passwordDue.ts";
import { clearLastUrl, getLastUrl, type SessionUser, startSession } from "../../api/session.ts";
import { sha256Hex } from "../../api/sha256.ts";
import { userType } from "../../api/userType.ts";
import { i18n } from "../../i18n/i18n.ts";

/** SPEC 5 / 9 sign-in rules and the password + phone flows, free of any UI kit. */

export const accountPattern = /^[A-Za-z0-9]{3,12}$/;
export const mobilePattern = /^1[3-9]\d{9}$/;
export const codeResendSeconds = 60;

export const userTypes: ReadonlyArray<UserTypeValue> = [userType.teacher, userType.student, userType.parent];

/** `?role=0|1|2` preselects the role; anything else means teacher. */
export function parseUserType(value: string | null): UserTypeValue {
  const n = Number(value);
  return userTypes.find((type) => type === n) ?? userType.teacher;
}

export const isPhoneDevice = (
  userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent,
) => /Mobi|Android|iPhone|iPod|MicroMessenger|wxwork|DingTalk/i.test(userAgent);

/** Exchanges an authorization code for a token and starts the browser session. */
export async function completeSignIn(authorizationCode: string): Promise<SessionUser> {
  const { token, user } = await exchangeToken(authorizationCode);
  startSession(token, user);
  return user;
}

export async function signInWithPassword(input: {
  name: string;
  password: string;
  type: UserTypeValue;
  schoolId: number;
}): Promise<SessionUser> {
  const pwd = await sha256Hex(input.password);
  const { authorizationCode } = await loginWithPassword({
    name: input.name,
    pwd,
    type: input.type,
    schoolId: input.schoolId,
  });
  return completeSignIn(authorizationCode);
}

/** The account of the chosen role among those of this phone, if any. */
export const pickPhoneAccount = (accounts: ReadonlyArray<PhoneAccount> | null, type: UserTypeValue) =>
  (accounts ?? []).find((account) => Number(account.type) === type);

export async function signInWithPhone(input: {
  phone: string;
  code: string;
  type: UserTypeValue;
  schoolId: number;
}): Promise<SessionUser> {
  const accounts = await loginWithPhone(input);
  const account = pickPhoneAccount(accounts, input.type);
  if (!account) throw new ApiError(i18n.t("auth.roleEmpty"), { code: "ROLE_EMPTY", silent: true });
  return completeSignIn(account.authorizationCode);
}

/** Where to go after signing in: the remembered page, else the console for teachers on PC, else /m/. */
export function landingUrl(user: Pick<SessionUser, "type" | "mustChangePassword">, mobile: boolean): string {
  // A password that must change comes first; the remembered page waits until it has.
  if (user.mustChangePassword) return passwordDuePath(mobile);
  const last = getLastUrl();
  clearLastUrl();
  if (last && isSafeInternalPath(last) && !isSignInPath(new URL(last, "http://x").pathname)) return last;
  return Number(user.type) === userType.teacher && !mobile ? "/admin" : "/m/";
}
