import { App } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError.ts";
import { errorText } from "../evaluation/index.ts";

/** Runs a write, says it worked (the client says the server's reason why not) and refreshes; answers whether it worked. */
export function useAct(refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (run: () => Promise<unknown>, done: string = t("course.saved")) => {
    try {
      await run();
      message.success(done);
      await refresh();
      return true;
    } catch (e) {
      // The API client has already shown a refusal it did not keep silent about.
      if (!(e instanceof ApiError && e.silent)) message.error(errorText(e, t("course.failed")));
      return false;
    }
  };
}
