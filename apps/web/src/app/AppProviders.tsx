import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import antdEnUS from "antd/locale/en_US";
import antdZhCN from "antd/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { type ReactNode, useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n/i18n.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { createQueryClient } from "./queryClient.ts";
import { antdTheme } from "./theme.ts";

type Props = { children: ReactNode };

function LocalisedAntd({ children }: Props) {
  const { language } = useLanguage();
  useEffect(() => {
    dayjs.locale(language === "en-US" ? "en" : "zh-cn");
  }, [language]);
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

/** Query cache, i18n and antd (theme and locale following the chosen language). */
export function AppProviders({ children }: Props) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
