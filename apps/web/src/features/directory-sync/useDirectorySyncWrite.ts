import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../collection/index.ts";

/** Runs a write, says how it went (the server's refusal as a message) and refreshes the apps and the sync. */
export function useDirectorySyncWrite() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async <T>(work: () => Promise<T>, done?: string): Promise<T | undefined> => {
    try {
      const out = await work();
      if (done) void message.success(done);
      void queryClient.invalidateQueries({ queryKey: ["directorySync"] });
      return out;
    } catch (error) {
      void message.error(errorText(error, t("schoolAdmin.common.failed")));
      return undefined;
    }
  };
}
