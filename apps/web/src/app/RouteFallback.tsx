import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** Shown while a route's code loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="eos-route-fallback">
      <Spin aria-label={t("common.loading")} />
    </div>
  );
}
