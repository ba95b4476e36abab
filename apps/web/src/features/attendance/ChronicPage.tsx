import type { AttendanceSetting, ChronicList } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Form, InputNumber, Select, Space, Switch, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { errorText } from "../evaluation/index.ts";
import {
  attendanceKeys,
  fetchChronic,
  fetchClasses,
  fetchSetting,
  leaveKeys,
  saveSetting,
} from "./attendanceApi.ts";
import "./attendance.css";

type Row = ChronicList["list"][number];

/** The school's settings (administrators): the chronic-absence threshold and SMS on absence. */
function SettingCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const setting = useQuery({ queryKey: leaveKeys.setting, queryFn: fetchSetting });
  const [form] = Form.useForm<AttendanceSetting>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);
  const save = async (values: AttendanceSetting) => {
    setSaving(true);
    try {
      client.setQueryData(leaveKeys.setting, await saveSetting(values));
      message.success(t("attendance.chronic.saved"));
      await client.invalidateQueries({ queryKey: leaveKeys.chronic });
    } catch (e) {
      message.error(errorText(e, t("attendance.failed")));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title={t("attendance.chronic.setting")} style={{ marginBottom: 16 }}>
      <Form form={form} layout="inline" onFinish={(v) => void save(v)} data-testid="attendance-setting">
        <Form.Item
          name="chronicThreshold"
          label={t("attendance.chronic.threshold")}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={100} precision={0} data-testid="setting-threshold" />
        </Form.Item>
        <Form.Item name="smsOnAbsence" label={t("attendance.chronic.sms")} valuePropName="checked">
          <Switch data-testid="setting-sms" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="setting-save">
            {t("attendance.chronic.save")}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/**
 * /admin/attendance/chronic: students at or over the chronic-absence threshold this term (class leaders: their
 * classes; administrators: all, with the settings).
 */
export function ChronicPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  const classes = useQuery({ queryKey: attendanceKeys.classes, queryFn: fetchClasses });
  const [classId, setClassId] = useState<number>();
  const chronic = useQuery({
    queryKey: [...leaveKeys.chronic, classId ?? 0],
    queryFn: () => fetchChronic(classId),
  });
  const data = chronic.data;
  return (
    <div className="eos-page" data-testid="chronic-page">
      <ConsolePageHeader
        title={t("attendance.chronic.title")}
        area="console.menu.schoolLife"
        testId="chronic-title"
      />
      {isAdmin ? <SettingCard /> : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<number | 0>
          aria-label={t("attendance.chronic.className")}
          style={{ width: 180 }}
          value={classId ?? 0}
          options={[
            { value: 0, label: t("attendance.leave.table.allClasses") },
            ...(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className })),
          ]}
          onChange={(v) => setClassId(v || undefined)}
          data-testid="chronic-class"
        />
        {data ? (
          <Typography.Text type="secondary">
            {t("attendance.chronic.intro", { n: data.threshold })} ·{" "}
            {data.term
              ? t("attendance.chronic.term", { name: data.term.name, from: data.term.from, to: data.term.to })
              : t("attendance.chronic.noTerm")}
          </Typography.Text>
        ) : null}
      </Space>
      {chronic.isError ? (
        <LoadFailed
          title={errorText(chronic.error, t("attendance.chronic.leadersOnly"))}
          onRetry={() => void chronic.refetch()}
        />
      ) : (
        <Table<Row>
          rowKey="studentId"
          size="middle"
          loading={chronic.isLoading}
          dataSource={data?.list ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t("attendance.chronic.empty") }}
          data-testid="chronic-table"
          columns={[
            { key: "name", title: t("attendance.chronic.student"), dataIndex: "name" },
            { key: "no", title: t("attendance.chronic.studentNo"), dataIndex: "studentNo", width: 130 },
            { key: "class", title: t("attendance.chronic.className"), dataIndex: "className", width: 150 },
            {
              key: "days",
              title: t("attendance.chronic.days"),
              dataIndex: "absentDays",
              width: 110,
              sorter: (a, b) => a.absentDays - b.absentDays,
              defaultSortOrder: "descend",
            },
          ]}
        />
      )}
    </div>
  );
}
