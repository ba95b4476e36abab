import type { SceneItem } from "@eos/contracts";
import { App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SceneStateActions } from "./SceneStateActions.tsx";
import { copyScene, deleteScene } from "./scenesApi.ts";
import { useRunWrite } from "./useRunWrite.ts";

type Props = { scene: SceneItem; onEdit: () => void; onDeleted: () => void };

/** A scene row's actions: open, edit, copy, show or hide, shelve or unshelve, delete (after confirmation). */
export function SceneRowActions({ scene, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const run = useRunWrite();
  const navigate = useNavigate();

  const confirmDelete = () =>
    modal.confirm({
      title: t("scenes.list.deleteTitle", { name: scene.name }),
      content: t("scenes.list.deleteHint"),
      okText: t("scenes.common.delete"),
      cancelText: t("scenes.common.cancel"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: async () => {
        const out = await run(() => deleteScene(scene.id), t("scenes.common.deleted"));
        if (out !== undefined) onDeleted();
      },
    });

  return (
    <span className="eos-scenes-row-actions" data-testid="scene-row-actions">
      <Button type="link" size="small" onClick={() => void navigate(`/admin/scenes/${scene.id}`)}>
        {t("scenes.list.open")}
      </Button>
      <Button type="link" size="small" onClick={onEdit}>
        {t("scenes.common.edit")}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void run(() => copyScene(scene.id), t("scenes.list.copied"))}
      >
        {t("scenes.list.copy")}
      </Button>
      <SceneStateActions scene={scene} />
      <Button type="link" size="small" danger onClick={confirmDelete}>
        {t("scenes.common.delete")}
      </Button>
    </span>
  );
}
