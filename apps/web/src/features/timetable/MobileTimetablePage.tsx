import { useQuery } from "@tanstack/react-query";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fetchMyChildren } from "../../api/parentChildren.ts";
import { getToken, getUserInfo } from "../../api/session.ts";
import { ChildSwitcher } from "../../components/ChildSwitcher.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { TodayLessons } from "./TodayLessons.tsx";
import { fetchClassWeek, fetchMyDay, fetchTeacherWeek, timetableKeys } from "./timetableApi.ts";
import "./timetable.css";

/**
 * /m/timetable: today's lessons first, then the week day by day (a column per day would not fit 390 px): a
 * teacher's own, a student's class's, a parent's current child's class's.
 */
export function MobileTimetablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = getToken() ? getUserInfo() : null;
  const teacher = user?.roleType === "tea";
  const parent = user?.roleType === "p";
  // A parent sees the current child's class: the child is part of the keys, so switching child reloads.
  const children = useQuery({ queryKey: ["myChildren"], queryFn: fetchMyChildren, enabled: parent });
  const childId = children.data?.find((c) => c.current)?.id ?? null;
  const ready = !!user && (!parent || childId !== null);
  const day = useQuery({ queryKey: [...timetableKeys.day, childId], queryFn: fetchMyDay, enabled: ready });
  const week = useQuery({
    queryKey: teacher ? timetableKeys.teacher() : [...timetableKeys.org(), childId],
    queryFn: () => (teacher ? fetchTeacherWeek() : fetchClassWeek()),
    enabled: ready,
  });
  const days = t("timetable.days", { returnObjects: true }) as Record<number, string>;
  if (!user)
    return (
      <div className="eos-mobile-page">
        <section className="eos-mobile-sign-in">
          <p>{t("timetable.mobile.signIn")}</p>
          <Button block color="primary" size="large" onClick={() => void navigate("/m/login")}>
            {t("common.signIn")}
          </Button>
        </section>
      </div>
    );
  const set = week.data?.set;
  const show = teacher ? "class" : "teacher";
  return (
    <div className="eos-mobile-page eos-timetable-mobile" data-testid="mobile-timetable-page">
      {parent ? <ChildSwitcher /> : null}
      <section className="eos-timetable-mobile__today">
        <h2>
          {t("timetable.week.today")} <small>{day.data?.date}</small>
        </h2>
        {day.error ? (
          <LoadFailed
            title={t("timetable.loadFailed")}
            error={day.error}
            onRetry={() => void day.refetch()}
          />
        ) : day.data ? (
          <TodayLessons lessons={day.data.lessons} show={show} testId="mobile-timetable-today" />
        ) : null}
      </section>
      <section className="eos-timetable-mobile__week" data-testid="mobile-timetable-week">
        <h2>{t("timetable.week.week")}</h2>
        {week.error ? (
          <LoadFailed
            title={t("timetable.loadFailed")}
            error={week.error}
            onRetry={() => void week.refetch()}
          />
        ) : week.data && !set ? (
          <p>{t("timetable.week.noSet")}</p>
        ) : set ? (
          set.days.map((d) => {
            const lessons = (week.data?.entries ?? []).filter((e) => e.day === d);
            return (
              <details key={d} className="eos-timetable-mobile__day">
                <summary>
                  {days[d]} <small>({lessons.length})</small>
                </summary>
                <TodayLessons
                  show={show}
                  lessons={lessons.map((e) => {
                    const p = set.periods.find((x) => x.no === e.period);
                    return { ...e, start: p?.start ?? "", end: p?.end ?? "" };
                  })}
                />
              </details>
            );
          })
        ) : null}
      </section>
    </div>
  );
}
