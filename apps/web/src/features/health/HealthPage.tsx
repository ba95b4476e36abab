import {
  type HealthAlert,
  type HealthRecord,
  type HealthSetting,
  type HealthSymptom,
  healthSymptoms,
} from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Segmented,
  Select,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Typography,
} from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { ListTable } from "../../components/ListPage.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { BackgroundExportNotice } from "../exports/index.ts";
import {
  exportRecords,
  fetchAlerts,
  fetchBaseInfo,
  fetchBoard,
  fetchRecords,
  fetchSetting,
  handleAlert,
  healthKeys,
  saveSetting,
} from "./healthApi.ts";

const failedText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

function useSymptomText() {
  const { t } = useTranslation();
  return (list: HealthSymptom[]) => list.map((s) => t(`health.symptoms.${s}`)).join("、");
}

/** A day's checked and fever counts by class. */
function BoardTab({ day }: { day: string }) {
  const { t } = useTranslation();
  const board = useQuery({ queryKey: healthKeys.board(day), queryFn: () => fetchBoard(day) });
  if (board.isLoading) return <Spin />;
  if (board.isError || !board.data)
    return (
      <LoadFailed title={t("health.loadFailed")} error={board.error} onRetry={() => void board.refetch()} />
    );
  const rows = board.data.classes;
  const sum = (k: "students" | "checked" | "fever" | "symptoms") => rows.reduce((n, r) => n + r[k], 0);
  return (
    <div data-testid="health-board">
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Card size="small">
          {t("health.board.checked")}: <strong data-testid="health-board-checked">{sum("checked")}</strong> /{" "}
          {sum("students")}
        </Card>
        <Card size="small">
          {t("health.board.fever")}: <strong data-testid="health-board-fever">{sum("fever")}</strong>
        </Card>
        <Card size="small">
          <Typography.Text type={board.data.unhandledAlerts ? "danger" : "secondary"}>
            {t("health.board.unhandled", { n: board.data.unhandledAlerts })}
          </Typography.Text>
        </Card>
      </Space>
      <Table
        size="small"
        rowKey="classId"
        dataSource={rows}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("health.board.empty") }}
        columns={[
          { key: "className", title: t("health.board.className"), dataIndex: "className" },
          { key: "students", title: t("health.board.students"), dataIndex: "students", width: 90 },
          { key: "checked", title: t("health.board.checked"), dataIndex: "checked", width: 90 },
          {
            key: "fever",
            title: t("health.board.fever"),
            width: 90,
            render: (_, r) => (r.fever ? <Tag color="red">{r.fever}</Tag> : 0),
          },
          { key: "symptoms", title: t("health.board.symptoms"), dataIndex: "symptoms", width: 90 },
        ]}
      />
    </div>
  );
}

