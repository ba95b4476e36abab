import { PlusOutlined } from "@ant-design/icons";
import type { TaskItem } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Result, Skeleton, Typography } from "antd";
import { Suspense, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { moveId } from "./classifyTree.ts";
import { SceneDrawer } from "./SceneDrawer.tsx";
import { SceneHeader } from "./SceneHeader.tsx";
import { ScenePanels } from "./scenePanels.ts";
import { fetchScene, fetchTasks, scenesKeys, sortTasks } from "./scenesApi.ts";
import { TaskDrawer } from "./TaskDrawer.tsx";
import { TaskQrModal } from "./TaskQrModal.tsx";
import { TasksTable } from "./TasksTable.tsx";
import { useRunWrite } from "./useRunWrite.ts";
import "../../../components/consolePage.css";
import "./scenes.css";

type TaskDrawerState = { open: boolean; task: TaskItem | null };

/** /admin/scenes/:id: a scene's header and its tasks; add, edit, publish, close, reorder and share tasks. */
export function SceneDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = useRunWrite();
  const panels = useContext(ScenePanels);
  const sceneId = Number(useParams().id);
  const scene = useQuery({ queryKey: scenesKeys.scene(sceneId), queryFn: () => fetchScene(sceneId) });
  const tasks = useQuery({ queryKey: scenesKeys.tasks(sceneId), queryFn: () => fetchTasks(sceneId) });
  const [taskDrawer, setTaskDrawer] = useState<TaskDrawerState>({ open: false, task: null });
  const [editing, setEditing] = useState(false);
  const [qrTask, setQrTask] = useState<TaskItem | null>(null);
  const rows = tasks.data ?? [];

  const refresh = () => void queryClient.invalidateQueries({ queryKey: scenesKeys.all });

  const move = (task: TaskItem, step: -1 | 1) => {
    const ids = moveId(
      rows.map((r) => r.id),
      task.id,
      step,
    );
    if (ids) void run(() => sortTasks(sceneId, ids));
  };

  if (scene.error && !scene.data) {
    return (
      <div className="eos-page" data-testid="scene-page">
        <Result
          status="warning"
          title={t("scenes.detail.notFound")}
          subTitle={scene.error.message}
          extra={<Button onClick={() => void navigate("/admin/scenes")}>{t("scenes.detail.back")}</Button>}
        />
      </div>
    );
  }

  return (
    <div className="eos-page" data-testid="scene-page">
      {scene.isPending ? (
        <Skeleton active />
      ) : (
        <SceneHeader scene={scene.data} onEdit={() => setEditing(true)} />
      )}
      <Card className="eos-page__card eos-scenes-table-card">
        <div className="eos-people-header__row">
          <Typography.Title level={2} className="eos-card-title">
            {t("scenes.detail.tasks")}
          </Typography.Title>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setTaskDrawer({ open: true, task: null })}
            data-testid="task-add"
          >
            {t("scenes.tasks.add")}
          </Button>
        </div>
        <TasksTable
          tasks={rows}
          loading={tasks.isFetching}
          onEdit={(task) => setTaskDrawer({ open: true, task })}
          onMove={move}
          onQr={setQrTask}
          sceneShown={scene.data?.shown ?? true}
        />
      </Card>
      <Suspense fallback={null}>
        {panels.map((Panel, i) => (
          <Panel key={i} sceneId={sceneId} />
        ))}
      </Suspense>
      <TaskDrawer
        open={taskDrawer.open}
        sceneId={sceneId}
        task={taskDrawer.task}
        onClose={() => setTaskDrawer({ open: false, task: null })}
        onSaved={() => {
          void message.success(taskDrawer.task ? t("scenes.common.saved") : t("scenes.taskDrawer.created"));
          setTaskDrawer({ open: false, task: null });
          refresh();
        }}
      />
      <SceneDrawer
        open={editing}
        scene={scene.data ?? null}
        onClose={() => setEditing(false)}
        onSaved={() => {
          void message.success(t("scenes.common.saved"));
          setEditing(false);
          refresh();
        }}
      />
      <TaskQrModal task={qrTask} onClose={() => setQrTask(null)} />
    </div>
  );
}
