import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isSafeInternalPath } from "../api/loginPath.ts";
import { setBaseNavigate } from "../api/ui.ts";

/** Lets the API client move within the app through the router (a full load only for other addresses). */
export function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setBaseNavigate((url) => {
        if (isSafeInternalPath(url)) void navigate(url);
        else window.location.assign(url);
      }),
    [navigate],
  );
  return null;
}
