import type { MonitorRow } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Result, Table, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/ApiError.ts";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { DataAppMonitorView } from "./DataAppMonitorView.tsx";
import { MonitorToolbar } from "./MonitorToolbar.tsx";
import { MonitorValuesDrawer } from "./MonitorValuesDrawer.tsx";
import {
  defaultSettings,
  fetchMonitor,
  type MonitorQuery,
  type MonitorSettings,
  monitorKeys,
} from "./monitorApi.ts";
import { useMonitorColumns } from "./useMonitorColumns.tsx";
import "../../../components/consolePage.css";
import "./monitor.css";

const rowKey = (row: MonitorRow) =>
  `${row.kind}-${row.schoolId}-${row.taskId}-${row.studentName ?? ""}-${row.userName ?? ""}-${row.at ?? ""}`;

const isForbidden = (error: Error) =>
  error instanceof ApiError && (error.status === 403 || error.code === 403);

/** Why the findings did not load: no right to them (nothing to retry), or a failure to retry. */
function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isForbidden(error))
    return (
      <Result
        status="403"
        title={t("monitor.page.forbiddenTitle")}
        subTitle={t("monitor.page.forbiddenHint")}
        data-testid="monitor-forbidden"
      />
    );
  return (
    <Result
      status="warning"
      title={t("monitor.page.loadFailed")}
      subTitle={error.message}
      extra={
        <Button onClick={onRetry} data-testid="monitor-retry">
          {t("monitor.page.retry")}
        </Button>
      }
    />
  );
}

/** The findings of the current kind and setting, paged on the server. */
function MonitorTable({
  query,
  onPage,
}: {
  query: MonitorQuery;
  onPage: (page: number, size: number) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<MonitorRow | null>(null);
  const findings = useQuery({
    queryKey: monitorKeys.page(query),
    queryFn: () => fetchMonitor(query),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isForbidden(error) && count < 1,
  });
  // Rows of the other kind, kept while the new kind loads, would not fit the new columns.
  const rows = (findings.data?.list ?? []).filter((row) => row.kind === query.kind);
  // Area staff see every school of the area: rows name their school.
  const columns = useMonitorColumns(
    query.kind,
    rows.some((row) => row.schoolName !== ""),
    setValues,
  );
  if (findings.isError && !findings.data)
    return <LoadFailed error={findings.error} onRetry={() => void findings.refetch()} />;
  return (
    <div data-testid="monitor-table">
      <Table<MonitorRow>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={findings.isFetching}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Empty description={t("monitor.page.empty")} /> }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: findings.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t("monitor.page.total", { total }),
          onChange: onPage,
        }}
      />
      <MonitorValuesDrawer
        key={values ? `${values.schoolId}-${values.taskId}` : "none"}
        row={values}
        onClose={() => setValues(null)}
      />
    </div>
  );
}

/** /admin/monitor: open tasks falling behind, bulk fills for others, duplicates and values out of range. */
export function MonitorPage() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<MonitorSettings>(defaultSettings);
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const change = (next: MonitorSettings) => {
    setSettings(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <div className="eos-page" data-testid="monitor-page">
      <ConsolePageHeader area="console.menu.forms" title={t("monitor.page.title")} testId="monitor-title" />
      <Card className="eos-page__card eos-people-table-card">
        <Tabs
          destroyOnHidden
          items={[
            {
              key: "tasks",
              label: t("appMonitor.tabs.tasks"),
              children: (
                <>
                  <Typography.Paragraph type="secondary">{t("monitor.page.hint")}</Typography.Paragraph>
                  <MonitorToolbar settings={settings} onChange={change} />
                  <MonitorTable
                    query={{ ...settings, ...paging }}
                    onPage={(page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size }))}
                  />
                </>
              ),
            },
            { key: "apps", label: t("appMonitor.tabs.apps"), children: <DataAppMonitorView /> },
          ]}
        />
      </Card>
    </div>
  );
}
