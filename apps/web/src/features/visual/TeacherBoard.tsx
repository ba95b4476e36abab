import type { VisualTeacherBoard } from "@eos/contracts";
import { Empty } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EChart } from "../../components/EChart.tsx";
import { Figure, Panel } from "./BoardFrame.tsx";
import { rateBars } from "./charts.ts";
import { percent } from "./visualApi.ts";

/** The teacher's classes today (per point marked or not), who is absent, and this week's rates. */
export function TeacherBoard({ board }: { board: VisualTeacherBoard }) {
  const { t } = useTranslation();
  const weekOption = useMemo(
    () =>
      rateBars(
        board.classes.map((c) => c.name),
        board.classes.map((c) => c.week.presentRate),
        t("visual.teacher.weekRate"),
      ),
    [board.classes, t],
  );
  if (board.classes.length === 0)
    return <Empty description={t("visual.teacher.empty")} data-testid="teacher-board-empty" />;
  return (
    <>
      <div className="eos-board__grid">
        {board.classes.map((c) => (
          <Panel key={c.id} title={c.name} testId="teacher-board-class">
            <div className="eos-board__figures">
              <Figure label={t("visual.board.presentRate")} value={percent(c.presentRate)} tone="good" />
              <Figure label={t("visual.board.late")} value={c.late} tone="warn" />
              <Figure label={t("visual.board.absent")} value={c.absent} tone="bad" />
              <Figure label={t("visual.board.unmarked")} value={c.unmarked} />
            </div>
            <ul className="eos-board__list">
              {c.points.map((p) => (
                <li key={p.id}>
                  <span>{p.name}</span>
                  <span>{t("visual.teacher.pointProgress", { marked: p.marked, total: p.total })}</span>
                </li>
              ))}
            </ul>
          </Panel>
        ))}
      </div>
      <div className="eos-board__grid" style={{ marginTop: 12 }}>
        <Panel title={t("visual.teacher.week", { from: board.weekFrom })} testId="teacher-board-week">
          <EChart option={weekOption} height={280} aria-label={t("visual.teacher.weekRate")} />
        </Panel>
        <Panel
          title={`${t("visual.board.absentList")} (${board.absent.length})`}
          testId="teacher-board-absent"
        >
          {board.absent.length === 0 ? (
            <div className="eos-board__empty">{t("visual.board.absentEmpty")}</div>
          ) : (
            <ul className="eos-board__list">
              {board.absent.map((a) => (
                <li key={`${a.studentId}-${a.pointId}`}>
                  <span>
                    {a.name} · {a.className}
                  </span>
                  <span>{a.pointName}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
