import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../people/ConsolePageHeader.tsx";
import { AppCountView } from "./AppCountView.tsx";
import "../../people/people.css";
import "../monitor/monitor.css";

/** /admin/app-usage: a school's own staff (collection.stats) see how the school's data apps are used. */
export function AppUsagePage() {
  const { t } = useTranslation();
  return (
    <div className="eos-page" data-testid="app-usage-page">
      <ConsolePageHeader
        area="console.menu.forms"
        title={t("appMonitor.tabs.appCount")}
        testId="app-usage-title"
      />
      <Card className="eos-page__card eos-people-table-card">
        <AppCountView />
      </Card>
    </div>
  );
}
