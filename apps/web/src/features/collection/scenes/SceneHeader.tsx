import type { SceneItem } from "@eos/contracts";
import { Breadcrumb, Button, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SceneStateActions } from "./SceneStateActions.tsx";
import { SceneStateTags } from "./SceneStateTags.tsx";

type Props = { scene: SceneItem | undefined; onEdit: () => void };

/** The scene's breadcrumbs, name, state, description and state actions. */
export function SceneHeader({ scene, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <header className="eos-scene-header eos-page__card">
      <Breadcrumb
        items={[
          { key: "home", title: <Link to="/admin">{t("console.menu.home")}</Link> },
          { key: "area", title: t("console.menu.forms") },
          { key: "scenes", title: <Link to="/admin/scenes">{t("scenes.list.title")}</Link> },
          { key: "scene", title: scene?.name ?? "" },
        ]}
      />
      <div className="eos-scene-header__row">
        <Space wrap size={[8, 4]}>
          <Typography.Title
            level={1}
            className="eos-page__title eos-people-header__title"
            data-testid="scene-title"
          >
            {scene?.name ?? ""}
          </Typography.Title>
          {scene ? <SceneStateTags scene={scene} /> : null}
        </Space>
        {scene ? (
          <Space wrap size={[8, 8]}>
            <Button onClick={onEdit}>{t("scenes.common.edit")}</Button>
            <SceneStateActions scene={scene} size="middle" link={false} />
          </Space>
        ) : null}
      </div>
      {scene ? (
        <p className="eos-scene-header__description">
          {scene.description || t("scenes.detail.noDescription")}
        </p>
      ) : null}
    </header>
  );
}