/** Alerts with their state; handling one asks for a note, confirmed in a dialog. */
function AlertsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const symptomText = useSymptomText();
  const [open, setOpen] = useState<HealthAlert | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const { query, setQuery, list, rows, total, turn } = useListQuery<
    { page: number; size: number; state: "unhandled" | "handled" | "all" },
    HealthAlert
  >({ page: 1, size: 20, state: "unhandled" }, (q) => ["health-alerts", q], fetchAlerts);
  const submit = async () => {
    if (!open || !note.trim()) return;
    setBusy(true);
    try {
      await handleAlert(open.id, note.trim());
      message.success(t("health.alerts.handled"));
      setOpen(null);
      setNote("");
      await client.invalidateQueries({ queryKey: ["health-alerts"] });
      await client.invalidateQueries({ queryKey: ["health-board"] });
    } catch (err) {
      message.error(failedText(err, t("health.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="health-alerts">
      <Segmented
        style={{ marginBottom: 12 }}
        value={query.state}
        options={(["unhandled", "handled", "all"] as const).map((s) => ({
          value: s,
          label: t(`health.alerts.states.${s}`),
        }))}
        onChange={(state) => setQuery((q) => ({ ...q, state, page: 1 }))}
        data-testid="health-alert-state"
      />
      <ListTable<HealthAlert>
        list={list}
        rows={rows}
        rowKey="id"
        size="middle"
        failedTitle={t("health.loadFailed")}
        empty={t("health.alerts.empty")}
        paging={{ page: query.page, size: query.size, total }}
        totalText={(n) => t("health.alerts.total", { total: n })}
        onPage={turn}
        testId="health-alert-table"
        columns={[
          { key: "name", title: t("health.alerts.student"), render: (_, a) => <strong>{a.name}</strong> },
          { key: "className", title: t("health.alerts.className"), dataIndex: "className" },
          { key: "day", title: t("health.alerts.day"), dataIndex: "day", width: 110 },
          {
            key: "temperature",
            title: t("health.alerts.temperature"),
            width: 90,
            render: (_, a) => <Tag color="red">{a.temperature.toFixed(1)}℃</Tag>,
          },
          { key: "symptoms", title: t("health.alerts.symptoms"), render: (_, a) => symptomText(a.symptoms) },
          {
            key: "recheck",
            title: t("health.alerts.recheck"),
            render: (_, a) =>
              a.recheck ? (
                <span data-testid={`health-recheck-${a.id}`}>
                  <Tag color={a.recheck.normal ? "green" : "red"}>
                    {a.recheck.temperature.toFixed(1)}℃{" "}
                    {t(a.recheck.normal ? "health.alerts.recheckNormal" : "health.alerts.recheckOver")}
                  </Tag>
                  <Typography.Text type="secondary">{formatTime(a.recheck.at)}</Typography.Text>
                </span>
              ) : (
                <Typography.Text type="secondary">{t("health.alerts.noRecheck")}</Typography.Text>
              ),
          },
          {
            key: "raised",
            title: t("health.alerts.raisedAt"),
            responsive: ["lg"],
            render: (_, a) => formatTime(a.createdAt),
          },
          {
            key: "handle",
            title: t("health.alerts.handledBy"),
            render: (_, a) =>
              a.handled ? (
                <Typography.Text type="secondary">
                  {a.handledByName} · {a.handledNote}
                </Typography.Text>
              ) : (
                <Button size="small" onClick={() => setOpen(a)} data-testid={`health-handle-${a.id}`}>
                  {t("health.alerts.handle")}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={open !== null}
        title={open ? t("health.alerts.handleTitle", { name: open.name }) : ""}
        okText={t("health.alerts.confirm")}
        cancelText={t("health.alerts.cancel")}
        okButtonProps={{ disabled: !note.trim(), loading: busy, "data-testid": "health-handle-ok" } as never}
        onOk={() => void submit()}
        onCancel={() => setOpen(null)}
      >
        <Input.TextArea
          aria-label={t("health.alerts.note")}
          placeholder={t("health.alerts.notePlaceholder")}
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          data-testid="health-handle-note"
        />
      </Modal>
    </div>
  );
}

/** Checks of a day, by class, paged, with the audited export. */
function RecordsTab({ day, classes }: { day: string; classes: { classId: number; className: string }[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const symptomText = useSymptomText();
  const { query, setQuery, list, rows, total, turn } = useListQuery<
    { page: number; size: number; day: string; classId?: number; over?: "1" },
    HealthRecord
  >({ page: 1, size: 20, day }, (q) => ["health-records", q], fetchRecords);
  useEffect(() => setQuery((q) => ({ ...q, day, page: 1 })), [day, setQuery]);
  // A range (a month, a term) is exported in the background: it may hold more rows than one request makes.
  const [range, setRange] = useState<[string, string]>(() => [
    dayjs(day).subtract(29, "day").format("YYYY-MM-DD"),
    day,
  ]);
  const doExport = async () => {
    try {
      await exportRecords({ day: query.day, classId: query.classId, over: query.over });
      message.success(t("health.records.exported"));
    } catch (err) {
      message.error(failedText(err, t("health.records.exportFailed")));
    }
  };
  return (
    <div data-testid="health-records">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number | "">
          style={{ width: 180 }}
          aria-label={t("health.records.className")}
          value={query.classId ?? ""}
          options={[
            { value: "", label: t("health.records.allClasses") },
            ...classes.map((c) => ({ value: c.classId, label: c.className })),
          ]}
          onChange={(v) => setQuery((q) => ({ ...q, classId: v === "" ? undefined : v, page: 1 }))}
          data-testid="health-record-class"
        />
        <Checkbox
          checked={query.over === "1"}
          onChange={(e) => setQuery((q) => ({ ...q, over: e.target.checked ? "1" : undefined, page: 1 }))}
        >
          {t("health.records.onlyOver")}
        </Checkbox>
        <Button onClick={() => void doExport()} data-testid="health-export">
          {t("health.records.export")}
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 12 }} data-testid="health-range-export">
        <Typography.Text type="secondary">{t("health.records.rangeExport")}</Typography.Text>
        <DatePicker.RangePicker
          aria-label={t("health.records.range")}
          value={[dayjs(range[0]), dayjs(range[1])]}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), "day")}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange([v[0].format("YYYY-MM-DD"), v[1].format("YYYY-MM-DD")]);
          }}
          data-testid="health-range"
        />
        <BackgroundExportNotice
          url="/temperature/api/record/export"
          params={{ from: range[0], to: range[1], classId: query.classId, over: query.over }}
          testId="health-export-background"
        />
      </Space>
      <ListTable<HealthRecord>
        list={list}
        rows={rows}
        rowKey={(r) => `${r.studentId}-${r.day}`}
        size="middle"
        failedTitle={t("health.loadFailed")}
        empty={t("health.records.empty")}
        paging={{ page: query.page, size: query.size, total }}
        totalText={(n) => t("health.records.total", { total: n })}
        onPage={turn}
        testId="health-record-table"
        columns={[
          { key: "name", title: t("health.records.student"), render: (_, r) => <strong>{r.name}</strong> },
          { key: "no", title: t("health.records.studentNo"), dataIndex: "studentNo", responsive: ["md"] },
          { key: "className", title: t("health.records.className"), dataIndex: "className" },
          {
            key: "temperature",
            title: t("health.records.temperature"),
            width: 100,
            render: (_, r) =>
              r.overThreshold ? <Tag color="red">{r.temperature.toFixed(1)}</Tag> : r.temperature.toFixed(1),
          },
          { key: "symptoms", title: t("health.records.symptoms"), render: (_, r) => symptomText(r.symptoms) },
          { key: "note", title: t("health.records.note"), dataIndex: "note", responsive: ["lg"] },
          {
            key: "by",
            title: t("health.records.recordedBy"),
            dataIndex: "recordedByName",
            responsive: ["md"],
          },
          {
            key: "at",
            title: t("health.records.recordedAt"),
            responsive: ["lg"],
            render: (_, r) => formatTime(r.recordedAt),
          },
        ]}
      />
    </div>
  );
}

type SettingForm = {
  feverAt: number;
  alertSymptoms: HealthSymptom[];
  mode: "default" | "days";
  days: number;
};

/** Thresholds and retention (administrators change them). */
function SettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingForm>();
  const setting = useQuery({ queryKey: healthKeys.setting, queryFn: fetchSetting });
  const mode = Form.useWatch("mode", form);
  if (setting.isLoading) return <Spin />;
  if (setting.isError || !setting.data)
    return (
      <LoadFailed
        title={t("health.loadFailed")}
        error={setting.error}
        onRetry={() => void setting.refetch()}
      />
    );
  const s = setting.data;
  const submit = async (v: SettingForm) => {
    const body: HealthSetting = {
      feverAt: v.feverAt,
      alertSymptoms: v.alertSymptoms,
      retentionDays: v.mode === "days" ? v.days : null,
    };
    try {
      await saveSetting(body);
      message.success(t("health.settings.saved"));
      await setting.refetch();
    } catch (err) {
      message.error(failedText(err, t("health.failed")));
    }
  };
  return (
    <Form<SettingForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      disabled={!canEdit}
      initialValues={{
        feverAt: s.feverAt,
        alertSymptoms: s.alertSymptoms,
        mode: s.retentionDays === null ? "default" : "days",
        days: s.retentionDays ?? 365,
      }}
      onFinish={(v) => void submit(v)}
      data-testid="health-settings"
    >
      {!canEdit ? (
        <Typography.Paragraph type="secondary">{t("health.settings.adminOnly")}</Typography.Paragraph>
      ) : null}
      <Form.Item name="feverAt" label={t("health.settings.feverAt")} rules={[{ required: true }]}>
        <InputNumber min={36} max={40} step={0.1} precision={1} />
      </Form.Item>
      <Form.Item name="alertSymptoms" label={t("health.settings.alertSymptoms")}>
        <Checkbox.Group
          options={healthSymptoms.map((k) => ({ value: k, label: t(`health.symptoms.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="mode"
        label={t("health.settings.retention")}
        extra={t("health.settings.retentionHint")}
      >
        <Radio.Group>
          <Radio value="default">{t("health.settings.retentionDefault")}</Radio>
          <Radio value="days">{t("health.settings.retentionDays")}</Radio>
        </Radio.Group>
      </Form.Item>
      {mode === "days" ? (
        <Form.Item name="days" rules={[{ required: true }]}>
          <InputNumber min={30} max={3650} addonAfter={t("health.settings.days")} />
        </Form.Item>
      ) : null}
      {canEdit ? (
        <Button type="primary" htmlType="submit" data-testid="health-settings-save">
          {t("health.settings.save")}
        </Button>
      ) : null}
    </Form>
  );
}

/** /admin/health: today's board, alerts, records with the audited export, and the settings. */
export function HealthPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  const [chosen, setDay] = useState<string>();
  const [tab, setTab] = useState(() =>
    new URLSearchParams(window.location.search).get("tab") === "alerts" ? "alerts" : "board",
  );
  const info = useQuery({ queryKey: healthKeys.info, queryFn: fetchBaseInfo });
  if (info.isLoading) return <Spin />;
  if (info.isError || !info.data)
    return (
      <LoadFailed title={t("health.loadFailed")} error={info.error} onRetry={() => void info.refetch()} />
    );
  const today = info.data.today;
  const day = chosen ?? today;
  return (
    <div data-testid="health-page">
      <ConsolePageHeader
        title={t("health.title")}
        area="console.menu.schoolLife"
        testId="health-title"
        extra={
          <DatePicker
            allowClear={false}
            value={dayjs(day)}
            disabledDate={(d) => d.isAfter(dayjs(today), "day")}
            onChange={(d) => d && setDay(d.format("YYYY-MM-DD"))}
            aria-label={t("health.board.day")}
            data-testid="health-day"
          />
        }
      />
      <Typography.Paragraph type="secondary">{t("health.hint")}</Typography.Paragraph>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: "board", label: t("health.tabs.board"), children: <BoardTab day={day} /> },
            { key: "alerts", label: t("health.tabs.alerts"), children: <AlertsTab /> },
            {
              key: "records",
              label: t("health.tabs.records"),
              children: <RecordsTab day={day} classes={info.data.classes} />,
            },
            {
              key: "settings",
              label: t("health.tabs.settings"),
              children: <SettingsTab canEdit={isAdmin} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
