import type { TaskItem } from "@eos/contracts";
import { App, Button, Checkbox } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { changeSceneState, closeTask, deleteTask, publishTask } from "./scenesApi.ts";
import { useRunWrite } from "./useRunWrite.ts";

type Props = {
  task: TaskItem;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onQr: () => void;
  /** Whether the task's scene is shown: fillers' to-do lists hold only the tasks of shown scenes. */
  sceneShown: boolean;
};

type Confirm = {
  title: string;
  content: ReactNode;
  okText: string;
  danger?: boolean;
  work: () => Promise<unknown>;
  done: string;
};

/** A task row's actions; publishing, closing and deleting ask first. */
export function TaskRowActions({ task, first, last, onEdit, onMove, onQr, sceneShown }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const run = useRunWrite();
  const name = task.name;

  const confirm = (c: Confirm) =>
    modal.confirm({
      title: c.title,
      content: c.content,
      okText: c.okText,
      cancelText: t("scenes.common.cancel"),
      okButtonProps: { danger: c.danger, "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: () => run(c.work, c.done),
    });

  const publish = () => {
    if (sceneShown)
      return confirm({
        title: t("scenes.tasks.publishTitle", { name }),
        content: t("scenes.tasks.publishHint"),
        okText: t("scenes.tasks.publish"),
        work: () => publishTask(task.id),
        done: t("scenes.tasks.published"),
      });
    // Nobody sees a hidden scene's tasks: say so, and offer to show the scene with the same click.
    let showScene = true;
    return confirm({
      title: t("scenes.tasks.publishTitle", { name }),
      content: (
        <div data-testid="publish-hidden-scene">
          <p>{t("scenes.tasks.publishHiddenHint")}</p>
          <Checkbox
            defaultChecked
            onChange={(e) => {
              showScene = e.target.checked;
            }}
            data-testid="publish-show-scene"
          >
            {t("scenes.tasks.publishShowScene")}
          </Checkbox>
        </div>
      ),
      okText: t("scenes.tasks.publish"),
      work: async () => {
        await publishTask(task.id);
        if (showScene) await changeSceneState(task.sceneId, "show");
      },
      done: t("scenes.tasks.published"),
    });
  };
  const close = () =>
    confirm({
      title: t("scenes.tasks.closeTitle", { name }),
      content: t("scenes.tasks.closeHint"),
      okText: t("scenes.tasks.close"),
      danger: true,
      work: () => closeTask(task.id),
      done: t("scenes.tasks.closed"),
    });
  const remove = () =>
    confirm({
      title: t("scenes.tasks.deleteTitle", { name }),
      content: t("scenes.tasks.deleteHint"),
      okText: t("scenes.common.delete"),
      danger: true,
      work: () => deleteTask(task.id),
      done: t("scenes.common.deleted"),
    });

  return (
    <span className="eos-scenes-row-actions" data-testid="task-row-actions">
      <Button type="link" size="small" onClick={onEdit}>
        {t("scenes.common.edit")}
      </Button>
      {task.state === 1 ? (
        <Button type="link" size="small" onClick={close}>
          {t("scenes.tasks.close")}
        </Button>
      ) : (
        <Button type="link" size="small" onClick={publish}>
          {t("scenes.tasks.publish")}
        </Button>
      )}
      <Button type="link" size="small" disabled={first} onClick={() => onMove(-1)}>
        {t("scenes.tasks.moveUp")}
      </Button>
      <Button type="link" size="small" disabled={last} onClick={() => onMove(1)}>
        {t("scenes.tasks.moveDown")}
      </Button>
      <Button type="link" size="small" onClick={onQr}>
        {t("scenes.tasks.qr")}
      </Button>
      <Button type="link" size="small" onClick={() => void navigate(`/admin/tasks/${task.id}/stats`)}>
        {t("scenes.tasks.completion")}
      </Button>
      <Button type="link" size="small" danger onClick={remove}>
        {t("scenes.common.delete")}
      </Button>
    </span>
  );
}
