import { Navigate } from "react-router";
import { passwordDuePath } from "../../api/passwordDue.ts";
import { getToken, getUserInfo } from "../../api/session.ts";
import { userType } from "../../api/userType.ts";
import { ScenePanels } from "../../features/collection/index.ts";
import { ConsoleFrame } from "../../features/console/ConsoleFrame.tsx";
import { RedirectToSignIn } from "../../features/console/RedirectToSignIn.tsx";
import { AreaSceneProgressPanel } from "../../features/insight/index.ts";

/** The panels the features above collection add to a scene's page (collection's ScenePanels port). */
const scenePanels = [AreaSceneProgressPanel];

/**
 * /admin/*: the console, only with a session; without one, off to sign in (coming back afterwards). Students and
 * parents have nothing in the console: their pages are the phone pages, on any device. A password that must
 * change comes first. The console wires the ports its features declare (a scene page's panels).
 */
export function AdminLayout() {
  if (!getToken()) return <RedirectToSignIn />;
  const user = getUserInfo();
  if (user && Number(user.type) !== userType.teacher) return <Navigate to="/m/" replace />;
  if (user?.mustChangePassword) return <Navigate to={passwordDuePath(false)} replace />;
  return (
    <ScenePanels.Provider value={scenePanels}>
      <ConsoleFrame />
    </ScenePanels.Provider>
  );
}
