import { useCallback, useSyncExternalStore } from "react";
import { ApiError } from "../../api/ApiError.ts";
import { getUserInfo } from "../../api/session.ts";

/**
 * Whether the signed-in user may change people and units. The token carries no admin flag, so the pages
 * offer writes to staff and, once the server answers 403 to one, hide them for the rest of the visit.
 */
const refused = new Set<string>();
const listeners = new Set<() => void>();

const userKey = (): string => {
  const user = getUserInfo();
  return user ? `${user.schoolId}:${user.id}` : "";
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = (): boolean => {
  const user = getUserInfo();
  return user !== null && user.type === 0 && !refused.has(userKey());
};

/** Records a refusal when `error` is the server's 403; returns whether it was one. */
export function noteWriteRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  refused.add(userKey());
  for (const listener of listeners) listener();
  return true;
}

/** For tests: forget every refusal. */
export function resetWriteAccess(): void {
  refused.clear();
  for (const listener of listeners) listener();
}

export function useWriteAccess(): { canWrite: boolean; noteRefusal: (error: unknown) => boolean } {
  const canWrite = useSyncExternalStore(subscribe, snapshot, snapshot);
  const noteRefusal = useCallback((error: unknown) => noteWriteRefusal(error), []);
  return { canWrite, noteRefusal };
}
