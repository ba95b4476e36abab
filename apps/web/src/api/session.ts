import { type RoleType, type SchoolInfo, SessionKey } from "@eos/contracts";

/**
 * The SPEC 3 session keys. They live in localStorage, so every tab of the browser shares one session (a new tab
 * stays signed in; signing out in one ends it in all, see sessionSync.ts). Only the last url stays per tab in
 * sessionStorage: it is where this tab was going when it was sent to sign in. Storage failures never break a page.
 */
type Key = (typeof SessionKey)[keyof typeof SessionKey];

/** The area-level token (SPEC 6); not yet one of the shared SessionKey names. */
export const areaTokenKey = "eos.areaToken";

/** What the sign-in exchange returns about the user (CONTRACT.md 'Sign-in'). */
export type SessionUser = {
  id: number;
  name: string;
  type: number;
  roleType: RoleType;
  schoolId: number;
  areaId: number | null;
  /** After an administrator's reset or a weak password: only the password change opens. */
  mustChangePassword?: boolean;
};

const perTab: ReadonlySet<string> = new Set([SessionKey.lastUrl]);

function store(key: string): Storage | null {
  try {
    if (perTab.has(key)) return typeof sessionStorage === "undefined" ? null : sessionStorage;
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSession(key: Key | typeof areaTokenKey): string | null {
  try {
    return store(key)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: Key | typeof areaTokenKey, value: string | null): void {
  try {
    if (value === null) store(key)?.removeItem(key);
    else store(key)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the session simply does not persist.
  }
}

export function readSessionJson<T>(key: Key): T | null {
  const raw = readSession(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const writeSessionJson = (key: Key, value: unknown): void =>
  writeSession(key, value === null || value === undefined ? null : JSON.stringify(value));

export const getToken = (): string | null => readSession(SessionKey.token);
export const getTempToken = (): string | null => readSession(SessionKey.tempToken);
export const getVisitorToken = (): string | null => readSession(SessionKey.visitorToken);
export const getAreaToken = (): string | null => readSession(areaTokenKey) ?? getToken();
export const clearToken = (): void => writeSession(SessionKey.token, null);

export function getSchoolId(): number | null {
  const raw = readSession(SessionKey.schoolId);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(id) ? id : null;
}

export const getSchoolInfo = (): SchoolInfo | null => readSessionJson<SchoolInfo>(SessionKey.schoolInfo);

export function setSchoolInfo(school: SchoolInfo): void {
  writeSessionJson(SessionKey.schoolInfo, school);
  writeSession(SessionKey.schoolId, String(school.id));
}

export const getSchoolDomain = (): string | null => readSession(SessionKey.schoolDomain);
export const setSchoolDomain = (domain: string): void => writeSession(SessionKey.schoolDomain, domain);

export const getUserInfo = (): SessionUser | null => readSessionJson<SessionUser>(SessionKey.userInfo);

/** Stores what a successful sign-in returns. */
export function startSession(token: string, user: SessionUser): void {
  writeSession(SessionKey.token, token);
  writeSessionJson(SessionKey.userInfo, user);
  writeSession(SessionKey.roleType, user.roleType);
}

export const getLastUrl = (): string | null => readSession(SessionKey.lastUrl);
export const setLastUrl = (url: string): void => writeSession(SessionKey.lastUrl, url);
export const clearLastUrl = (): void => writeSession(SessionKey.lastUrl, null);

/** Forgets the signed-in user but keeps the school, so the right sign-in page can follow. */
export function endSession(): void {
  for (const key of [
    SessionKey.token,
    SessionKey.userInfo,
    SessionKey.roleType,
    SessionKey.tempToken,
    SessionKey.menuList,
    SessionKey.portalRoles,
  ] as const) {
    writeSession(key, null);
  }
  writeSession(areaTokenKey, null);
}
