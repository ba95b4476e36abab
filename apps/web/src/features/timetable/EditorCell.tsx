import { CloseOutlined } from "@ant-design/icons";
import { useDraggable, useDroppable } from "@dnd-kit/core";
import type { TimetableEntry } from "@eos/contracts";
import { Button } from "antd";
import { useTranslation } from "react-i18next";

type Props = {
  day: number;
  period: number;
  entry: TimetableEntry | undefined;
  onRemove: (id: number) => void;
};

function PlacedLesson({ entry, onRemove }: { entry: TimetableEntry; onRemove: (id: number) => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `entry:${entry.id}`,
    data: { kind: "entry", entry },
  });
  return (
    <div
      ref={setNodeRef}
      className={`eos-timetable-lesson is-placed${isDragging ? " is-dragging" : ""}`}
      data-testid={`timetable-entry-${entry.day}-${entry.period}`}
      {...listeners}
      {...attributes}
    >
      <strong>{entry.subject}</strong>
      <span>{entry.teacherName}</span>
      {entry.room ? <span className="eos-timetable-lesson__room">{entry.room}</span> : null}
      <Button
        size="small"
        type="text"
        className="eos-timetable-lesson__remove"
        icon={<CloseOutlined />}
        aria-label={t("timetable.editor.remove")}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => onRemove(entry.id)}
      />
    </div>
  );
}

/** A cell of the grid editor: a drop target, holding the lesson placed there (itself draggable). */
export function EditorCell({ day, period, entry, onRemove }: Props) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${day}:${period}`, data: { day, period } });
  return (
    <div
      ref={setNodeRef}
      className={`eos-timetable-cell${isOver ? " is-over" : ""}`}
      data-testid={`timetable-cell-${day}-${period}`}
    >
      {entry ? (
        <PlacedLesson entry={entry} onRemove={onRemove} />
      ) : (
        <span className="eos-timetable-cell__empty">
          {t(isOver ? "timetable.editor.dragHint" : "timetable.editor.emptyCell")}
        </span>
      )}
    </div>
  );
}
