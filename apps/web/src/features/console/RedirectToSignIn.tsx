import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { currentLoginPath } from "../../api/loginPath.ts";
import { setLastUrl } from "../../api/session.ts";

/** No session: remember where the user wanted to go, then send them to the school's sign-in page. */
export function RedirectToSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    setLastUrl(`${location.pathname}${location.search}${location.hash}`);
    void navigate(currentLoginPath({ pathname: location.pathname }), { replace: true });
  }, [location, navigate]);
  return null;
}
