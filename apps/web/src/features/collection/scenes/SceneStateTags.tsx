import type { SceneItem } from "@eos/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** The scene's state as tags: shown or hidden, and shelved when it is. */
export function SceneStateTags({ scene }: { scene: Pick<SceneItem, "shown" | "shelved"> }) {
  const { t } = useTranslation();
  return (
    <span className="eos-scenes-tags">
      {scene.shown ? (
        <Tag color="green">{t("scenes.state.shown")}</Tag>
      ) : (
        <Tag>{t("scenes.state.hidden")}</Tag>
      )}
      {scene.shelved ? <Tag color="blue">{t("scenes.state.shelved")}</Tag> : null}
    </span>
  );
}
