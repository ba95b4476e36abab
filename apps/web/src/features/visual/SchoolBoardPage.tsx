import { Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BoardFrame } from "./BoardFrame.tsx";
import { SchoolBoard } from "./SchoolBoard.tsx";
import { TrendPanel } from "./TrendPanel.tsx";
import { useBoard } from "./useBoard.ts";
import { fetchSchoolBoard, visualKeys } from "./visualApi.ts";

/**
 * /admin/visual/attendance (and the kiosk's /visual/attendance): the school's live attendance board, refreshed
 * every 30 s, with the range trends as a second tab.
 */
export function SchoolBoardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"today" | "trend">("today");
  const board = useBoard(visualKeys.school, fetchSchoolBoard);
  return (
    <BoardFrame
      title={t("visual.board.title")}
      testId="school-board"
      updatedAt={board.data?.updatedAt}
      loading={board.isPending}
      fetching={board.isFetching}
      error={board.error}
      hasData={board.data !== undefined}
      onRefresh={() => void board.refetch()}
      tabs={
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as "today" | "trend")}
          items={[
            { key: "today", label: t("visual.board.today") },
            { key: "trend", label: t("visual.board.trend") },
          ]}
          data-testid="board-tabs"
        />
      }
    >
      {tab === "today" ? board.data ? <SchoolBoard board={board.data} /> : null : <TrendPanel />}
    </BoardFrame>
  );
}
