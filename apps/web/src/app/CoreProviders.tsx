import { QueryClientProvider } from "@tanstack/react-query";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { type ReactNode, useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n/i18n.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { createQueryClient } from "./queryClient.ts";

type Props = { children: ReactNode };

function DayjsLocale() {
  const { language } = useLanguage();
  useEffect(() => {
    dayjs.locale(language === "en-US" ? "en" : "zh-cn");
  }, [language]);
  return null;
}

/**
 * What every page needs: the query cache and i18n. antd is not here: the console and the PC pages get it from
 * their layout (DesktopLayout), and a phone's pages load it only where they use it, so a parent opening the
 * sign-in page in a chat app does not download the desktop kit.
 */
export function CoreProviders({ children }: Props) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DayjsLocale />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
