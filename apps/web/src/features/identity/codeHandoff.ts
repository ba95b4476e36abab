import type { SchoolInfo } from "@eos/contracts";
import { isSafeInternalPath } from "../../api/loginPath.ts";
import { request } from "../../api/request.ts";
import {
  endSession,
  type SessionUser,
  setSchoolDomain,
  setSchoolInfo,
  startSession,
} from "../../api/session.ts";

/**
 * Single-use codes that hand a session to a page (`/center/redirectUrl`, `/jump-school`): the code is read
 * from the address, removed from it at once, exchanged for a session, and the page moves on.
 */

export type HandoffSession = { token: string; user: SessionUser; school: SchoolInfo };

export const exchangeTrustCode = (code: string, appid: string) =>
  request<HandoffSession & { url: string }>({
    method: "POST",
    url: "/center/api/app/exchangeTrustCode",
    data: { code, appid },
    noToast: true,
    noSchoolId: true,
  });

export const exchangeJumpCode = (code: string) =>
  request<HandoffSession>({
    method: "POST",
    url: "/auth/jumpCode/getToken",
    data: { code },
    noToast: true,
    noSchoolId: true,
  });

/** For the app centre: a trust code and the `/center/redirectUrl` address that opens the app with it. */
export const requestTrustCode = (appId: string, url: string) =>
  request<{ code: string; url: string; expiresIn: number; redirectUrl: string }>({
    url: "/center/api/app/getTrustCode",
    params: { appId, url },
    noCache: true,
  });

/** For an area administrator's school switcher: the `/jump-school` address that enters that school. */
export async function jumpSchoolPath(targetSchoolId: number, url = "/admin"): Promise<string> {
  const { code, domain } = await request<{ code: string; domain: string }>({
    method: "POST",
    url: "/auth/jumpCode",
    data: { targetSchoolId },
  });
  return `/jump-school?${new URLSearchParams({ token: code, domain, url }).toString()}`;
}

/** Removes a query parameter from the address bar (and this history entry) without navigating. */
export function stripFromAddress(name: string): void {
  if (typeof window === "undefined") return;
  const here = new URL(window.location.href);
  if (!here.searchParams.has(name)) return;
  here.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", `${here.pathname}${here.search}${here.hash}`);
}

/** The new session replaces whatever this tab held, school included. */
export function storeHandoff(session: HandoffSession): void {
  endSession();
  setSchoolInfo(session.school);
  setSchoolDomain(session.school.domain);
  startSession(session.token, session.user);
}

/** `/jump-school` goes only to paths of this site; anything else lands on the console. */
export const jumpTarget = (url: string | null): string => (url && isSafeInternalPath(url) ? url : "/admin");

/** The server checked the trust code's address when it issued the code; anything odd still stays home. */
export const trustTarget = (url: string): string =>
  isSafeInternalPath(url) || /^https?:\/\/[^\s]+$/i.test(url) ? url : "/";

const pending = new Map<string, Promise<string>>();

/**
 * Runs an exchange once per code, however often React runs the effect that asks (StrictMode, remounts):
 * a second call with the same code would only find it spent.
 */
export function exchangeOnce(code: string, exchange: () => Promise<string>): Promise<string> {
  const running = pending.get(code);
  if (running) return running;
  const started = exchange();
  pending.set(code, started);
  return started;
}
