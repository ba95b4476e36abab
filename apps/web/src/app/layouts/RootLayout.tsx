import { Outlet } from "react-router";
import { GlobalLoading } from "../../api/GlobalLoading.tsx";
import { UiBridge } from "../UiBridge.tsx";

/** Around every route: the API client's UI bridge and the loading bar. */
export function RootLayout() {
  return (
    <>
      <UiBridge />
      <GlobalLoading />
      <Outlet />
    </>
  );
}
