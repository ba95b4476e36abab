import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { TimetableEntry } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Select, Space, Spin, Tag } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { pathLabels } from "../../components/orgTree.ts";
import { useOrgTree } from "../../components/useOrgTree.ts";
import { EditorCell } from "./EditorCell.tsx";
import { type LessonCard, LessonPalette } from "./LessonPalette.tsx";
import { TimetableGenerateModal } from "./TimetableGenerateModal.tsx";
import { TimetableGrid } from "./TimetableGrid.tsx";
import { TimetableImportModal } from "./TimetableImportModal.tsx";
import {
  errorText,
  fetchSet,
  moveEntry,
  placeEntry,
  publishSet,
  removeEntry,
  timetableKeys,
} from "./timetableApi.ts";
import "./timetable.css";

/** A class as people name it (as the server's lessons do): its grade first, unless its own name starts with it. */
const classLabelOf = (labels: string[]) => {
  const own = labels.at(-1) ?? "";
  const grade = labels.at(-2) ?? "";
  return !grade || own.startsWith(grade) ? own : `${grade}${own}`;
};

type Dragged = { kind: "card"; card: LessonCard } | { kind: "entry"; entry: TimetableEntry };

/**
 * /admin/timetable/:id: a set's grid editor per class. Lesson cards (from the palette) and placed lessons are
 * dragged onto cells; the server refuses a clash with its reason, shown above the grid.
 */
export function TimetableEditorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setId = Number(useParams().id);
  const queryClient = useQueryClient();
  const org = useOrgTree();
  const classes = useMemo(
    () =>
      [...org.index.values()]
        .filter((n) => n.kind === "class")
        .map((n) => ({ value: n.id, label: classLabelOf(pathLabels(org.index, n.id).slice(1)) })),
    [org.index],
  );
  const [orgId, setOrgId] = useState<number>();
  const classId = orgId ?? classes[0]?.value;
  const [cards, setCards] = useState<LessonCard[]>([]);
  const [clash, setClash] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [generating, setGenerating] = useState(false);
  const timetable = useQuery({
    queryKey: timetableKeys.set(setId, classId),
    queryFn: () => fetchSet(setId, classId),
    enabled: classId !== undefined,
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: timetableKeys.all });
  const write = async (work: () => Promise<unknown>, done: string) => {
    setClash(null);
    try {
      await work();
      void message.success(done);
    } catch (e) {
      const reason = errorText(e, t("timetable.failed"));
      setClash(reason);
      void message.error(t("timetable.editor.clash", { reason }));
    } finally {
      await refresh();
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const cell = over?.data.current as { day: number; period: number } | undefined;
    const dragged = active.data.current as Dragged | undefined;
    if (!cell || !dragged || classId === undefined) return;
    if (dragged.kind === "card") {
      const { subject, teacherId, room } = dragged.card;
      void write(
        () =>
          placeEntry({ setId, orgId: classId, day: cell.day, period: cell.period, subject, teacherId, room }),
        t("timetable.editor.placed"),
      );
    } else if (dragged.entry.day !== cell.day || dragged.entry.period !== cell.period) {
      void write(
        () => moveEntry({ id: dragged.entry.id, day: cell.day, period: cell.period }),
        t("timetable.editor.moved"),
      );
    }
  };
  const set = timetable.data?.set;
  const published = set?.status === 1;
  return (
    <div className="eos-page eos-timetable-editor" data-testid="timetable-editor-page">
      <ConsolePageHeader
        title={t("timetable.editor.title", { name: set?.name ?? "" })}
        area="console.menu.portalApps"
        testId="timetable-editor-title"
        extra={
          <Space wrap>
            <Link to="/admin/timetable">{t("timetable.editor.back")}</Link>
            {set ? (
              <Tag color={published ? "green" : undefined}>
                {t(published ? "timetable.published" : "timetable.draft")}
              </Tag>
            ) : null}
            <Button
              onClick={() => setGenerating(true)}
              disabled={!set || published}
              data-testid="timetable-generate-open"
            >
              {t("timetable.plan.open")}
            </Button>
            <Button onClick={() => setImporting(true)} data-testid="timetable-import-open">
              {t("timetable.editor.import")}
            </Button>
            <Button
              type="primary"
              disabled={!set}
              data-testid="timetable-editor-publish"
              onClick={() =>
                void write(
                  () => publishSet(setId, !published),
                  t(published ? "timetable.unpublishedDone" : "timetable.publishedDone"),
                )
              }
            >
              {t(published ? "timetable.unpublish" : "timetable.publish")}
            </Button>
          </Space>
        }
      />
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className="eos-timetable-editor__body">
          <LessonPalette cards={cards} onChange={setCards} />
          <Card className="eos-timetable-editor__grid">
            <Space wrap className="eos-timetable-editor__class">
              <span>{t("timetable.editor.class")}</span>
              <Select<number>
                showSearch
                optionFilterProp="label"
                placeholder={t("timetable.editor.chooseClass")}
                value={classId}
                onChange={(v) => {
                  setClash(null);
                  setOrgId(v);
                }}
                options={classes}
                loading={org.isLoading}
                style={{ minWidth: 200 }}
                data-testid="timetable-editor-class"
              />
            </Space>
            {clash ? (
              <Alert
                type="error"
                showIcon
                message={clash}
                closable
                onClose={() => setClash(null)}
                data-testid="timetable-clash"
              />
            ) : null}
            {timetable.error ? (
              <LoadFailed
                title={t("timetable.loadFailed")}
                error={timetable.error}
                onRetry={() => void timetable.refetch()}
              />
            ) : !set ? (
              <Spin />
            ) : set.periods.length === 0 ? (
              <Alert type="info" message={t("timetable.editor.noPeriods")} />
            ) : (
              <TimetableGrid
                set={set}
                entries={timetable.data?.entries ?? []}
                testId="timetable-editor-grid"
                renderCell={(day, period, entry) => (
                  <EditorCell
                    day={day}
                    period={period}
                    entry={entry}
                    onRemove={(id) => void write(() => removeEntry(id), t("timetable.editor.removed"))}
                  />
                )}
              />
            )}
          </Card>
        </div>
      </DndContext>
      {importing ? <TimetableImportModal open setId={setId} onClose={() => setImporting(false)} /> : null}
      {generating && set ? (
        <TimetableGenerateModal
          open
          setId={setId}
          days={set.days}
          periods={set.periods.length}
          classes={classes}
          onClose={() => setGenerating(false)}
        />
      ) : null}
    </div>
  );
}
