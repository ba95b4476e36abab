import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../useEvalWrite.ts";
import { certificateKeys } from "./certificateApi.ts";

/**
 * Runs a write, then tells the user (success text, or the server's refusal) and refreshes every certificate
 * query. Resolves to the write's result, or undefined when it failed.
 */
export function useCertificateWrite() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async <T>(work: () => Promise<T>, done?: string | ((out: T) => string)): Promise<T | undefined> => {
    try {
      const out = await work();
      if (done) void message.success(typeof done === "function" ? done(out) : done);
      void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
      return out;
    } catch (error) {
      void message.error(errorText(error, t("certificate.failed")));
      return undefined;
    }
  };
}
