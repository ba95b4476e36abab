import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { GlobalLoading } from "../../api/GlobalLoading.tsx";
import { watchSessionAcrossTabs } from "../../api/sessionSync.ts";
import { NavigateBridge } from "../NavigateBridge.tsx";

/** Around every route, PC and phone alike: the router for the API client, the loading bar, and the other tabs. */
export function RootLayout() {
  const { pathname } = useLocation();
  const here = useRef(pathname);
  here.current = pathname;
  useEffect(
    () => watchSessionAcrossTabs({ pathname: () => here.current, reload: () => window.location.reload() }),
    [],
  );
  return (
    <>
      <NavigateBridge />
      <GlobalLoading />
      <Outlet />
    </>
  );
}
