import type { AppDayRow, AppStatRow } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, DatePicker, Space, Table, type TableProps } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../components/ChartTableCard.tsx";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { BackgroundExportNotice } from "../exports/index.ts";
import { AppIcon } from "./AppIcon.tsx";
import { appName } from "./appName.ts";
import { centerKeys, downloadUsage, fetchDays, fetchRanking, type Period } from "./centerApi.ts";
import "../../components/consolePage.css";

const DAY = "YYYY-MM-DD";

/** /admin/center/usage: apps ranked by opens and people over a period, opens per day, and the .xlsx. */
export function UsagePage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, "day"), dayjs()]);
  const period: Period = { from: range[0].format(DAY), to: range[1].format(DAY) };
  const [page, setPage] = useState({ page: 1, size: 100 });
  const ranking = useQuery({ queryKey: centerKeys.ranking(period), queryFn: () => fetchRanking(period) });
  const days = useQuery({
    queryKey: centerKeys.days({ ...period, ...page }),
    queryFn: () => fetchDays({ ...period, ...page }),
  });
  const [exporting, setExporting] = useState(false);

  const columns: TableProps<AppStatRow>["columns"] = [
    { key: "rank", title: "#", width: 48, render: (_, __, i) => i + 1 },
    {
      key: "app",
      title: t("center.usage.app"),
      render: (_, r) => (
        <Space>
          <AppIcon icon={r.icon} size={18} />
          {appName(r, i18n.language)}
        </Space>
      ),
    },
    { key: "opens", title: t("center.usage.opens"), dataIndex: "opens", sorter: (a, b) => a.opens - b.opens },
    {
      key: "people",
      title: t("center.usage.people"),
      dataIndex: "people",
      sorter: (a, b) => a.people - b.people,
    },
  ];
  const chartRows = [...(days.data?.list ?? [])].reverse();
  const option = chartRows.length
    ? {
        tooltip: { trigger: "axis" },
        legend: { data: [t("center.usage.opens"), t("center.usage.people")] },
        grid: { left: 40, right: 16, bottom: 32, top: 40 },
        xAxis: { type: "category", data: chartRows.map((d) => d.day) },
        yAxis: { type: "value", minInterval: 1 },
        series: [
          { name: t("center.usage.opens"), type: "line", smooth: true, data: chartRows.map((d) => d.opens) },
          { name: t("center.usage.people"), type: "bar", data: chartRows.map((d) => d.people) },
        ],
      }
    : null;

  return (
    <div className="eos-page" data-testid="center-usage-page">
      <ConsolePageHeader
        area="console.menu.portalApps"
        title={t("center.menu.usage")}
        testId="center-usage-title"
        extra={
          <Space wrap>
            <DatePicker.RangePicker
              allowClear={false}
              value={range}
              onChange={(v) => {
                if (v?.[0] && v[1]) {
                  setRange([v[0], v[1]]);
                  setPage((p) => ({ ...p, page: 1 }));
                }
              }}
              data-testid="usage-range"
            />
            <Button
              loading={exporting}
              onClick={async () => {
                setExporting(true);
                try {
                  await downloadUsage(period, `${t("center.usage.exportFile")}.xlsx`);
                } finally {
                  setExporting(false);
                }
              }}
              data-testid="usage-export"
            >
              {t("center.usage.export")}
            </Button>
            <BackgroundExportNotice
              url="/v3/center/stat/export"
              params={period}
              testId="usage-export-background"
            />
          </Space>
        }
      />
      <Card className="eos-page__card" title={t("center.usage.ranking")}>
        {ranking.error ? (
          <LoadFailed
            title={t("center.usage.loadFailed")}
            error={ranking.error}
            onRetry={() => void ranking.refetch()}
          />
        ) : (
          <Table<AppStatRow>
            rowKey="appId"
            loading={ranking.isFetching}
            columns={columns}
            dataSource={ranking.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("center.usage.empty") }}
            data-testid="usage-ranking"
          />
        )}
      </Card>
      {days.error ? (
        <LoadFailed
          title={t("center.usage.loadFailed")}
          error={days.error}
          onRetry={() => void days.refetch()}
        />
      ) : (
        <ChartTableCard<AppDayRow>
          title={t("center.usage.perDay")}
          option={option}
          rows={days.data?.list ?? []}
          rowKey="day"
          columns={[
            { key: "day", title: t("center.usage.day"), dataIndex: "day" },
            { key: "opens", title: t("center.usage.opens"), dataIndex: "opens" },
            { key: "people", title: t("center.usage.people"), dataIndex: "people" },
          ]}
          csv={[
            { title: t("center.usage.day"), value: (r) => r.day },
            { title: t("center.usage.opens"), value: (r) => r.opens },
            { title: t("center.usage.people"), value: (r) => r.people },
          ]}
          fileName={`${t("center.usage.exportFile")}.csv`}
          testId="usage-days"
          extra={
            (days.data?.total ?? 0) > page.size ? (
              <Space>
                <Button
                  size="small"
                  disabled={page.page === 1}
                  onClick={() => setPage((p) => ({ ...p, page: p.page - 1 }))}
                >
                  {t("center.usage.newer")}
                </Button>
                <Button
                  size="small"
                  disabled={page.page * page.size >= (days.data?.total ?? 0)}
                  onClick={() => setPage((p) => ({ ...p, page: p.page + 1 }))}
                >
                  {t("center.usage.older")}
                </Button>
              </Space>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
