import type { ReactNode } from "react";
import { AntdShell } from "./AntdShell.tsx";
import { CoreProviders } from "./CoreProviders.tsx";

/**
 * Query cache, i18n and antd together: for rendering antd components outside the routes (component tests). The
 * app itself wraps the routes in CoreProviders, and its layouts add antd where pages use it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CoreProviders>
      <AntdShell>{children}</AntdShell>
    </CoreProviders>
  );
}
