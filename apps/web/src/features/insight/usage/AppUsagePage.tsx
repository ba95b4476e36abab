import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { AppCountView } from "./AppCountView.tsx";
import { TargetUsageView } from "./TargetUsageView.tsx";
import "../../../components/consolePage.css";
import "../monitor/monitor.css";
import "./usage.css";

/**
 * /admin/app-usage: a school's own staff (collection.stats) see how the school's data apps are used, and which
 * of its indicators it uses (usage by target level).
 */
export function AppUsagePage() {
  const { t } = useTranslation();
  return (
    <div className="eos-page" data-testid="app-usage-page">
      <ConsolePageHeader
        area="console.menu.forms"
        title={t("appMonitor.tabs.appCount")}
        testId="app-usage-title"
      />
      <Tabs
        destroyOnHidden
        items={[
          {
            key: "apps",
            label: t("appMonitor.tabs.appCount"),
            children: (
              <Card className="eos-page__card eos-people-table-card">
                <AppCountView />
              </Card>
            ),
          },
          {
            key: "targets",
            label: t("usage.targets.tab"),
            children: (
              <Card className="eos-page__card eos-people-table-card">
                <TargetUsageView area={false} />
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
}
