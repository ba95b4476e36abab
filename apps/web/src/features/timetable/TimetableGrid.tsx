import type { TimetableEntry, TimetableSet } from "@eos/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  set: Pick<TimetableSet, "days" | "periods">;
  entries: TimetableEntry[];
  /** What a cell shows; by default the lesson's subject, class or teacher, and room. */
  renderCell?: (day: number, period: number, entry: TimetableEntry | undefined) => ReactNode;
  /** Whose timetable: a teacher's cells name the class, a class's the teacher. */
  show?: "class" | "teacher";
  testId?: string;
  highlightDay?: number;
};

/** A week as a table: periods down the side with their times, the set's days across. */
export function TimetableGrid({ set, entries, renderCell, show = "teacher", testId, highlightDay }: Props) {
  const { t } = useTranslation();
  const days = t("timetable.days", { returnObjects: true }) as Record<number, string>;
  const at = (day: number, period: number) => entries.find((e) => e.day === day && e.period === period);
  const lesson = (e: TimetableEntry | undefined) =>
    e ? (
      <div className="eos-timetable-lesson">
        <strong>{e.subject}</strong>
        <span>{show === "class" ? e.className : e.teacherName}</span>
        {e.room ? <span className="eos-timetable-lesson__room">{e.room}</span> : null}
      </div>
    ) : null;
  return (
    <div className="eos-timetable-grid-wrap">
      <table className="eos-timetable-grid" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t("timetable.editor.period")}</th>
            {set.days.map((d) => (
              <th scope="col" key={d} className={d === highlightDay ? "is-today" : undefined}>
                {days[d]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {set.periods.map((p) => (
            <tr key={p.no}>
              <th scope="row">
                <div>{t("timetable.week.period", { no: p.no })}</div>
                <small>
                  {p.start}–{p.end}
                </small>
              </th>
              {set.days.map((d) => (
                <td key={d} className={d === highlightDay ? "is-today" : undefined}>
                  {renderCell ? renderCell(d, p.no, at(d, p.no)) : lesson(at(d, p.no))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
