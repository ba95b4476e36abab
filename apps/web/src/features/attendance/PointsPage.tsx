import { PlusOutlined } from "@ant-design/icons";
import { type AttendancePoint, attendancePointKinds } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { errorText } from "../evaluation/index.ts";
import { attendanceKeys, enablePoint, fetchPoints, type PointInput, savePoint } from "./attendanceApi.ts";

type Values = Omit<PointInput, "id" | "enabled">;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Administrators' page of the school's attendance points: list, add, edit, disable (with confirmation). */
export function PointsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useQuery({ queryKey: attendanceKeys.points, queryFn: fetchPoints });
  const [editing, setEditing] = useState<AttendancePoint | "new" | null>(null);
  const [form] = Form.useForm<Values>();
  const grades = query.data?.grades ?? [];
  const gradeName = new Map(grades.map((g) => [g.id, g.name]));
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      message.success(t("attendance.points.saved"));
      await query.refetch();
      return true;
    } catch (e) {
      message.error(errorText(e, t("attendance.failed")));
      return false;
    }
  };
  const open = (p: AttendancePoint | "new") => {
    form.resetFields();
    if (p === "new")
      form.setFieldsValue({
        kind: "arrival",
        lateAfter: 10,
        weekdays: [1, 2, 3, 4, 5],
        gradeIds: grades.map((g) => g.id),
      });
    else form.setFieldsValue(p);
    setEditing(p);
  };
  const submit = async (v: Values) => {
    const current = editing === "new" || editing === null ? undefined : editing;
    if (await act(() => savePoint({ ...v, id: current?.id, enabled: current?.enabled ?? true })))
      setEditing(null);
  };
  return (
    <div className="eos-page">
      <ConsolePageHeader
        title={t("attendance.points.title")}
        area="console.menu.schoolLife"
        testId="attendance-points-title"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open("new")} data-testid="points-add">
            {t("attendance.points.add")}
          </Button>
        }
      />
      <Card>
        {query.error ? (
          <Alert
            type="error"
            showIcon
            title={errorText(query.error, t("attendance.loadFailed"))}
            action={<Button onClick={() => query.refetch()}>{t("attendance.retry")}</Button>}
          />
        ) : null}
        <Table<AttendancePoint>
          rowKey="id"
          loading={query.isLoading}
          dataSource={query.data?.points ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t("attendance.points.empty")} /> }}
          data-testid="points-table"
          columns={[
            { title: t("attendance.points.name"), dataIndex: "name" },
            { title: t("attendance.points.kind"), render: (_, p) => t(`attendance.kinds.${p.kind}`) },
            {
              title: t("attendance.points.time"),
              render: (_, p) => `${p.startTime}–${p.endTime}`,
            },
            {
              title: t("attendance.points.lateAfter"),
              render: (_, p) => t("attendance.points.minutes", { n: p.lateAfter }),
            },
            {
              title: t("attendance.points.grades"),
              render: (_, p) => p.gradeIds.map((id) => gradeName.get(id) ?? id).join("、"),
            },
            {
              title: t("attendance.points.weekdays"),
              render: (_, p) => p.weekdays.map((d) => t(`attendance.weekdays.${d as 1}`)).join(" "),
            },
            {
              title: t("attendance.points.enabled"),
              render: (_, p) =>
                p.enabled ? (
                  <Tag color="green">{t("attendance.points.on")}</Tag>
                ) : (
                  <Tag>{t("attendance.points.off")}</Tag>
                ),
            },
            {
              title: "",
              render: (_, p) => (
                <Space>
                  <Button size="small" onClick={() => open(p)}>
                    {t("attendance.points.editShort")}
                  </Button>
                  {p.enabled ? (
                    <Popconfirm
                      title={t("attendance.points.disableConfirm", { name: p.name })}
                      onConfirm={() => act(() => enablePoint(p.id, false))}
                    >
                      <Button size="small" danger>
                        {t("attendance.points.disable")}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button size="small" onClick={() => act(() => enablePoint(p.id, true))}>
                      {t("attendance.points.enable")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={editing === "new" ? t("attendance.points.add") : t("attendance.points.edit")}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid="point-form">
          <Form.Item
            name="name"
            label={t("attendance.points.name")}
            rules={[{ required: true, whitespace: true, message: t("attendance.points.required") }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="kind" label={t("attendance.points.kind")} rules={[{ required: true }]}>
            <Select
              options={attendancePointKinds.map((k) => ({ value: k, label: t(`attendance.kinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="gradeIds"
            label={t("attendance.points.grades")}
            rules={[{ required: true, message: t("attendance.points.required") }]}
          >
            <Select mode="multiple" options={grades.map((g) => ({ value: g.id, label: g.name }))} />
          </Form.Item>
          <Space wrap>
            <Form.Item
              name="startTime"
              label={t("attendance.points.start")}
              rules={[{ required: true, pattern: HHMM, message: "HH:MM" }]}
            >
              <Input placeholder="07:30" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="endTime"
              label={t("attendance.points.end")}
              rules={[{ required: true, pattern: HHMM, message: "HH:MM" }]}
            >
              <Input placeholder="08:10" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="lateAfter"
              label={t("attendance.points.lateAfter")}
              tooltip={t("attendance.points.lateAfterHint")}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={240} />
            </Form.Item>
          </Space>
          <Form.Item
            name="weekdays"
            label={t("attendance.points.weekdays")}
            rules={[{ required: true, message: t("attendance.points.required") }]}
          >
            <Checkbox.Group
              options={WEEKDAYS.map((d) => ({ value: d, label: t(`attendance.weekdays.${d}`) }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
