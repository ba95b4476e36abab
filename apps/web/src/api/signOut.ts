import { endAreaPass, getAreaPass } from "./areaRoles.ts";
import { logout } from "./auth.ts";
import { currentLoginPath } from "./loginPath.ts";
import { clearLastUrl, endSession } from "./session.ts";

/** Ends the token on the server (best effort), forgets the user and returns the sign-in page to go to. */
export async function signOut(): Promise<string> {
  await logout().catch(() => undefined);
  if (getAreaPass()) await endAreaPass().catch(() => undefined);
  endSession();
  clearLastUrl();
  return currentLoginPath();
}
