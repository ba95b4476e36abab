import { SessionKey } from "@eos/contracts";
import { isMobilePath } from "./loginPath.ts";
import { getUserInfo, writeSessionJson } from "./session.ts";
import { ui } from "./ui.ts";

/** Where a user whose password must change goes: nothing else opens until it is changed. */
export const passwordDuePath = (mobile: boolean): string =>
  mobile ? "/m/password?forced=1" : "/changePassword";

const herePath = (): string => (typeof window === "undefined" ? "/" : window.location.pathname);

/** Records the duty on the stored user (the layouts read it) without touching the token. */
export function setPasswordDue(due: boolean): void {
  const user = getUserInfo();
  if (user) writeSessionJson(SessionKey.userInfo, { ...user, mustChangePassword: due });
}

/** -1013: the server refuses everything but the password change; go there. */
export function handlePasswordDue(): void {
  setPasswordDue(true);
  const target = passwordDuePath(isMobilePath(herePath()));
  if (herePath() !== new URL(target, "http://x").pathname) ui().navigate(target);
}
