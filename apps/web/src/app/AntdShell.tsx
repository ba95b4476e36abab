import { App as AntApp, ConfigProvider } from "antd";
import antdEnUS from "antd/locale/en_US";
import antdZhCN from "antd/locale/zh_CN";
import type { ReactNode } from "react";
import { useLanguage } from "../i18n/useLanguage.ts";
import { antdTheme } from "./theme.ts";

/** antd's theme and locale (following the chosen language) and its App context (message, modal). */
export function AntdShell({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <ConfigProvider
      locale={language === "en-US" ? antdEnUS : antdZhCN}
      theme={antdTheme}
      button={{ autoInsertSpace: false }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
