import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../scenes/useRunWrite.ts";
import { dataAppKeys } from "./dataAppsApi.ts";

/** Runs a write, says how it went (the server's refusal as a message) and refreshes every data app list. */
export function useDataAppWrite() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async <T>(work: () => Promise<T>, done?: string): Promise<T | undefined> => {
    try {
      const out = await work();
      if (done) void message.success(done);
      void queryClient.invalidateQueries({ queryKey: dataAppKeys.all });
      return out;
    } catch (error) {
      void message.error(errorText(error, t("dataApps.list.failed")));
      return undefined;
    }
  };
}
