import { DeleteOutlined, PlusOutlined, ThunderboltOutlined } from "@ant-design/icons";
import type { TeacherItem, TimetableGenerateResult, TimetablePlan, TimetablePlanRules } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Select,
  Space,
  Spin,
  Table,
  Typography,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchTeacherPage } from "../../components/memberApi.ts";
import { useJob } from "../../components/useJob.ts";
import { errorText, fetchSet, timetableKeys } from "./timetableApi.ts";
import { fetchPlan, planFromLessons, savePlan, startGenerate } from "./timetablePlanApi.ts";

type Line = TimetablePlan["lines"][number];
type Props = {
  open: boolean;
  setId: number;
  days: number[];
  periods: number;
  classes: { value: number; label: string }[];
  onClose: () => void;
};
type RulesForm = Omit<TimetablePlanRules, "rooms"> & { rooms: { kind: string; names: string[] }[] };

/**
 * Automatic timetabling: the set's teaching plan (hours of each subject per class, its teacher, the room
 * kind it needs), the rules, then a background generation followed to its end. A generated timetable replaces
 * the set's lessons and opens in the grid for hand adjustment.
 */
export function TimetableGenerateModal({ open, setId, days, periods, classes, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RulesForm>();
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useJob<TimetableGenerateResult>(jobId);
  const plan = useQuery({
    queryKey: ["timetable", "plan", setId],
    queryFn: () => fetchPlan(setId),
    enabled: open,
  });
  const teachers = useQuery({
    queryKey: ["timetable", "teachers", "all"],
    queryFn: () => fetchTeacherPage({ page: 1, size: 200 }),
    enabled: open,
  });
  const teacherOptions = (teachers.data?.list ?? []).map((x: TeacherItem) => ({
    value: x.id,
    label: x.name,
  }));
  useEffect(() => {
    if (!plan.data) return;
    setLines(plan.data.lines);
    form.setFieldsValue(plan.data.rules);
  }, [plan.data, form]);
  const result = job.view?.state === "done" ? job.view.result : null;
  useEffect(() => {
    if (result?.written) void queryClient.invalidateQueries({ queryKey: timetableKeys.all });
  }, [result, queryClient]);
  const dayNames = t("timetable.days", { returnObjects: true }) as Record<number, string>;
  const dayOptions = days.map((d) => ({ value: d, label: dayNames[d] ?? String(d) }));
  const periodOptions = Array.from({ length: periods }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  const kinds = (Form.useWatch("rooms", form) ?? []).map((r) => r?.kind).filter(Boolean);
  const hoursByClass = useMemo(() => {
    const m = new Map<number, number>();
    for (const l of lines) m.set(l.orgId, (m.get(l.orgId) ?? 0) + l.hours);
    return m;
  }, [lines]);

  const patch = (i: number, change: Partial<Line>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)));
  const fromLessons = async () => {
    setError(null);
    try {
      setLines(planFromLessons((await fetchSet(setId)).entries));
    } catch (e) {
      setError(errorText(e, t("timetable.failed")));
    }
  };
  const [adding, setAdding] = useState<Partial<Line>>({});
  const add = () => {
    const cls = classes.find((c) => c.value === adding.orgId);
    const teacher = teacherOptions.find((x) => x.value === adding.teacherId);
    if (!cls || !teacher || !adding.subject?.trim() || !adding.hours)
      return setError(t("timetable.plan.addIncomplete"));
    setError(null);
    setLines((all) => [
      ...all,
      {
        orgId: cls.value,
        className: cls.label,
        subject: adding.subject?.trim() ?? "",
        teacherId: teacher.value,
        teacherName: teacher.label,
        hours: adding.hours ?? 1,
        main: false,
      },
    ]);
    setAdding({});
  };
  const save = async () => {
    const rules = await form.validateFields();
    await savePlan({
      setId,
      lines: lines.map(({ orgId, subject, teacherId, hours, roomKind, main }) => ({
        orgId,
        subject,
        teacherId,
        hours,
        ...(roomKind ? { roomKind } : {}),
        main,
      })),
      rules: {
        ...rules,
        rooms: rules.rooms ?? [],
        fixed: rules.fixed ?? [],
        unavailable: rules.unavailable ?? [],
      },
    });
  };
  const run = async (generate: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await save();
      if (generate) setJobId((await startGenerate(setId)).jobId);
      else void plan.refetch();
    } catch (e) {
      if (e && typeof e === "object" && "errorFields" in e) return;
      setError(errorText(e, t("timetable.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width={980}
      title={t("timetable.plan.title")}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t("timetable.plan.close")}</Button>
          <Button
            onClick={() => void run(false)}
            loading={busy && jobId === null}
            data-testid="timetable-plan-save"
          >
            {t("timetable.plan.save")}
          </Button>
          <Button
            type="primary"
            icon={<ThunderboltOutlined />}
            disabled={job.busy || lines.length === 0}
            loading={job.busy}
            onClick={() => void run(true)}
            data-testid="timetable-generate"
          >
            {t("timetable.plan.generate")}
          </Button>
        </Space>
      }
    >
      {plan.isLoading ? <Spin /> : null}
      <Typography.Paragraph type="secondary">{t("timetable.plan.hint")}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {jobId !== null ? (
        <div data-testid="timetable-generate-status" style={{ marginBottom: 12 }}>
          <Progress
            aria-label={t("timetable.plan.generate")}
            percent={job.view?.percent ?? 0}
            status={job.view?.state === "failed" ? "exception" : undefined}
          />
          {job.view?.state === "failed" ? (
            <Alert type="error" showIcon message={job.view.error ?? ""} />
          ) : null}
          {result?.written ? (
            <Alert
              type="success"
              showIcon
              message={t("timetable.plan.written", { lessons: result.lessons, soft: result.soft })}
            />
          ) : null}
          {result && !result.written ? (
            <Alert
              type="warning"
              showIcon
              message={t("timetable.plan.notWritten", { hard: result.hard })}
              description={result.problems.join("; ")}
            />
          ) : null}
        </div>
      ) : null}
      <Space wrap style={{ marginBottom: 8 }}>
        <Button onClick={() => void fromLessons()} data-testid="timetable-plan-from-lessons">
          {t("timetable.plan.fromLessons")}
        </Button>
      </Space>
      <Table<Line>
        size="small"
        rowKey={(l) => `${l.orgId}|${l.subject}`}
        dataSource={lines}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        data-testid="timetable-plan-lines"
        locale={{ emptyText: t("timetable.plan.empty") }}
        columns={[
          {
            title: t("timetable.plan.class"),
            dataIndex: "className",
            render: (v: string, l) => `${v} (${hoursByClass.get(l.orgId) ?? 0}/${days.length * periods})`,
          },
          { title: t("timetable.plan.subject"), dataIndex: "subject" },
          { title: t("timetable.plan.teacher"), dataIndex: "teacherName" },
          {
            title: t("timetable.plan.hours"),
            dataIndex: "hours",
            render: (v: number, _l, i) => (
              <InputNumber
                size="small"
                min={1}
                max={40}
                value={v}
                onChange={(n) => patch(i, { hours: n ?? 1 })}
              />
            ),
          },
          {
            title: t("timetable.plan.roomKind"),
            dataIndex: "roomKind",
            render: (v: string | undefined, _l, i) => (
              <Select
                size="small"
                allowClear
                style={{ minWidth: 100 }}
                value={v}
                options={kinds.map((k) => ({ value: k, label: k }))}
                onChange={(k) => patch(i, { roomKind: k })}
              />
            ),
          },
          {
            title: t("timetable.plan.main"),
            dataIndex: "main",
            render: (v: boolean, _l, i) => (
              <Checkbox checked={v} onChange={(e) => patch(i, { main: e.target.checked })} />
            ),
          },
          {
            title: "",
            key: "remove",
            render: (_v, _l, i) => (
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t("timetable.plan.remove")}
                onClick={() => setLines((all) => all.filter((_x, j) => j !== i))}
              />
            ),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 8 }}>
        <Select
          placeholder={t("timetable.plan.class")}
          style={{ width: 160 }}
          options={classes}
          value={adding.orgId}
          onChange={(orgId) => setAdding((a) => ({ ...a, orgId }))}
        />
        <Input
          placeholder={t("timetable.plan.subject")}
          style={{ width: 120 }}
          value={adding.subject}
          onChange={(e) => setAdding((a) => ({ ...a, subject: e.target.value }))}
        />
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t("timetable.plan.teacher")}
          style={{ width: 140 }}
          options={teacherOptions}
          value={adding.teacherId}
          onChange={(teacherId) => setAdding((a) => ({ ...a, teacherId }))}
        />
        <InputNumber
          placeholder={t("timetable.plan.hours")}
          min={1}
          max={40}
          value={adding.hours}
          onChange={(hours) => setAdding((a) => ({ ...a, hours: hours ?? undefined }))}
        />
        <Button icon={<PlusOutlined />} onClick={add}>
          {t("timetable.plan.add")}
        </Button>
      </Space>
      <Divider>{t("timetable.plan.rules")}</Divider>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Space wrap>
          <Form.Item
            name="maxSubjectPerDay"
            label={t("timetable.plan.maxSubjectPerDay")}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={periods} />
          </Form.Item>
          <Form.Item
            name="teacherMaxPerDay"
            label={t("timetable.plan.teacherMaxPerDay")}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={periods} />
          </Form.Item>
          <Form.Item
            name="morningPeriods"
            label={t("timetable.plan.morningPeriods")}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={periods} />
          </Form.Item>
        </Space>
        <Typography.Text strong>{t("timetable.plan.rooms")}</Typography.Text>
        <Form.List name="rooms">
          {(fields, { add: addRoom, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="baseline">
                  <Form.Item name={[f.name, "kind"]} rules={[{ required: true }]}>
                    <Input placeholder={t("timetable.plan.roomKind")} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "names"]} rules={[{ required: true }]}>
                    <Select
                      mode="tags"
                      placeholder={t("timetable.plan.roomNames")}
                      style={{ minWidth: 260 }}
                    />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button size="small" icon={<PlusOutlined />} onClick={() => addRoom({ kind: "", names: [] })}>
                {t("timetable.plan.addRoom")}
              </Button>
            </>
          )}
        </Form.List>
        <Divider plain />
        <Typography.Text strong>{t("timetable.plan.fixed")}</Typography.Text>
        <Form.List name="fixed">
          {(fields, { add: addFixed, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="baseline">
                  <Form.Item name={[f.name, "day"]} rules={[{ required: true }]}>
                    <Select options={dayOptions} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "period"]} rules={[{ required: true }]}>
                    <Select options={periodOptions} style={{ width: 80 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "subject"]} rules={[{ required: true }]}>
                    <Input placeholder={t("timetable.plan.subject")} style={{ width: 140 }} />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button size="small" icon={<PlusOutlined />} onClick={() => addFixed()}>
                {t("timetable.plan.addFixed")}
              </Button>
            </>
          )}
        </Form.List>
        <Divider plain />
        <Typography.Text strong>{t("timetable.plan.unavailable")}</Typography.Text>
        <Form.List name="unavailable">
          {(fields, { add: addOff, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="baseline">
                  <Form.Item name={[f.name, "teacherId"]} rules={[{ required: true }]}>
                    <Select
                      showSearch
                      optionFilterProp="label"
                      options={teacherOptions}
                      style={{ width: 140 }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, "day"]} rules={[{ required: true }]}>
                    <Select options={dayOptions} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "period"]} rules={[{ required: true }]}>
                    <Select options={periodOptions} style={{ width: 80 }} />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button size="small" icon={<PlusOutlined />} onClick={() => addOff()}>
                {t("timetable.plan.addUnavailable")}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
