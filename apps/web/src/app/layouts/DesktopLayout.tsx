import { Outlet } from "react-router";
import { AntdShell } from "../AntdShell.tsx";
import { UiBridge } from "../UiBridge.tsx";

/** Every page outside /m/ (portal, sign-in, console): antd's theme, locale and dialogs. */
export function DesktopLayout() {
  return (
    <AntdShell>
      <UiBridge />
      <Outlet />
    </AntdShell>
  );
}
