import type { AppUse, SchoolAppCount } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  Button,
  DatePicker,
  Drawer,
  Empty,
  Grid,
  Select,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import {
  type AppCountRange,
  type AppUseQuery,
  appMonitorKeys,
  downloadAppCount,
  downloadAppUses,
  fetchAppCount,
  fetchAppUses,
} from "../monitor/appMonitorApi.ts";
import { ExportButton } from "../monitor/DataAppMonitorView.tsx";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "");

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
  const isPhone = Grid.useBreakpoint().md === false;
  const [used, setUsed] = useState<AppUseQuery["used"]>("all");
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const query: AppUseQuery | null = school
    ? { ...range, siteId: school.schoolName ? school.schoolId : undefined, used }
    : null;
  const uses = useQuery({
    queryKey: appMonitorKeys.uses({ ...query, ...paging }),
    queryFn: () => fetchAppUses({ ...(query as AppUseQuery), ...paging }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const columns: TableProps<AppUse>["columns"] = [
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
  return (
    <Drawer
      open={school !== null}
      onClose={onClose}
      size={isPhone ? "100%" : 760}
      title={t("appMonitor.uses.title", { name: school?.schoolName || t("appMonitor.count.thisSchool") })}
      data-testid="app-count-apps"
    >
      <Space wrap>
        <Select
          aria-label={t("appMonitor.uses.filter")}
          value={used}
          onChange={(v) => {
            setUsed(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
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
      </Space>
      {uses.isError && !uses.data ? (
        <LoadFailed
          title={t("appMonitor.uses.loadFailed")}
          error={uses.error}
          onRetry={() => void uses.refetch()}
        />
      ) : (
        <Table<AppUse>
          rowKey="appId"
          size="small"
          columns={columns}
          dataSource={uses.data?.list ?? []}
          loading={uses.isFetching}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("appMonitor.uses.empty")} /> }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: uses.data?.total ?? 0,
            showTotal: (total) => t("appMonitor.uses.total", { total }),
            onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
          }}
        />
      )}
    </Drawer>
  );
}

/** The app usage tab: per school, its data apps used and not used in a period (the last 30 days by default). */
export function AppCountView() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AppCountRange>({});
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [open, setOpen] = useState<SchoolAppCount | null>(null);
  const query = { ...range, ...paging };
  const counts = useQuery({
    queryKey: appMonitorKeys.count(query),
    queryFn: () => fetchAppCount(query),
    placeholderData: keepPreviousData,
  });
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
  const pick = (dates: [Dayjs | null, Dayjs | null] | null) => {
    setRange(
      dates?.[0] && dates[1]
        ? { from: dates[0].format("YYYY-MM-DD"), to: dates[1].format("YYYY-MM-DD") }
        : {},
    );
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <div data-testid="app-count">
      <Typography.Paragraph type="secondary">{t("appMonitor.count.hint")}</Typography.Paragraph>
      <Space wrap>
        <DatePicker.RangePicker aria-label={t("appMonitor.count.period")} onChange={pick} />
        <ExportButton
          run={() => downloadAppCount(range, `${t("appMonitor.count.exportFile")}.xlsx`)}
          testId="app-count-export"
        />
      </Space>
      {counts.isError && !counts.data ? (
        <LoadFailed
          title={t("appMonitor.count.loadFailed")}
          error={counts.error}
          onRetry={() => void counts.refetch()}
          retryTestId="app-count-retry"
        />
      ) : (
        <Table<SchoolAppCount>
          rowKey="schoolId"
          columns={columns}
          dataSource={counts.data?.list ?? []}
          loading={counts.isFetching}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("appMonitor.count.empty")} /> }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: counts.data?.total ?? 0,
            showTotal: (total) => t("appMonitor.count.total", { total }),
            onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
          }}
        />
      )}
      <AppsDrawer
        key={open ? open.schoolId : "none"}
        school={open}
        range={range}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
