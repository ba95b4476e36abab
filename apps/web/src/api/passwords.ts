import type { PasswordFacts, UserTypeValue } from "@eos/contracts";
import { request } from "./request.ts";

/** Password calls (issue 3 'Passwords'). Passwords travel only as their SHA-256 hex, like `pwd` at sign-in. */

export const sendResetCode = (body: { phone: string; schoolId: number }) =>
  request<null>({
    method: "POST",
    url: "/auth/phone/sendResetCode",
    data: body,
    noToast: true,
    noSchoolId: true,
  });

export const resetPhonePassword = (body: {
  phone: string;
  code: string;
  type: UserTypeValue;
  schoolId: number;
  newPwd: string;
  pwdFacts: PasswordFacts;
}) =>
  request<null>({ method: "POST", url: "/auth/resetPhonePwd", data: body, noToast: true, noSchoolId: true });

/** Whether `pwd` is the current password; wrong guesses count towards the sign-in lock. */
export const validateOldPassword = (pwd: string) =>
  request<boolean>({ url: "/center/api/validateOld", params: { pwd }, noToast: true, noCache: true });

export const updatePassword = (body: { oldPwd: string; newPwd: string; pwdFacts: PasswordFacts }) =>
  request<null>({ method: "POST", url: "/center/api/updatePwd", data: body, noToast: true });

/**
 * The browser alone saw the password just used: it reports its verdict, the password's hash and strength facts;
 * the server adds its own judgement (its list of weak passwords) and answers whether it must now be changed.
 */
export const reportWeakPassword = (report: { weak: boolean; pwd: string; pwdFacts: PasswordFacts }) =>
  request<{ mustChangePassword: boolean }>({
    method: "POST",
    url: "/auth/checkWeakPassword",
    data: report,
    noToast: true,
  });

export type ResetResult = {
  accountId: number;
  loginName: string;
  userType: number;
  name: string;
  password: string;
};

export const resetAccountPassword = (body: { userType: UserTypeValue; loginName: string }) =>
  request<ResetResult>({ method: "POST", url: "/auth/resetPwd", data: body, noToast: true });
