import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { scenesKeys } from "./scenesApi.ts";

/** The text of a failure: the server's reason when it gave one. */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Runs a write, then tells the user (success text, or the server's refusal through message.error) and
 * refreshes every scenes list. Resolves to the write's result, or undefined when it failed.
 */
export function useRunWrite() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async <T>(work: () => Promise<T>, done?: string): Promise<T | undefined> => {
    try {
      const out = await work();
      if (done) void message.success(done);
      void queryClient.invalidateQueries({ queryKey: scenesKeys.all });
      return out;
    } catch (error) {
      void message.error(errorText(error, t("scenes.common.failed")));
      return undefined;
    }
  };
}
