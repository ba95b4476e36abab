import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { TimetableSet } from "@eos/contracts";
import { App, Button, Checkbox, Drawer, Form, Input, Space, TimePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, saveSet } from "./timetableApi.ts";

type Props = {
  open: boolean;
  editing: TimetableSet | null;
  onClose: () => void;
  onSaved: (id: number) => void;
};

type PeriodField = { start: Dayjs | null; end: Dayjs | null };
type Values = { name: string; days: number[]; periods: PeriodField[]; weeks: string };

const defaultPeriods: PeriodField[] = [
  ["08:00", "08:45"],
  ["08:55", "09:40"],
  ["10:00", "10:45"],
  ["10:55", "11:40"],
  ["14:00", "14:45"],
  ["14:55", "15:40"],
].map(([s, e]) => ({ start: dayjs(s, "HH:mm"), end: dayjs(e, "HH:mm") }));

const parseWeeks = (text: string): number[] | null => {
  const parts = text
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^\d{1,2}$/.test(p) || Number(p) < 1)) return null;
  return parts.map(Number);
};

/** Creates or edits a set: its name, the days of the week, the periods with their times, the weeks it covers. */
export function TimetableSetDrawer({ open, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const dayNames = t("timetable.days", { returnObjects: true }) as Record<number, string>;
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => dayNames[d] ?? String(d));
  const initial: Values = editing
    ? {
        name: editing.name,
        days: editing.days,
        periods: editing.periods.map((p) => ({ start: dayjs(p.start, "HH:mm"), end: dayjs(p.end, "HH:mm") })),
        weeks: editing.weeks.join(","),
      }
    : { name: "", days: [1, 2, 3, 4, 5], periods: defaultPeriods, weeks: "" };
  const submit = async (v: Values) => {
    const weeks = parseWeeks(v.weeks ?? "");
    if (weeks === null)
      return form.setFields([{ name: "weeks", errors: [t("timetable.form.weeksInvalid")] }]);
    setSaving(true);
    try {
      const { id } = await saveSet({
        id: editing?.id,
        termId: editing?.termId,
        name: v.name,
        days: v.days,
        periods: v.periods.map((p, i) => ({
          no: i + 1,
          start: (p.start as Dayjs).format("HH:mm"),
          end: (p.end as Dayjs).format("HH:mm"),
        })),
        weeks,
      });
      void message.success(t("timetable.saved"));
      onSaved(id);
    } catch (e) {
      void message.error(errorText(e, t("timetable.failed")));
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t("timetable.form.required") }];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(editing ? "timetable.form.titleEdit" : "timetable.form.titleAdd")}
      size="large"
      destroyOnHidden
      data-testid="timetable-set-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t("timetable.form.cancel")}</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => form.submit()}
            data-testid="timetable-set-save"
          >
            {t("timetable.form.save")}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t("timetable.form.name")} rules={required}>
          <Input
            placeholder={t("timetable.form.namePlaceholder")}
            maxLength={60}
            data-testid="timetable-set-name"
          />
        </Form.Item>
        <Form.Item name="days" label={t("timetable.form.days")} rules={required}>
          <Checkbox.Group
            options={days.map((label, i) => ({ label, value: i + 1 }))}
            data-testid="timetable-set-days"
          />
        </Form.Item>
        <Form.List name="periods">
          {(fields, { add, remove }) => (
            <fieldset className="eos-timetable-periods" data-testid="timetable-set-periods">
              <legend>{t("timetable.form.periods")}</legend>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" wrap>
                  <span className="eos-timetable-periods__no">
                    {t("timetable.form.period", { no: i + 1 })}
                  </span>
                  <Form.Item name={[field.name, "start"]} rules={required} noStyle>
                    <TimePicker format="HH:mm" minuteStep={5} aria-label={t("timetable.form.start")} />
                  </Form.Item>
                  <Form.Item name={[field.name, "end"]} rules={required} noStyle>
                    <TimePicker format="HH:mm" minuteStep={5} aria-label={t("timetable.form.end")} />
                  </Form.Item>
                  <MinusCircleOutlined
                    onClick={() => remove(field.name)}
                    aria-label={t("timetable.delete")}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ start: null, end: null })}
                data-testid="timetable-set-add-period"
              >
                {t("timetable.form.addPeriod")}
              </Button>
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="weeks" label={t("timetable.form.weeks")} extra={t("timetable.form.weeksHint")}>
          <Input data-testid="timetable-set-weeks" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
