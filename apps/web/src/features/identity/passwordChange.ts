import type { UserTypeValue } from "@eos/contracts";
import { setPasswordDue } from "../../api/passwordDue.ts";
import { resetPhonePassword, updatePassword, validateOldPassword } from "../../api/passwords.ts";
import { sha256Hex } from "../../api/sha256.ts";
import { passwordFacts } from "./passwordStrength.ts";

/**
 * The password flows behind the pages, free of any UI kit: passwords leave the browser only hashed, a new one
 * with the strength facts the browser checked (the server refuses facts that fail the rules).
 */

export async function resetForgottenPassword(input: {
  phone: string;
  code: string;
  type: UserTypeValue;
  schoolId: number;
  password: string;
}): Promise<void> {
  const { password, ...rest } = input;
  await resetPhonePassword({ ...rest, newPwd: await sha256Hex(password), pwdFacts: passwordFacts(password) });
}

export async function isCurrentPassword(password: string): Promise<boolean> {
  return validateOldPassword(await sha256Hex(password));
}

/** Changes the password; afterwards nothing is due any more. */
export async function changeMyPassword(current: string, next: string): Promise<void> {
  const [oldPwd, newPwd] = await Promise.all([sha256Hex(current), sha256Hex(next)]);
  await updatePassword({ oldPwd, newPwd, pwdFacts: passwordFacts(next) });
  setPasswordDue(false);
}
