import { type CalendarEvent, calendarKinds } from "@eos/contracts";
import { App, Button, Checkbox, DatePicker, Form, Input, Modal, Popconfirm, Select, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../evaluation/index.ts";
import { deleteCalendarEvent, type EventDraft, saveCalendarEvent } from "./calendarApi.ts";

type Values = {
  title: string;
  kind: CalendarEvent["kind"];
  allDay: boolean;
  range: [Dayjs, Dayjs];
  description?: string;
  audience: number[];
};

type Props = {
  /** The event being edited, or the day a new one starts on. */
  event: CalendarEvent | null;
  day: string;
  onClose: (changed: boolean) => void;
};

const toDraft = (v: Values, id?: number): EventDraft => {
  const fmt = v.allDay ? "YYYY-MM-DD" : "YYYY-MM-DDTHH:mm";
  return {
    id,
    title: v.title,
    kind: v.kind,
    allDay: v.allDay,
    start: v.range[0].format(fmt),
    end: v.range[1].format(fmt),
    description: v.description ?? "",
    audience: v.audience,
  };
};

/** Adds or edits one event of the school calendar (administrators). */
export function EventEditor({ event, day, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const allDay = Form.useWatch("allDay", form) ?? event?.allDay ?? true;
  const initial: Values = event
    ? {
        title: event.title,
        kind: event.kind,
        allDay: event.allDay,
        range: [dayjs(event.start), dayjs(event.end)],
        description: event.description,
        audience: event.audience,
      }
    : { title: "", kind: "event", allDay: true, range: [dayjs(day), dayjs(day)], audience: [0, 1, 2] };
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await saveCalendarEvent(toDraft(values, event?.id));
      message.success(t("calendar.saved"));
      onClose(true);
    } catch (e) {
      message.error(errorText(e, t("calendar.failed")));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!event) return;
    try {
      await deleteCalendarEvent(event.id);
      message.success(t("calendar.deleted"));
      onClose(true);
    } catch (e) {
      message.error(errorText(e, t("calendar.failed")));
    }
  };
  return (
    <Modal
      open
      title={event ? t("calendar.edit") : t("calendar.add")}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "calendar-event-save" } as never}
      footer={(node) => (
        <>
          {event ? (
            <Popconfirm title={t("calendar.deleteConfirm", { title: event.title })} onConfirm={remove}>
              <Button danger data-testid="calendar-event-delete" style={{ float: "left" }}>
                {t("calendar.delete")}
              </Button>
            </Popconfirm>
          ) : null}
          {node}
        </>
      )}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="title"
          label={t("calendar.fields.title")}
          rules={[{ required: true, whitespace: true, message: t("calendar.required") }]}
        >
          <Input maxLength={100} data-testid="calendar-event-title" />
        </Form.Item>
        <Form.Item name="kind" label={t("calendar.fields.kind")}>
          <Select
            data-testid="calendar-event-kind"
            options={calendarKinds.map((k) => ({ value: k, label: t(`calendar.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="allDay" label={t("calendar.fields.allDay")} valuePropName="checked">
          <Switch data-testid="calendar-event-allday" />
        </Form.Item>
        <Form.Item
          name="range"
          label={t("calendar.fields.range")}
          rules={[{ required: true, message: t("calendar.required") }]}
        >
          <DatePicker.RangePicker
            showTime={allDay ? false : { format: "HH:mm" }}
            format={allDay ? "YYYY-MM-DD" : "YYYY-MM-DD HH:mm"}
            data-testid="calendar-event-range"
          />
        </Form.Item>
        <Form.Item
          name="audience"
          label={t("calendar.fields.audience")}
          rules={[{ required: true, message: t("calendar.required") }]}
        >
          <Checkbox.Group
            options={(["teachers", "students", "parents"] as const).map((k, v) => ({
              value: v,
              label: t(`calendar.audience.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t("calendar.fields.description")}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
