import { DotLoading, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { AppGrid } from "./AppGrid.tsx";
import { useAppCentre } from "./useAppCentre.ts";

/** /m/apps: the app centre on a phone, four icons a row, recent apps first. */
export function MobileAppsPage() {
  const { t } = useTranslation();
  const { apps, recent } = useAppCentre();
  const recentGroup = recent.data?.length ? [{ category: t("center.centre.recent"), apps: recent.data }] : [];
  return (
    <div className="eos-mobile-page" style={{ padding: 12 }} data-testid="mobile-apps-page">
      {apps.isPending ? (
        <DotLoading />
      ) : apps.error ? (
        <ErrorBlock status="default" title={t("center.centre.loadFailed")} description={apps.error.message} />
      ) : apps.data.length === 0 ? (
        <ErrorBlock status="empty" title={t("center.centre.empty")} description="" />
      ) : (
        <AppGrid groups={[...recentGroup, ...apps.data]} />
      )}
    </div>
  );
}
