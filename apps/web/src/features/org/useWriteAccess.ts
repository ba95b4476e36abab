import type { PermissionCode } from "@eos/contracts";
import { useCallback, useSyncExternalStore } from "react";
import { ApiError } from "../../api/ApiError.ts";
import { getUserInfo } from "../../api/session.ts";
import { usePermissions } from "../../api/usePermissions.ts";

/**
 * Whether the signed-in user may change people and units: they hold the button code (getUserInfo). A 403 to a
 * write (a role taken away during the visit) still hides the writes for the rest of the visit.
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

export function useWriteAccess(code: PermissionCode = "people.edit"): {
  canWrite: boolean;
  noteRefusal: (error: unknown) => boolean;
} {
  const notRefused = useSyncExternalStore(subscribe, snapshot, snapshot);
  const { can } = usePermissions();
  const canWrite = notRefused && can(code);
  const noteRefusal = useCallback((error: unknown) => noteWriteRefusal(error), []);
  return { canWrite, noteRefusal };
}
