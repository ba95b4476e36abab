import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { FeedCard } from "./FeedCard.tsx";
import { TimetableGrid } from "./TimetableGrid.tsx";
import { TodayLessons } from "./TodayLessons.tsx";
import { fetchMyDay, fetchTeacherWeek, timetableKeys } from "./timetableApi.ts";
import "./timetable.css";

const isoDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/** /admin/timetable/mine: a teacher's day and week in the published timetable, and their calendar feed. */
export function MyTimetablePage() {
  const { t } = useTranslation();
  const week = useQuery({ queryKey: timetableKeys.teacher(), queryFn: () => fetchTeacherWeek() });
  const day = useQuery({ queryKey: timetableKeys.day, queryFn: fetchMyDay });
  return (
    <div className="eos-page eos-timetable-mine" data-testid="timetable-mine-page">
      <ConsolePageHeader
        title={t("timetable.week.title")}
        area="console.menu.portalApps"
        testId="timetable-mine-title"
      />
      <Card title={`${t("timetable.week.today")} ${day.data?.date ?? ""}`} className="eos-page__card">
        {day.error ? (
          <LoadFailed
            title={t("timetable.loadFailed")}
            error={day.error}
            onRetry={() => void day.refetch()}
          />
        ) : day.data ? (
          <TodayLessons lessons={day.data.lessons} show="class" testId="timetable-today" />
        ) : (
          <Spin />
        )}
      </Card>
      <Card title={`${t("timetable.week.week")} ${week.data?.set?.name ?? ""}`} className="eos-page__card">
        {week.error ? (
          <LoadFailed
            title={t("timetable.loadFailed")}
            error={week.error}
            onRetry={() => void week.refetch()}
          />
        ) : !week.data ? (
          <Spin />
        ) : week.data.set ? (
          <TimetableGrid
            set={week.data.set}
            entries={week.data.entries}
            show="class"
            testId="timetable-week"
            highlightDay={day.data ? isoDay(day.data.date) : undefined}
          />
        ) : (
          <Empty description={t("timetable.week.noSet")} />
        )}
      </Card>
      <FeedCard />
    </div>
  );
}
