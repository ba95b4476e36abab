import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { passwordDuePath } from "../../api/passwordDue.ts";
import { getToken, getUserInfo } from "../../api/session.ts";

/** Under /m/: while the password must change, every page but the change page sends the user there. */
export function PasswordDueRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const due = Boolean(getToken() && getUserInfo()?.mustChangePassword);
  useEffect(() => {
    if (due && pathname !== "/m/password") void navigate(passwordDuePath(true), { replace: true });
  }, [due, pathname, navigate]);
  return null;
}
