import type { UserTypeValue } from "@eos/contracts";
import { ApiError } from "../../api/ApiError.ts";
import { areaLoginByPhone, requestAreaPass, setAreaPass } from "../../api/areaRoles.ts";
import { loginWithPhone } from "../../api/auth.ts";
import { setPasswordDue } from "../../api/passwordDue.ts";
import { reportWeakPassword } from "../../api/passwords.ts";
import { endSession, getUserInfo, type SessionUser } from "../../api/session.ts";
import { sha256Hex } from "../../api/sha256.ts";
import { i18n } from "../../i18n/i18n.ts";
import { isWeakPassword, passwordFacts } from "./passwordStrength.ts";
import { saveRoleChoices } from "./roleChoices.ts";
import { completeSignIn, pickPhoneAccount, signInWithPassword } from "./signIn.ts";

/** A sign-in either ends signed in (then lands, see landingUrl) or sends the user on to another step. */
export type SignInOutcome = SessionUser | { next: string };

export type PasswordInput = { name: string; password: string; type: UserTypeValue; schoolId: number };
export type PhoneInput = { phone: string; code: string; type: UserTypeValue; schoolId: number };

/** How the sign-in forms sign in: at a school's domain, or at an area's (then /chooseRole). */
export type SignInFlow = {
  password: (input: PasswordInput) => Promise<SignInOutcome>;
  phone: (input: PhoneInput) => Promise<SignInOutcome>;
};

export const isDetour = (outcome: SignInOutcome): outcome is { next: string } => "next" in outcome;

/**
 * checkWeakPassword: only the browser saw the password, so it judges it and reports its verdict with the hash
 * and strength facts; the server adds its list of weak passwords (stricter than the browser's few). A weak one
 * must be changed before anything else.
 */
async function checkStrength(user: SessionUser, input: PasswordInput): Promise<SessionUser> {
  if (user.mustChangePassword) return user;
  const weak = isWeakPassword(input.password, [input.name]);
  const report = { weak, pwd: await sha256Hex(input.password), pwdFacts: passwordFacts(input.password) };
  // The sign-in has succeeded: when the browser judged the password strong, a report that fails to arrive
  // does not stop the user (it could only have added a duty); a weak one's failure is shown as before.
  const answer = await reportWeakPassword(report).catch((e: unknown) => {
    if (weak) throw e;
    return null;
  });
  if (!answer?.mustChangePassword) return user;
  setPasswordDue(true);
  return getUserInfo() ?? { ...user, mustChangePassword: true };
}

const roleEmpty = () => new ApiError(i18n.t("auth.roleEmpty"), { code: "ROLE_EMPTY", silent: true });

export const schoolFlow: SignInFlow = {
  password: async (input) => checkStrength(await signInWithPassword(input), input),
  /** One account signs in straight away; several go to /user/select (SPEC 4, issue 3). */
  phone: async (input) => {
    const accounts = await loginWithPhone(input);
    const chosen = pickPhoneAccount(accounts, input.type);
    if (!chosen) throw roleEmpty();
    if (accounts.length === 1) return completeSignIn(chosen.authorizationCode);
    saveRoleChoices(String(input.type), accounts);
    return { next: `/user/select?authType=${input.type}` };
  },
};

export const areaFlow: SignInFlow = {
  /** On the area's own site: sign in there, then take an area pass to choose a school and role. */
  password: async (input) => {
    endSession();
    const user = await checkStrength(await signInWithPassword(input), input);
    if (user.mustChangePassword) return user;
    setAreaPass((await requestAreaPass()).areaToken);
    return { next: "/chooseRole" };
  },
  /** A phone code on the area's site lists that phone's roles across the area's schools. */
  phone: async (input) => {
    endSession();
    setAreaPass((await areaLoginByPhone(input)).areaToken);
    return { next: "/chooseRole" };
  },
};
