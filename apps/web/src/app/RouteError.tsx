import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

/** A route failed to load or render (often a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t("common.pageLoadFailed")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("common.reload")}
        </Button>
      }
    />
  );
}
