import type { LessonOfDay } from "@eos/contracts";
import { useTranslation } from "react-i18next";

type Props = { lessons: LessonOfDay[]; show: "class" | "teacher"; testId?: string };

/** Today's lessons in order, each with its times: what a person opens the timetable for in the morning. */
export function TodayLessons({ lessons, show, testId }: Props) {
  const { t } = useTranslation();
  if (lessons.length === 0)
    return (
      <p className="eos-timetable-today__empty" data-testid={testId}>
        {t("timetable.week.todayEmpty")}
      </p>
    );
  return (
    <ol className="eos-timetable-today" data-testid={testId}>
      {lessons.map((l) => (
        <li key={`${l.period}-${l.className}`}>
          <span className="eos-timetable-today__time">
            {t("timetable.week.period", { no: l.period })} · {l.start}–{l.end}
          </span>
          <strong>{l.subject}</strong>
          <span>
            {show === "class" ? l.className : l.teacherName}
            {l.room ? ` · ${l.room}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
