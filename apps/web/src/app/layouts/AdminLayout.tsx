import { getToken } from "../../api/session.ts";
import { ConsoleFrame } from "../../features/console/ConsoleFrame.tsx";
import { RedirectToSignIn } from "../../features/console/RedirectToSignIn.tsx";

/** /admin/*: the console, only with a session; without one, off to sign in (coming back afterwards). */
export function AdminLayout() {
  return getToken() ? <ConsoleFrame /> : <RedirectToSignIn />;
}
