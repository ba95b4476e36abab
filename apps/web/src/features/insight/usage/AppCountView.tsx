import type { AppUse, SchoolAppCount } from "@eos/contracts";
import { Button, DatePicker, Select, Space, type TableProps, Tag, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AppCountRange,
  type AppUseQuery,
  appMonitorKeys,
  downloadAppCount,
  downloadAppUses,
  fetchAppCount,
  fetchAppUses,
} from "../monitor/appMonitorApi.ts";
import { DetailDrawer } from "../monitor/DetailDrawer.tsx";
import { ExportButton } from "../monitor/ExportButton.tsx";
import { PagedTable } from "../monitor/PagedTable.tsx";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "");

function useAppColumns(): TableProps<AppUse>["columns"] {
  const { t } = useTranslation();
  return [
    { key: "app", title: t("appMonitor.uses.app"), dataIndex: "appName" },
    {
      key: "task",
      title: t("appMonitor.uses.task"),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.taskName}</span>
          <Typography.Text type="secondary">{r.sceneName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "state",
      title: t("appMonitor.uses.state"),
      render: (_, r) =>
        r.state === 1 ? (
          <Tag color="green">{t("appMonitor.monitor.on")}</Tag>
        ) : (
          <Tag>{t("appMonitor.monitor.offState")}</Tag>
        ),
    },
    {
      key: "used",
      title: t("appMonitor.uses.filter"),
      render: (_, r) =>
        r.used ? (
          <Tag color="blue">{t("appMonitor.uses.used")}</Tag>
        ) : (
          <Tag>{t("appMonitor.uses.unused")}</Tag>
        ),
    },
    { key: "values", title: t("appMonitor.uses.values"), dataIndex: "values" },
    { key: "last", title: t("appMonitor.uses.lastFill"), render: (_, r) => when(r.lastFillAt) },
  ];
}

/** One school's data apps in the period, used or not. */
function AppsDrawer({
  school,
  range,
  onClose,
}: {
  school: SchoolAppCount | null;
  range: AppCountRange;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [used, setUsed] = useState<AppUseQuery["used"]>("all");
  const columns = useAppColumns();
  const query: AppUseQuery | null = school
    ? { ...range, siteId: school.schoolName ? school.schoolId : undefined, used }
    : null;
  return (
    <DetailDrawer<AppUse>
      open={school !== null}
      onClose={onClose}
      width={760}
      title={t("appMonitor.uses.title", { name: school?.schoolName || t("appMonitor.count.thisSchool") })}
      testId="app-count-apps"
      toolbar={
        <>
          <Select
            aria-label={t("appMonitor.uses.filter")}
            value={used}
            onChange={setUsed}
            options={(["all", "used", "unused"] as const).map((v) => ({
              value: v,
              label: t(`appMonitor.uses.${v}`),
            }))}
            style={{ minWidth: 120 }}
            data-testid="app-count-used"
          />
          {query && (
            <ExportButton
              run={() => downloadAppUses(query, `${t("appMonitor.uses.exportFile")}.xlsx`)}
              testId="app-count-apps-export"
            />
          )}
        </>
      }
      queryKey={appMonitorKeys.uses(query ?? {})}
      fetchPage={(paging) => fetchAppUses({ ...(query as AppUseQuery), ...paging })}
      enabled={query !== null}
      rowKey="appId"
      columns={columns}
      texts={{
        empty: t("appMonitor.uses.empty"),
        loadFailed: t("appMonitor.uses.loadFailed"),
        total: (total) => t("appMonitor.uses.total", { total }),
      }}
    />
  );
}

/** The app usage tab: per school, its data apps used and not used in a period (the last 30 days by default). */
export function AppCountView() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AppCountRange>({});
  const [open, setOpen] = useState<SchoolAppCount | null>(null);
  const columns: TableProps<SchoolAppCount>["columns"] = [
    {
      key: "school",
      title: t("appMonitor.count.school"),
      render: (_, r) => r.schoolName || t("appMonitor.count.thisSchool"),
    },
    { key: "apps", title: t("appMonitor.count.apps"), dataIndex: "apps" },
    { key: "on", title: t("appMonitor.count.on"), dataIndex: "on" },
    { key: "used", title: t("appMonitor.count.used"), dataIndex: "used" },
    { key: "notUsed", title: t("appMonitor.count.notUsed"), dataIndex: "notUsed" },
    { key: "values", title: t("appMonitor.count.values"), dataIndex: "values" },
    {
      key: "open",
      title: "",
      render: (_, r) => (
        <Button type="link" onClick={() => setOpen(r)} data-testid={`app-count-open-${r.schoolId}`}>
          {t("appMonitor.count.open")}
        </Button>
      ),
    },
  ];
  const pick = (dates: [Dayjs | null, Dayjs | null] | null) =>
    setRange(
      dates?.[0] && dates[1]
        ? { from: dates[0].format("YYYY-MM-DD"), to: dates[1].format("YYYY-MM-DD") }
        : {},
    );
  return (
    <div data-testid="app-count">
      <Typography.Paragraph type="secondary">{t("appMonitor.count.hint")}</Typography.Paragraph>
      <Space wrap className="eos-monitor-toolbar">
        <DatePicker.RangePicker aria-label={t("appMonitor.count.period")} onChange={pick} />
        <ExportButton
          run={() => downloadAppCount(range, `${t("appMonitor.count.exportFile")}.xlsx`)}
          testId="app-count-export"
        />
      </Space>
      <PagedTable<SchoolAppCount>
        queryKey={appMonitorKeys.count(range)}
        fetchPage={(paging) => fetchAppCount({ ...range, ...paging })}
        rowKey="schoolId"
        columns={columns}
        retryTestId="app-count-retry"
        texts={{
          empty: t("appMonitor.count.empty"),
          loadFailed: t("appMonitor.count.loadFailed"),
          total: (total) => t("appMonitor.count.total", { total }),
        }}
      />
      <AppsDrawer
        key={open ? open.schoolId : "none"}
        school={open}
        range={range}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
