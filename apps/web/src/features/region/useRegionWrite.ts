import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../collection/index.ts";

/**
 * Runs a write, says how it went (the server's refusal as a message) and refreshes what shows areas: their list,
 * and the other consoles' lists that name an area (the platform's schools), so every cached query goes stale.
 */
export function useRegionWrite() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async <T>(work: () => Promise<T>, done?: string): Promise<T | undefined> => {
    try {
      const out = await work();
      if (done) void message.success(done);
      void queryClient.invalidateQueries();
      return out;
    } catch (error) {
      void message.error(errorText(error, t("region.common.failed")));
      return undefined;
    }
  };
}
