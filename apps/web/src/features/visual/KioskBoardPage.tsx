import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { currentLoginPath } from "../../api/loginPath.ts";
import { getToken, setLastUrl } from "../../api/session.ts";
import { SchoolBoardPage } from "./SchoolBoardPage.tsx";

/** /visual/attendance: the school's board alone on the screen (a wall display), still only with a session. */
export function KioskBoardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = getToken() !== null;
  useEffect(() => {
    if (signedIn) return;
    setLastUrl(`${location.pathname}${location.search}`);
    void navigate(currentLoginPath({ pathname: location.pathname }), { replace: true });
  }, [signedIn, location, navigate]);
  if (!signedIn) return null;
  return (
    <div className="eos-board-kiosk">
      <SchoolBoardPage />
    </div>
  );
}
