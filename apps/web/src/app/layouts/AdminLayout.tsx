import { Navigate } from "react-router";
import { passwordDuePath } from "../../api/passwordDue.ts";
import { getToken, getUserInfo } from "../../api/session.ts";
import { userType } from "../../api/userType.ts";
import { ConsoleFrame } from "../../features/console/ConsoleFrame.tsx";
import { RedirectToSignIn } from "../../features/console/RedirectToSignIn.tsx";

/**
 * /admin/*: the console, only with a session; without one, off to sign in (coming back afterwards). Students and
 * parents have nothing in the console: their pages are the phone pages, on any device. A password that must
 * change comes first.
 */
export function AdminLayout() {
  if (!getToken()) return <RedirectToSignIn />;
  const user = getUserInfo();
  if (user && Number(user.type) !== userType.teacher) return <Navigate to="/m/" replace />;
  if (user?.mustChangePassword) return <Navigate to={passwordDuePath(false)} replace />;
  return <ConsoleFrame />;
}
