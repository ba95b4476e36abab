import { FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Spin, Typography } from "antd";
import dayjs from "dayjs";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import "./visual.css";

type Props = {
  title: string;
  testId: string;
  /** The server's time of the figures shown (ISO). */
  updatedAt?: string;
  loading: boolean;
  fetching: boolean;
  error: Error | null;
  hasData: boolean;
  onRefresh: () => void;
  tabs?: ReactNode;
  children: ReactNode;
};

/**
 * A board's frame for a large display and a laptop: its title, when its figures were made, a refresh and a
 * full-screen button. A failed refresh keeps the last figures on screen with a note, never a blank board.
 */
export function BoardFrame(props: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement === box.current && box.current !== null);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void box.current?.requestFullscreen?.();
  };
  return (
    <div ref={box} className={`eos-board${full ? " eos-board--full" : ""}`} data-testid={props.testId}>
      <header className="eos-board__head">
        <Typography.Title level={1} className="eos-board__title">
          {props.title}
        </Typography.Title>
        <Space wrap className="eos-board__tools">
          {props.updatedAt ? (
            <span
              className="eos-board__updated"
              data-testid="board-updated"
              title={t("visual.board.autoRefresh")}
            >
              {t("visual.board.updatedAt", { time: dayjs(props.updatedAt).format("HH:mm:ss") })}
            </span>
          ) : null}
          <Button
            icon={<ReloadOutlined spin={props.fetching} />}
            onClick={props.onRefresh}
            data-testid="board-refresh"
            aria-label={t("visual.board.refresh")}
          />
          <Button
            icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggleFull}
            data-testid="board-fullscreen"
          >
            {full ? t("visual.board.exitFullScreen") : t("visual.board.fullScreen")}
          </Button>
        </Space>
      </header>
      {props.tabs}
      {props.error && props.hasData ? (
        <Alert type="warning" showIcon message={t("visual.board.stale")} className="eos-board__stale" />
      ) : null}
      {props.loading ? (
        <div className="eos-board__loading">
          <Spin size="large" />
        </div>
      ) : props.error && !props.hasData ? (
        <LoadFailed title={t("visual.board.loadFailed")} error={props.error} onRetry={props.onRefresh} />
      ) : (
        props.children
      )}
    </div>
  );
}

/** A big figure of a board: its label and value. */
export function Figure({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: ReactNode;
  tone?: string;
  testId?: string;
}) {
  return (
    <div className={`eos-board__figure${tone ? ` eos-board__figure--${tone}` : ""}`} data-testid={testId}>
      <div className="eos-board__figure-value">{value}</div>
      <div className="eos-board__figure-label">{label}</div>
    </div>
  );
}

/** A panel of a board. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="eos-board__panel" data-testid={testId}>
      <h2 className="eos-board__panel-title">{title}</h2>
      {children}
    </section>
  );
}
