import type { SceneAction, SceneItem } from "@eos/contracts";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { changeSceneState } from "./scenesApi.ts";
import { useRunWrite } from "./useRunWrite.ts";

type Props = {
  scene: Pick<SceneItem, "id" | "shown" | "shelved">;
  size?: "small" | "middle";
  link?: boolean;
};

const doneKey = {
  show: "scenes.state.showDone",
  hide: "scenes.state.hideDone",
  shelve: "scenes.state.shelveDone",
  unshelve: "scenes.state.unshelveDone",
} as const;

/** Show or hide a scene, and shelve it in (or take it off) the area's scene hall after saying what that does. */
export function SceneStateActions({ scene, size = "small", link = true }: Props) {
  const { t } = useTranslation();
  const run = useRunWrite();
  const act = (action: SceneAction) => run(() => changeSceneState(scene.id, action), t(doneKey[action]));
  const type = link ? "link" : "default";
  const shelving = scene.shelved ? "unshelve" : "shelve";
  return (
    <>
      <Button type={type} size={size} onClick={() => void act(scene.shown ? "hide" : "show")}>
        {scene.shown ? t("scenes.state.hide") : t("scenes.state.show")}
      </Button>
      <Popconfirm
        title={t(`scenes.state.${shelving}Title`)}
        description={<div className="eos-scenes-confirm">{t(`scenes.state.${shelving}Hint`)}</div>}
        okText={t(`scenes.state.${shelving}`)}
        cancelText={t("scenes.common.cancel")}
        onConfirm={() => act(shelving)}
        okButtonProps={{ "data-testid": "confirm-ok" } as never}
      >
        <Button type={type} size={size}>
          {t(`scenes.state.${shelving}`)}
        </Button>
      </Popconfirm>
    </>
  );
}
