import { SessionKey } from "@eos/contracts";
import { request } from "./request.ts";
import { getVisitorToken, readSessionJson, writeSession, writeSessionJson } from "./session.ts";

/** What a visitor token stands for: a school, no person (POST /api/auth/visitor/token). */
export type VisitorUser = { id: number; roleType: "visitor"; schoolId: number; areaId: number | null };

type StoredVisitor = VisitorUser & { expiresAt: number };

/** A token older than this is renewed before use, so that a page never starts a call with a dying one. */
const renewMarginMs = 5 * 60_000;

/**
 * The visitor token for public pages of a school: the stored one while it is fresh and for this school,
 * otherwise a new one from the server (stored in session storage, SPEC 3 'visitor token').
 */
export async function ensureVisitorToken(schoolId: number, now: () => number = Date.now): Promise<string> {
  const token = getVisitorToken();
  const stored = readSessionJson<StoredVisitor>(SessionKey.visitorUserInfo);
  if (token && stored?.schoolId === schoolId && stored.expiresAt - renewMarginMs > now()) return token;
  const issued = await request<{ token: string; expiresIn: number; user: VisitorUser }>({
    method: "POST",
    url: "/auth/visitor/token",
    data: { schoolId },
    noSchoolId: true,
    noToast: true,
  });
  writeSession(SessionKey.visitorToken, issued.token);
  writeSessionJson(SessionKey.visitorUserInfo, {
    ...issued.user,
    expiresAt: now() + issued.expiresIn * 1000,
  });
  return issued.token;
}

export function clearVisitorToken(): void {
  writeSession(SessionKey.visitorToken, null);
  writeSession(SessionKey.visitorUserInfo, null);
}
