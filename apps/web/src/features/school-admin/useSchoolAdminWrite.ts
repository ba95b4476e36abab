import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { areaKeys } from "../../components/areaApi.ts";
import { errorText } from "../collection/index.ts";
import { schoolAdminKeys } from "./schoolAdminApi.ts";

/** Runs a write, says how it went (the server's refusal as a message) and refreshes the area and school lists. */
export function useSchoolAdminWrite() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async <T>(work: () => Promise<T>, done?: string | ((out: T) => string)): Promise<T | undefined> => {
    try {
      const out = await work();
      if (done) void message.success(typeof done === "function" ? done(out) : done);
      void queryClient.invalidateQueries({ queryKey: schoolAdminKeys.all });
      // A school's writes change its area's school counts.
      void queryClient.invalidateQueries({ queryKey: areaKeys.all });
      return out;
    } catch (error) {
      void message.error(errorText(error, t("schoolAdmin.common.failed")));
      return undefined;
    }
  };
}
