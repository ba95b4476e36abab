import { useTranslation } from "react-i18next";
import { BoardFrame } from "./BoardFrame.tsx";
import { TeacherBoard } from "./TeacherBoard.tsx";
import { useBoard } from "./useBoard.ts";
import { fetchTeacherBoard, visualKeys } from "./visualApi.ts";

/** /admin/visual/teacher: the teacher's board in the console, refreshed every 30 s. */
export function TeacherBoardPage() {
  const { t } = useTranslation();
  const board = useBoard(visualKeys.teacher, fetchTeacherBoard);
  return (
    <BoardFrame
      title={t("visual.teacher.title")}
      testId="teacher-board"
      updatedAt={board.data?.updatedAt}
      loading={board.isPending}
      fetching={board.isFetching}
      error={board.error}
      hasData={board.data !== undefined}
      onRefresh={() => void board.refetch()}
    >
      {board.data ? <TeacherBoard board={board.data} /> : null}
    </BoardFrame>
  );
}
