import type { VisualUsageDay } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Pagination, Select, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../components/ChartTableCard.tsx";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { fetchUsage, visualKeys } from "./visualApi.ts";
import "../../components/consolePage.css";

const DAY = "YYYY-MM-DD";
type Role = "tea" | "stu" | "p";

/** /admin/visual/usage: app opens and sign-ins per day over a range, by role: a chart and a paged table. */
export function UsageLogPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, "day"), dayjs()]);
  const [role, setRole] = useState<Role>();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const q = { from: range[0].format(DAY), to: range[1].format(DAY), role, ...page };
  const usage = useQuery({
    queryKey: visualKeys.usage(q),
    queryFn: () => fetchUsage(q),
    placeholderData: (previous) => previous,
  });
  const days = usage.data?.days ?? [];
  const any = days.some((d) => d.opens > 0 || d.signins > 0);
  const option = useMemo(
    () =>
      any
        ? {
            tooltip: { trigger: "axis" },
            legend: { data: [t("visual.usage.opens"), t("visual.usage.signins")] },
            grid: { left: 40, right: 16, bottom: 32, top: 40 },
            xAxis: { type: "category", data: days.map((d) => d.day.slice(5)) },
            yAxis: { type: "value", minInterval: 1 },
            series: [
              { name: t("visual.usage.opens"), type: "bar", data: days.map((d) => d.opens) },
              {
                name: t("visual.usage.signins"),
                type: "line",
                smooth: true,
                data: days.map((d) => d.signins),
              },
            ],
          }
        : null,
    [any, days, t],
  );
  const columns = [
    { key: "day", title: t("visual.usage.day"), dataIndex: "day" },
    { key: "opens", title: t("visual.usage.opens"), dataIndex: "opens" },
    { key: "openPeople", title: t("visual.usage.openPeople"), dataIndex: "openPeople" },
    { key: "signins", title: t("visual.usage.signins"), dataIndex: "signins" },
    { key: "signinPeople", title: t("visual.usage.signinPeople"), dataIndex: "signinPeople" },
  ];
  return (
    <div className="eos-page" data-testid="usage-log-page">
      <ConsolePageHeader
        area="console.menu.system"
        title={t("visual.usage.title")}
        testId="usage-log-title"
        extra={
          <Space wrap>
            <DatePicker.RangePicker
              allowClear={false}
              value={range}
              disabledDate={(d) => d.isAfter(dayjs(), "day")}
              onChange={(v) => {
                if (v?.[0] && v[1]) {
                  setRange([v[0], v[1]]);
                  setPage((p) => ({ ...p, page: 1 }));
                }
              }}
              data-testid="usage-log-range"
            />
            <Select<Role>
              allowClear
              placeholder={t("visual.usage.allRoles")}
              value={role}
              onChange={(v) => {
                setRole(v);
                setPage((p) => ({ ...p, page: 1 }));
              }}
              options={(["tea", "stu", "p"] as const).map((r) => ({
                value: r,
                label: t(`visual.usage.roles.${r}`),
              }))}
              style={{ minWidth: 140 }}
              data-testid="usage-log-role"
            />
          </Space>
        }
      />
      {usage.error ? (
        <LoadFailed
          title={t("visual.usage.loadFailed")}
          error={usage.error}
          onRetry={() => void usage.refetch()}
        />
      ) : (
        <ChartTableCard<VisualUsageDay>
          title={t("visual.usage.chart")}
          option={option}
          rows={any ? (usage.data?.list ?? []) : []}
          rowKey="day"
          columns={columns}
          csv={columns.map((c) => ({
            title: c.title,
            value: (r: VisualUsageDay) => r[c.dataIndex as keyof VisualUsageDay],
          }))}
          fileName={`${t("visual.usage.title")}.csv`}
          testId="usage-log-days"
          extra={
            <Pagination
              size="small"
              current={page.page}
              pageSize={page.size}
              total={usage.data?.total ?? 0}
              showTotal={(total) => t("visual.usage.total", { total })}
              onChange={(p, size) => setPage({ page: size === page.size ? p : 1, size })}
              hideOnSinglePage
            />
          }
        />
      )}
    </div>
  );
}
