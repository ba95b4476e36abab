import type { SchoolInfo } from "@eos/contracts";
import { getSchoolId, getSchoolInfo } from "./session.ts";

type Place = { pathname: string; search?: string };

const currentPlace = (): Place =>
  typeof window === "undefined"
    ? { pathname: "/" }
    : { pathname: window.location.pathname, search: window.location.search };

export const isMobilePath = (pathname: string): boolean => pathname === "/m" || pathname.startsWith("/m/");

/** The sign-in page that suits a school: area, the school's own password page, or single-school. */
export function loginPathFor(
  school: Pick<SchoolInfo, "id" | "type" | "loginType"> | null,
  mobile = false,
): string {
  if (mobile) return "/m/login";
  if (school?.type === 1) return "/areaLogin";
  if (school?.loginType === 2) return `/login-pwd/${school.id}`;
  return "/singleLogin";
}

/** Sign-in page for the remembered school, from wherever the user is now. */
export function currentLoginPath(place: Place = currentPlace()): string {
  return loginPathFor(getSchoolInfo(), isMobilePath(place.pathname));
}

/** The password sign-in page (SPEC 8, -1001..-1007): course sign-in when the user came from a course page. */
export function passwordLoginPath(place: Place = currentPlace()): string {
  const sourcePage = new URLSearchParams(place.search ?? "").get("sourcePage");
  if (place.pathname.startsWith("/courseLogin") || sourcePage === "kcss" || sourcePage === "kcc") {
    return "/courseLogin";
  }
  const schoolId = getSchoolId();
  return schoolId === null ? currentLoginPath(place) : `/login-pwd/${schoolId}`;
}

const signInPaths = ["/singleLogin", "/areaLogin", "/login-pwd", "/courseLogin", "/m/login", "/eos-web"];

export const isSignInPath = (pathname: string): boolean =>
  signInPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Only same-origin absolute paths, never protocol-relative or scripted addresses. */
export const isSafeInternalPath = (url: string): boolean => url.startsWith("/") && !url.startsWith("//");
