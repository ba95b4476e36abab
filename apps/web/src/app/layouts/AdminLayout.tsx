import { Navigate } from "react-router";
import { passwordDuePath } from "../../api/passwordDue.ts";
import { getToken, getUserInfo } from "../../api/session.ts";
import { ConsoleFrame } from "../../features/console/ConsoleFrame.tsx";
import { RedirectToSignIn } from "../../features/console/RedirectToSignIn.tsx";

/**
 * /admin/*: the console, only with a session; without one, off to sign in (coming back afterwards). A password
 * that must change comes first.
 */
export function AdminLayout() {
  if (!getToken()) return <RedirectToSignIn />;
  if (getUserInfo()?.mustChangePassword) return <Navigate to={passwordDuePath(false)} replace />;
  return <ConsoleFrame />;
}
