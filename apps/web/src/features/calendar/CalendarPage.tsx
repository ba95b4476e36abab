import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import type { CalendarEvent } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Calendar,
  Card,
  Empty,
  List,
  Segmented,
  Space,
  Spin,
  Tag,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../api/download.ts";
import { getUserInfo } from "../../api/session.ts";
import { usePermissions } from "../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { errorText } from "../evaluation/index.ts";
import { eventsOn, fetchCalendar, kindColour } from "./calendarApi.ts";
import { EventEditor } from "./EventEditor.tsx";
import "./calendar.css";

const day = (d: Dayjs) => d.format("YYYY-MM-DD");
const mondayOf = (d: Dayjs) => d.subtract((d.day() + 6) % 7, "day");

/** An event's time on a day: all day, or its local times. */
export const timeOf = (e: CalendarEvent, allDay: string) =>
  e.allDay ? allDay : `${e.start.slice(11)}–${e.end.slice(11)}`;

/** The school calendar: month and week views; administrators add, edit and delete events and export it. */
export function CalendarPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { isAdmin } = usePermissions();
  const schoolId = getUserInfo()?.schoolId ?? 0;
  const [view, setView] = useState<"month" | "week">("month");
  const [cursor, setCursor] = useState(dayjs());
  const [editing, setEditing] = useState<{ event: CalendarEvent | null; day: string } | null>(null);
  const start = view === "month" ? mondayOf(cursor.startOf("month")) : mondayOf(cursor);
  const end = view === "month" ? start.add(41, "day") : start.add(6, "day");
  const query = useQuery({
    queryKey: ["calendar", schoolId, day(start), day(end)],
    queryFn: () => fetchCalendar(schoolId, day(start), day(end)),
  });
  const events = query.data?.events ?? [];
  const weekOf = (d: string) => query.data?.weeks.find((w) => w.start <= d && w.end >= d);
  const open = (event: CalendarEvent | null, d: string) => isAdmin && setEditing({ event, day: d });
  const chip = (e: CalendarEvent, d: string) => (
    <li key={e.id}>
      <Tag
        color={kindColour[e.kind]}
        className="eos-calendar__chip"
        data-testid={`calendar-event-${e.id}`}
        onClick={(ev) => {
          ev.stopPropagation();
          open(e, d);
        }}
      >
        {e.title}
      </Tag>
    </li>
  );
  const exportIcs = async () => {
    try {
      await downloadFile(`/schoolCalendar/${schoolId}/export.ics`, {}, "calendar.ics");
    } catch (e) {
      message.error(errorText(e, t("calendar.failed")));
    }
  };
  const weekDays = Array.from({ length: 7 }, (_, i) => start.add(i, "day"));
  return (
    <div className="eos-page">
      <ConsolePageHeader
        title={t("calendar.title")}
        area="console.menu.system"
        testId="calendar-title"
        extra={
          <Space wrap>
            <Segmented
              value={view}
              onChange={(v) => setView(v as "month" | "week")}
              options={[
                { value: "month", label: t("calendar.month") },
                { value: "week", label: t("calendar.week") },
              ]}
              data-testid="calendar-view"
            />
            <Button icon={<DownloadOutlined />} onClick={exportIcs} data-testid="calendar-export">
              {t("calendar.export")}
            </Button>
            {isAdmin ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => open(null, day(cursor))}
                data-testid="calendar-add"
              >
                {t("calendar.add")}
              </Button>
            ) : null}
          </Space>
        }
      />
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(query.error, t("calendar.loadFailed"))}
          action={<Button onClick={() => query.refetch()}>{t("calendar.retry")}</Button>}
        />
      ) : null}
      <Spin spinning={query.isLoading}>
        {view === "month" ? (
          <Calendar
            value={cursor}
            onPanelChange={(d) => setCursor(d)}
            onSelect={(d, info) => {
              setCursor(d);
              if (info.source === "date") open(null, day(d));
            }}
            cellRender={(d, info) =>
              info.type === "date" ? (
                <ul className="eos-calendar__cell">{eventsOn(events, day(d)).map((e) => chip(e, day(d)))}</ul>
              ) : (
                info.originNode
              )
            }
          />
        ) : (
          <Card
            title={
              <Space wrap>
                <Button onClick={() => setCursor(cursor.subtract(7, "day"))}>{t("calendar.prev")}</Button>
                <Button onClick={() => setCursor(dayjs())}>{t("calendar.today")}</Button>
                <Button onClick={() => setCursor(cursor.add(7, "day"))}>{t("calendar.next")}</Button>
                <Typography.Text>
                  {day(start)} – {day(end)}
                  {weekOf(day(start))
                    ? ` · ${t("calendar.termWeek", { term: weekOf(day(start))?.termName, week: weekOf(day(start))?.week })}`
                    : ""}
                </Typography.Text>
              </Space>
            }
          >
            <div className="eos-calendar__week" data-testid="calendar-week">
              {weekDays.map((d) => {
                const list = eventsOn(events, day(d));
                return (
                  <section key={day(d)} className="eos-calendar__day">
                    <Typography.Text strong>{d.format("MM-DD ddd")}</Typography.Text>
                    {list.length === 0 ? (
                      <Typography.Text type="secondary">{t("calendar.noEvents")}</Typography.Text>
                    ) : (
                      <List
                        size="small"
                        dataSource={list}
                        renderItem={(e) => (
                          <List.Item onClick={() => open(e, day(d))} className="eos-calendar__item">
                            <Tag color={kindColour[e.kind]}>{t(`calendar.kinds.${e.kind}`)}</Tag>
                            <span>{e.title}</span>
                            <Typography.Text type="secondary">
                              {" "}
                              {timeOf(e, t("calendar.allDay"))}
                            </Typography.Text>
                          </List.Item>
                        )}
                      />
                    )}
                  </section>
                );
              })}
            </div>
            {events.length === 0 && !query.isLoading ? <Empty description={t("calendar.empty")} /> : null}
          </Card>
        )}
      </Spin>
      {editing ? (
        <EventEditor
          event={editing.event}
          day={editing.day}
          onClose={(changed) => {
            setEditing(null);
            if (changed) void query.refetch();
          }}
        />
      ) : null}
    </div>
  );
}
