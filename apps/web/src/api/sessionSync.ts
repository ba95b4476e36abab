import { SessionKey } from "@eos/contracts";
import { currentLoginPath, isMobilePath, isSignInPath } from "./loginPath.ts";
import { ui } from "./ui.ts";

/** What another tab's change to the shared session (session.ts) means for this tab. */
export type SessionChange = "signedOut" | "accountChanged" | null;

type Change = Pick<StorageEvent, "key" | "oldValue" | "newValue">;

/** Who a stored userInfo is: the same person in the same school, whatever else about them changed. */
function identityOf(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const user = JSON.parse(raw) as { id?: unknown; type?: unknown; schoolId?: unknown };
    return `${String(user.schoolId)}:${String(user.type)}:${String(user.id)}`;
  } catch {
    return null;
  }
}

/**
 * The token gone (signed out, or the server ended the session) is a sign-out; another person's userInfo in place
 * of the one this tab was showing is a change of account. A refreshed token of the same person is neither.
 */
export function sessionChangeOf(event: Change): SessionChange {
  if (event.key === null) return "signedOut"; // localStorage.clear() in another tab
  if (event.key === SessionKey.token)
    return event.oldValue !== null && event.newValue === null ? "signedOut" : null;
  if (event.key !== SessionKey.userInfo || event.oldValue === null || event.newValue === null) return null;
  return identityOf(event.oldValue) === identityOf(event.newValue) ? null : "accountChanged";
}

/** Pages that show a signed-in person's things: the console and the phone pages other than their sign-in. */
const showsSession = (pathname: string) =>
  (pathname === "/admin" || pathname.startsWith("/admin/") || isMobilePath(pathname)) &&
  !isSignInPath(pathname) &&
  pathname !== "/m/forgetPwd";

export type SyncActions = {
  /** The path this tab shows (the router's, which in tests is not the window's). */
  pathname: () => string;
  /** A full reload, so that nothing of the previous person stays in memory. */
  reload: () => void;
};

const browserActions: SyncActions = {
  pathname: () => window.location.pathname,
  reload: () => window.location.reload(),
};

/**
 * Keeps this tab in step with the others (the storage event fires in every other tab of the origin): signing out
 * in one sends this one to sign in, another account signing in reloads it. Returns the way to stop listening.
 */
export function watchSessionAcrossTabs(actions: SyncActions = browserActions): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    const change = sessionChangeOf(event);
    if (change === null || !showsSession(actions.pathname())) return;
    if (change === "accountChanged") actions.reload();
    else ui().navigate(currentLoginPath());
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
