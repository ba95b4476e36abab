import type { SchoolInfo, SchoolSetting, UserTypeValue } from "@eos/contracts";
import { request } from "./request.ts";
import type { SessionUser } from "./session.ts";

/** Sign-in calls (SPEC 7 'Auth', CONTRACT.md 'Sign-in'). Every one is noToast: the pages show errors inline. */

/**
 * The school of this domain; `domain` (from ?domain=) overrides the Host header for testers. Calls made while one is
 * under way share it: the phone's sign-in route asks before its page's code arrives (prefetchSchool), the page again.
 */
export const fetchMySchool = (domain: string | null, force = false) =>
  request<SchoolInfo | null>({
    url: "/auth/my/getschool",
    params: domain ? { domain } : {},
    noSchoolId: true,
    noToast: true,
    noCache: force,
    lock: true,
  });

/** The school's logo address for its sign-in pages (null without one); a missing logo is no error. */
export const fetchBranding = (domain: string) =>
  request<{ logo: string | null }>({
    url: "/auth/getschool/branding",
    params: { domain },
    noSchoolId: true,
    noToast: true,
  });

export const loginWithPassword = (body: {
  name: string;
  pwd: string;
  type: UserTypeValue;
  schoolId: number;
}) =>
  request<{ authorizationCode: string }>({
    method: "POST",
    url: "/auth/login/pwd",
    data: body,
    noToast: true,
    noSchoolId: true,
  });

export type PhoneAccount = { type: number; authorizationCode: string; name: string };

export const loginWithPhone = (body: {
  phone: string;
  code: string;
  type: UserTypeValue;
  schoolId: number;
}) =>
  request<PhoneAccount[]>({
    method: "POST",
    url: "/auth/login/phone",
    data: body,
    noToast: true,
    noSchoolId: true,
  });

export const sendPhoneCode = (body: { phone: string; schoolId: number }) =>
  request<null>({ method: "POST", url: "/auth/phone/sendCode", data: body, noToast: true, noSchoolId: true });

export const exchangeToken = (authorizationCode: string) =>
  request<{ token: string; user: SessionUser }>({
    method: "POST",
    url: "/auth/login/getToken",
    data: { authorizationCode },
    noToast: true,
    noSchoolId: true,
  });

export const logout = () => request<null>({ method: "POST", url: "/auth/logout", noToast: true });

/** The school's client settings for its sign-in pages (name, logo, theme colour, ways to sign in), by domain. */
export const fetchSignInSetting = (domain: string) =>
  request<SchoolSetting>({
    url: "/sys/api/setting/getSetting",
    params: { domain },
    noSchoolId: true,
    noToast: true,
  });
