import { Button, DotLoading, ErrorBlock, List } from "antd-mobile";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useBoard } from "./useBoard.ts";
import { fetchTeacherBoard, percent, visualKeys } from "./visualApi.ts";
import "./visual.css";

/** /m/visual: the teacher's board on the phone, one class under another, refreshed every 30 s. */
export function MobileTeacherBoardPage() {
  const { t } = useTranslation();
  const board = useBoard(visualKeys.teacher, fetchTeacherBoard);
  if (board.isPending)
    return (
      <div style={{ textAlign: "center", padding: 48 }}>
        <DotLoading />
      </div>
    );
  if (!board.data)
    return (
      <ErrorBlock status="default" title={t("visual.board.loadFailed")} description={board.error?.message}>
        <Button onClick={() => void board.refetch()}>{t("visual.board.refresh")}</Button>
      </ErrorBlock>
    );
  const b = board.data;
  return (
    <div className="eos-mboard" data-testid="mobile-teacher-board">
      <div className="eos-mboard__updated" data-testid="board-updated">
        {t("visual.board.updatedAt", { time: dayjs(b.updatedAt).format("HH:mm:ss") })}
        {board.error ? ` · ${t("visual.board.stale")}` : ""}
      </div>
      {b.classes.length === 0 ? (
        <ErrorBlock status="empty" title={t("visual.teacher.empty")} description="" />
      ) : null}
      {b.classes.map((c) => (
        <section key={c.id} className="eos-mboard__class" data-testid="mobile-board-class">
          <h2>{c.name}</h2>
          <div className="eos-mboard__figures">
            <div>
              <b>{percent(c.presentRate)}</b>
              <span>{t("visual.board.presentRate")}</span>
            </div>
            <div>
              <b>{c.late}</b>
              <span>{t("visual.board.late")}</span>
            </div>
            <div>
              <b>{c.absent}</b>
              <span>{t("visual.board.absent")}</span>
            </div>
            <div>
              <b>{c.unmarked}</b>
              <span>{t("visual.board.unmarked")}</span>
            </div>
          </div>
          <div className="eos-mboard__points">
            {c.points.map((p) => (
              <div key={p.id}>
                {p.name}：{t("visual.teacher.pointProgress", { marked: p.marked, total: p.total })}
              </div>
            ))}
            <div>
              {t("visual.teacher.weekRate")}：{percent(c.week.presentRate)}
            </div>
          </div>
        </section>
      ))}
      <List header={`${t("visual.board.absentList")} (${b.absent.length})`}>
        {b.absent.length === 0 ? (
          <List.Item>{t("visual.board.absentEmpty")}</List.Item>
        ) : (
          b.absent.map((a) => (
            <List.Item key={`${a.studentId}-${a.pointId}`} description={a.pointName} extra={a.className}>
              {a.name}
            </List.Item>
          ))
        )}
      </List>
    </div>
  );
}
