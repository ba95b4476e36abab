import { DownloadOutlined } from "@ant-design/icons";
import type { AppMonitorRow, AppStudent } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  App,
  Button,
  Drawer,
  Empty,
  Grid,
  InputNumber,
  Select,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);

/** A download button with a busy state and a message either way. */
export function ExportButton({ run, testId }: { run: () => Promise<unknown>; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
      void message.success(t("appMonitor.monitor.exported"));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void click()} data-testid={testId}>
      {t("appMonitor.monitor.export")}
    </Button>
  );
}

/** One app's students: who filled in the current period, who did not. */
function StudentsDrawer({ row, onClose }: { row: AppMonitorRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const [filled, setFilled] = useState<AppDetailQuery["filled"]>("all");
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const query: AppDetailQuery | null = row
    ? { appId: row.appId, siteId: row.schoolName ? row.schoolId : undefined, filled }
    : null;
  const students = useQuery({
    queryKey: appMonitorKeys.students({ ...query, ...paging }),
    queryFn: () => fetchAppStudents({ ...(query as AppDetailQuery), ...paging }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
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
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={isPhone ? "100%" : 720}
      title={t("appMonitor.details.title", { name: row?.appName ?? "" })}
      data-testid="app-monitor-students"
    >
      <Space wrap className="eos-monitor-toolbar">
        <Select
          aria-label={t("appMonitor.details.filled")}
          value={filled}
          onChange={(v) => {
            setFilled(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
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
      </Space>
      {students.isError && !students.data ? (
        <LoadFailed
          title={t("appMonitor.details.loadFailed")}
          error={students.error}
          onRetry={() => void students.refetch()}
        />
      ) : (
        <Table<AppStudent>
          rowKey="studentId"
          size="small"
          columns={columns}
          dataSource={students.data?.list ?? []}
          loading={students.isFetching}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("appMonitor.details.empty")} /> }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: students.data?.total ?? 0,
            showTotal: (total) => t("appMonitor.details.total", { total }),
            onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
          }}
        />
      )}
    </Drawer>
  );
}

function useColumns(
  area: boolean,
  onOpen: (row: AppMonitorRow) => void,
): TableProps<AppMonitorRow>["columns"] {
  const { t } = useTranslation();
  return [
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

/** The monitoring tab of data apps: filters, the paged results, and each app's students in a drawer. */
export function DataAppMonitorView() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<AppMonitorSettings>(defaultAppSettings);
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [open, setOpen] = useState<AppMonitorRow | null>(null);
  const change = (next: Partial<AppMonitorSettings>) => {
    setSettings((s) => ({ ...s, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const query = { ...settings, ...paging };
  const apps = useQuery({
    queryKey: appMonitorKeys.page(query),
    queryFn: () => fetchAppMonitor(query),
    placeholderData: keepPreviousData,
  });
  const rows = apps.data?.list ?? [];
  const columns = useColumns(
    rows.some((r) => r.schoolName !== ""),
    setOpen,
  );
  return (
    <div data-testid="app-monitor">
      <Typography.Paragraph type="secondary">{t("appMonitor.monitor.hint")}</Typography.Paragraph>
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
      {apps.isError && !apps.data ? (
        <LoadFailed
          title={t("appMonitor.monitor.loadFailed")}
          error={apps.error}
          onRetry={() => void apps.refetch()}
          retryTestId="app-monitor-retry"
        />
      ) : (
        <Table<AppMonitorRow>
          rowKey={(r) => `${r.schoolId}-${r.appId}`}
          columns={columns}
          dataSource={rows}
          loading={apps.isFetching}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("appMonitor.monitor.empty")} /> }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: apps.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t("appMonitor.monitor.total", { total }),
            onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
          }}
        />
      )}
      <StudentsDrawer
        key={open ? `${open.schoolId}-${open.appId}` : "none"}
        row={open}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
