import { Outlet } from "react-router";
import { GlobalLoading } from "../../api/GlobalLoading.tsx";
import { NavigateBridge } from "../NavigateBridge.tsx";

/** Around every route, PC and phone alike: the router for the API client, and the loading bar. */
export function RootLayout() {
  return (
    <>
      <NavigateBridge />
      <GlobalLoading />
      <Outlet />
    </>
  );
}
