import { Empty } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EChart } from "../../components/EChart.tsx";
import { BoardFrame, Figure, Panel } from "./BoardFrame.tsx";
import { rateBars, rateLines } from "./charts.ts";
import { useBoard } from "./useBoard.ts";
import { fetchAreaBoard, marked, percent, visualKeys } from "./visualApi.ts";

/** /admin/visual/area: the area administrator's board over the area's schools, refreshed every 30 s. */
export function AreaBoardPage() {
  const { t } = useTranslation();
  const board = useBoard(visualKeys.area, fetchAreaBoard);
  const b = board.data;
  const schoolOption = useMemo(
    () =>
      b
        ? rateBars(
            b.schools.map((s) => s.name),
            b.schools.map((s) => s.presentRate),
            t("visual.board.presentRate"),
          )
        : null,
    [b, t],
  );
  const trendOption = useMemo(
    () =>
      b
        ? rateLines(b.trend, [
            { label: t("visual.board.presentRate"), of: (d) => d.presentRate, color: "#4ade80" },
            { label: t("visual.board.lateRate"), of: (d) => d.lateRate, color: "#fbbf24" },
            { label: t("visual.board.absentRate"), of: (d) => d.absentRate, color: "#f87171" },
          ])
        : null,
    [b, t],
  );
  const today = b?.trend.find((d) => d.day === b.date) ?? b?.trend.at(-1);
  return (
    <BoardFrame
      title={t("visual.area.title")}
      testId="area-board"
      updatedAt={b?.updatedAt}
      loading={board.isPending}
      fetching={board.isFetching}
      error={board.error}
      hasData={b !== undefined}
      onRefresh={() => void board.refetch()}
    >
      {b && b.schools.length === 0 ? <Empty description={t("visual.area.empty")} /> : null}
      {b && b.schools.length > 0 && today ? (
        <>
          {b.date !== b.today ? (
            <div className="eos-board__note" data-testid="area-last-day">
              {t("visual.board.lastSchoolDay", { date: b.date })}
            </div>
          ) : null}
          <div className="eos-board__figures">
            <Figure
              label={t("visual.board.presentRate")}
              value={percent(today.presentRate)}
              tone="good"
              testId="area-present-rate"
            />
            <Figure label={t("visual.board.marked")} value={marked(today)} />
            <Figure label={t("visual.board.late")} value={today.late} tone="warn" />
            <Figure label={t("visual.board.absent")} value={today.absent} tone="bad" />
            <Figure label={t("visual.area.school")} value={b.schools.length} />
          </div>
          <div className="eos-board__grid">
            <Panel title={t("visual.area.schools")} testId="area-schools">
              {schoolOption ? (
                <EChart option={schoolOption} height={320} aria-label={t("visual.area.schools")} />
              ) : null}
            </Panel>
            <Panel title={t("visual.area.trend")} testId="area-trend">
              {trendOption ? (
                <EChart option={trendOption} height={320} aria-label={t("visual.area.trend")} />
              ) : null}
            </Panel>
            <Panel title={t("visual.area.worst")} testId="area-worst">
              {b.worst.length === 0 ? (
                <div className="eos-board__empty">{t("visual.area.worstEmpty")}</div>
              ) : (
                <ul className="eos-board__list">
                  {b.worst.map((s) => (
                    <li key={s.id}>
                      <span>{s.name}</span>
                      <span>{percent(s.presentRate)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </>
      ) : null}
    </BoardFrame>
  );
}
