import { useQuery } from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock, List, Tag } from "antd-mobile";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getUserInfo } from "../../api/session.ts";
import { eventsOn, fetchCalendar } from "./calendarApi.ts";
import "./calendar.css";

const fmt = "YYYY-MM-DD";
const colour = { holiday: "success", exam: "danger", event: "primary", week: "warning" } as const;

/** /m/calendar: the week's events of the school shown to the reader, day by day, today first in view. */
export function MobileCalendarPage() {
  const { t } = useTranslation();
  const schoolId = getUserInfo()?.schoolId ?? 0;
  const [monday, setMonday] = useState(() => dayjs().subtract((dayjs().day() + 6) % 7, "day"));
  const start = monday.format(fmt);
  const end = monday.add(6, "day").format(fmt);
  const query = useQuery({
    queryKey: ["calendar", schoolId, start, end],
    queryFn: () => fetchCalendar(schoolId, start, end),
  });
  const week = query.data?.weeks[0];
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, "day").format(fmt));
  const events = query.data?.events ?? [];
  return (
    <div className="eos-mcal" data-testid="mobile-calendar">
      <div className="eos-mcal__bar">
        <Button size="small" onClick={() => setMonday(monday.subtract(7, "day"))}>
          {t("calendar.prev")}
        </Button>
        <span data-testid="mobile-calendar-range">
          {week
            ? t("calendar.termWeek", { term: "", week: week.week }).trim()
            : `${start.slice(5)} – ${end.slice(5)}`}
        </span>
        <Button size="small" onClick={() => setMonday(monday.add(7, "day"))}>
          {t("calendar.next")}
        </Button>
      </div>
      {query.isLoading ? (
        <DotLoading />
      ) : query.isError ? (
        <ErrorBlock
          status="default"
          title={t("calendar.loadFailed")}
          description={
            <Button size="small" onClick={() => void query.refetch()}>
              {t("calendar.retry")}
            </Button>
          }
        />
      ) : events.length === 0 ? (
        <ErrorBlock status="empty" title={t("calendar.empty")} description="" />
      ) : (
        days
          .filter((d) => eventsOn(events, d).length > 0)
          .map((d) => (
            <section key={d} className="eos-mcal__day" data-testid={`mobile-calendar-day-${d}`}>
              <h2>
                {dayjs(d).format("MM-DD ddd")}
                {d === query.data?.today ? ` · ${t("calendar.today")}` : ""}
              </h2>
              <List>
                {eventsOn(events, d).map((e) => (
                  <List.Item
                    key={e.id}
                    prefix={<Tag color={colour[e.kind]}>{t(`calendar.kinds.${e.kind}`)}</Tag>}
                    description={e.allDay ? t("calendar.allDay") : `${e.start.slice(11)}–${e.end.slice(11)}`}
                  >
                    {e.title}
                  </List.Item>
                ))}
              </List>
            </section>
          ))
      )}
    </div>
  );
}
