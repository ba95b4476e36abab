import type { VisualSchoolBoard } from "@eos/contracts";
import { Empty } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EChart } from "../../components/EChart.tsx";
import { Figure, Panel } from "./BoardFrame.tsx";
import { lateTrend, rateBars } from "./charts.ts";
import { marked, percent, yuan } from "./visualApi.ts";

/** The school's board of a day: the school's figures, present rate by grade, the late trend, absences, the canteen. */
export function SchoolBoard({ board }: { board: VisualSchoolBoard }) {
  const { t } = useTranslation();
  // Options change only with new figures: a refresh that brings the same figures redraws nothing.
  const gradeOption = useMemo(
    () =>
      rateBars(
        board.grades.map((g) => g.name),
        board.grades.map((g) => g.presentRate),
        t("visual.board.presentRate"),
      ),
    [board.grades, t],
  );
  const lateOption = useMemo(
    () => lateTrend(board.lateTrend, t("visual.board.late"), t("visual.board.lateRate")),
    [board.lateTrend, t],
  );
  if (!board.hasPoints)
    return (
      <Empty
        data-testid="board-no-points"
        description={
          <>
            <div>{t("visual.board.noPoints")}</div>
            <div>{t("visual.board.noPointsHint")}</div>
          </>
        }
      />
    );
  const s = board.school;
  return (
    <>
      {board.date !== board.today ? (
        <div className="eos-board__note" data-testid="board-last-day">
          {t("visual.board.lastSchoolDay", { date: board.date })}
        </div>
      ) : null}
      <div className="eos-board__figures" data-testid="board-figures">
        <Figure
          label={t("visual.board.presentRate")}
          value={percent(s.presentRate)}
          tone="good"
          testId="board-present-rate"
        />
        <Figure label={t("visual.board.total")} value={s.total} testId="board-total" />
        <Figure label={t("visual.board.marked")} value={marked(s)} testId="board-marked" />
        <Figure label={t("visual.board.late")} value={s.late} tone="warn" testId="board-late" />
        <Figure label={t("visual.board.leave")} value={s.leave} testId="board-leave" />
        <Figure label={t("visual.board.absent")} value={s.absent} tone="bad" testId="board-absent" />
        <Figure label={t("visual.board.unmarked")} value={s.unmarked} testId="board-unmarked" />
      </div>
      <div className="eos-board__grid">
        <Panel title={t("visual.board.byGrade")} testId="board-grades">
          <EChart option={gradeOption} height={300} aria-label={t("visual.board.byGrade")} />
        </Panel>
        <Panel title={t("visual.board.lateTrend")} testId="board-late-trend">
          <EChart option={lateOption} height={300} aria-label={t("visual.board.lateTrend")} />
        </Panel>
        <Panel title={`${t("visual.board.absentList")} (${board.absent.length})`} testId="board-absent-list">
          {board.absent.length === 0 ? (
            <div className="eos-board__empty">{t("visual.board.absentEmpty")}</div>
          ) : (
            <ul className="eos-board__list">
              {board.absent.map((a) => (
                <li key={`${a.studentId}-${a.pointId}`} data-testid="board-absent-row">
                  <span>
                    {a.name} ·{" "}
                    {a.className.startsWith(a.gradeName) ? a.className : `${a.gradeName}${a.className}`}
                  </span>
                  <span>
                    {a.pointName}
                    {a.reason ? ` · ${a.reason}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t("visual.board.canteen")} testId="board-canteen">
          <div className="eos-board__figures">
            <Figure
              label={t("visual.board.canteenAmount")}
              value={yuan(board.canteen.amount)}
              testId="board-canteen-amount"
            />
            <Figure
              label={t("visual.board.canteenCount")}
              value={board.canteen.count}
              testId="board-canteen-count"
            />
          </div>
          {board.canteen.places.length === 0 ? (
            <div className="eos-board__empty">{t("visual.board.canteenEmpty")}</div>
          ) : (
            <ul className="eos-board__list">
              {board.canteen.places.map((p) => (
                <li key={p.place}>
                  <span>{p.place || "—"}</span>
                  <span>
                    ¥{yuan(p.amount)} · {p.count}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
