import { Card, Empty, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { AppGrid } from "./AppGrid.tsx";
import { useAppCentre } from "./useAppCentre.ts";
import "../../components/consolePage.css";

/** /admin/app-centre: the apps this person may open, by category, with their recent apps first. */
export function AppCentrePage() {
  const { t } = useTranslation();
  const { apps, recent } = useAppCentre();
  const recentGroup = recent.data?.length ? [{ category: t("center.centre.recent"), apps: recent.data }] : [];
  return (
    <div className="eos-page" data-testid="app-centre-page">
      <ConsolePageHeader
        area="console.menu.portalApps"
        title={t("center.centre.title")}
        testId="app-centre-title"
      />
      <Card className="eos-page__card">
        {apps.isPending ? (
          <Spin />
        ) : apps.error ? (
          <LoadFailed
            title={t("center.centre.loadFailed")}
            error={apps.error}
            onRetry={() => void apps.refetch()}
          />
        ) : apps.data.length === 0 ? (
          <Empty description={t("center.centre.empty")} />
        ) : (
          <AppGrid groups={[...recentGroup, ...apps.data]} />
        )}
      </Card>
    </div>
  );
}
