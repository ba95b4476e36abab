import type { AppMonitorRow, AppStudent } from "@eos/contracts";
import { Button, InputNumber, Select, Space, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import {
  type AppDetailQuery,
  type AppMonitorSettings,
  appMonitorKeys,
  defaultAppSettings,
  downloadAppMonitor,
  downloadAppStudents,
  fetchAppMonitor,
  fetchAppStudents,
} from "./appMonitorApi.ts";
import { DetailDrawer } from "./DetailDrawer.tsx";
import { ExportButton } from "./ExportButton.tsx";
import { PagedTable } from "./PagedTable.tsx";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);

/** One app's students: who filled in the current period, who did not. */
function StudentsDrawer({ row, onClose }: { row: AppMonitorRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [filled, setFilled] = useState<AppDetailQuery["filled"]>("all");
  const query: AppDetailQuery | null = row
    ? { appId: row.appId, siteId: row.schoolName ? row.schoolId : undefined, filled }
    : null;
  const columns: TableProps<AppStudent>["columns"] = [
    { key: "student", title: t("appMonitor.details.student"), dataIndex: "studentName" },
    { key: "class", title: t("appMonitor.details.class"), dataIndex: "className" },
    { key: "values", title: t("appMonitor.details.values"), dataIndex: "values" },
    {
      key: "last",
      title: t("appMonitor.details.lastFill"),
      render: (_, s) => when(s.lastFillAt) ?? t("appMonitor.monitor.never"),
    },
  ];
  return (
    <DetailDrawer<AppStudent>
      open={row !== null}
      onClose={onClose}
      title={t("appMonitor.details.title", { name: row?.appName ?? "" })}
      testId="app-monitor-students"
      toolbar={
        <>
          <Select
            aria-label={t("appMonitor.details.filled")}
            value={filled}
            onChange={setFilled}
            options={(["all", "yes", "no"] as const).map((v) => ({
              value: v,
              label: t(`appMonitor.details.filled${v === "all" ? "All" : v === "yes" ? "Yes" : "No"}`),
            }))}
            style={{ minWidth: 120 }}
            data-testid="app-monitor-filled"
          />
          {query && (
            <ExportButton
              run={() => downloadAppStudents(query, `${t("appMonitor.details.exportFile")}.xlsx`)}
              testId="app-monitor-students-export"
            />
          )}
        </>
      }
      queryKey={appMonitorKeys.students(query ?? {})}
      fetchPage={(paging) => fetchAppStudents({ ...(query as AppDetailQuery), ...paging })}
      enabled={query !== null}
      rowKey="studentId"
      columns={columns}
      texts={{
        empty: t("appMonitor.details.empty"),
        loadFailed: t("appMonitor.details.loadFailed"),
        total: (total) => t("appMonitor.details.total", { total }),
      }}
    />
  );
}

/** The columns, with a school column when the rows are of several schools (area staff). */
function useColumns(onOpen: (row: AppMonitorRow) => void) {
  const { t } = useTranslation();
  return (area: boolean): TableProps<AppMonitorRow>["columns"] => [
    ...(area ? [{ key: "school", title: t("appMonitor.monitor.school"), dataIndex: "schoolName" }] : []),
    {
      key: "app",
      title: t("appMonitor.monitor.app"),
      render: (_, row) => (
        <Button type="link" onClick={() => onOpen(row)} data-testid={`app-monitor-open-${row.appId}`}>
          {row.appName}
        </Button>
      ),
    },
    {
      key: "task",
      title: t("appMonitor.monitor.task"),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.taskName}</span>
          <Typography.Text type="secondary">{row.sceneName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "state",
      title: t("appMonitor.monitor.state"),
      render: (_, row) =>
        row.state === 1 ? (
          <Tag color="green">{t("appMonitor.monitor.on")}</Tag>
        ) : (
          <Tag>{t("appMonitor.monitor.offState")}</Tag>
        ),
    },
    {
      key: "progress",
      title: t("appMonitor.monitor.progress"),
      render: (_, row) => t("appMonitor.monitor.progressOf", { filled: row.filled, expected: row.expected }),
    },
    {
      key: "last",
      title: t("appMonitor.monitor.lastFill"),
      render: (_, row) => when(row.lastFillAt) ?? t("appMonitor.monitor.never"),
    },
    {
      key: "findings",
      title: t("appMonitor.monitor.findings"),
      render: (_, row) => (
        <Space size={4} wrap>
          {row.low && <Tag color="orange">{t("appMonitor.monitor.low")}</Tag>}
          {row.stale && <Tag color="red">{t("appMonitor.monitor.stale")}</Tag>}
          {row.off && <Tag>{t("appMonitor.monitor.off")}</Tag>}
        </Space>
      ),
    },
  ];
}

/** The findings asked for, their thresholds, the order, a search and the export. */
function AppMonitorFilters({
  settings,
  onChange: change,
}: {
  settings: AppMonitorSettings;
  onChange: (next: Partial<AppMonitorSettings>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap className="eos-monitor-toolbar">
      <Select
        aria-label={t("appMonitor.monitor.issue")}
        value={settings.issue}
        onChange={(issue) => change({ issue })}
        options={(["any", "low", "stale", "off", "all"] as const).map((v) => ({
          value: v,
          label: t(`appMonitor.monitor.${v}`),
        }))}
        style={{ minWidth: 140 }}
        data-testid="app-monitor-issue"
      />
      <Space.Compact>
        <Button disabled>{t("appMonitor.monitor.threshold")}</Button>
        <InputNumber
          aria-label={t("appMonitor.monitor.threshold")}
          min={1}
          max={100}
          value={settings.threshold}
          onChange={(v) => v !== null && change({ threshold: v })}
          data-testid="app-monitor-threshold"
        />
      </Space.Compact>
      <Space.Compact>
        <Button disabled>{t("appMonitor.monitor.staleDays")}</Button>
        <InputNumber
          aria-label={t("appMonitor.monitor.staleDays")}
          min={1}
          max={365}
          value={settings.staleDays}
          onChange={(v) => v !== null && change({ staleDays: v })}
          data-testid="app-monitor-stale-days"
        />
      </Space.Compact>
      <Select
        aria-label={t("appMonitor.monitor.sort")}
        value={settings.sort}
        onChange={(sort) => change({ sort })}
        options={[
          { value: "rate", label: t("appMonitor.monitor.sortRate") },
          { value: "lastFill", label: t("appMonitor.monitor.sortLastFill") },
          { value: "name", label: t("appMonitor.monitor.sortName") },
        ]}
        style={{ minWidth: 120 }}
      />
      <KeywordSearch
        label={t("appMonitor.monitor.search")}
        onKeyword={(keyword) => change({ keyword })}
        testId="app-monitor-search"
      />
      <ExportButton
        run={() => downloadAppMonitor(settings, `${t("appMonitor.monitor.exportFile")}.xlsx`)}
        testId="app-monitor-export"
      />
    </Space>
  );
}

/** The monitoring tab of data apps: filters, the paged results, and each app's students in a drawer. */
export function DataAppMonitorView() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<AppMonitorSettings>(defaultAppSettings);
  const [open, setOpen] = useState<AppMonitorRow | null>(null);
  const change = (next: Partial<AppMonitorSettings>) => setSettings((s) => ({ ...s, ...next }));
  const columns = useColumns(setOpen);
  return (
    <div data-testid="app-monitor">
      <Typography.Paragraph type="secondary">{t("appMonitor.monitor.hint")}</Typography.Paragraph>
      <AppMonitorFilters settings={settings} onChange={change} />
      <PagedTable<AppMonitorRow>
        queryKey={appMonitorKeys.page(settings)}
        fetchPage={(paging) => fetchAppMonitor({ ...settings, ...paging })}
        rowKey={(r) => `${r.schoolId}-${r.appId}`}
        columns={(rows) => columns(rows.some((r) => r.schoolName !== ""))}
        sizeChanger
        retryTestId="app-monitor-retry"
        texts={{
          empty: t("appMonitor.monitor.empty"),
          loadFailed: t("appMonitor.monitor.loadFailed"),
          total: (total) => t("appMonitor.monitor.total", { total }),
        }}
      />
      <StudentsDrawer
        key={open ? `${open.schoolId}-${open.appId}` : "none"}
        row={open}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
