import { useTranslation } from "react-i18next";

/** Shown while a route's code loads: plain markup, so that it needs neither antd nor antd-mobile. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="eos-route-fallback">
      <span className="eos-spinner" role="status" aria-label={t("common.loading")} />
    </div>
  );
}
