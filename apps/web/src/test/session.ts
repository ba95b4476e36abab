import { readSession, writeSession } from "../api/session.ts";

type Key = Parameters<typeof writeSession>[0];

/**
 * The browser session as the app keeps it: session.ts decides where each key lives (the session shared by the
 * tabs in localStorage, the last url per tab), so tests seed and read it through here, never a storage directly.
 */
export const testSession = {
  set: (key: Key, value: string | null): void => writeSession(key, value),
  get: (key: Key): string | null => readSession(key),
  /** A fresh browser: no session, nothing per tab. */
  clear: (): void => {
    localStorage.clear();
    sessionStorage.clear();
  },
};
