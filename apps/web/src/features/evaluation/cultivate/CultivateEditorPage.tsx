import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TreeModelPage, useEditedModel } from "../TreeModelPage.tsx";
import { CultivateEditor } from "./CultivateEditor.tsx";
import { cultivateKeys, fetchCultivateModel } from "./cultivateApi.ts";

/** /admin/cultivate/:id (or /admin/cultivate/new): a cultivate model's goals, their links and bands. */
export function CultivateEditorPage() {
  const { t } = useTranslation();
  const edited = useEditedModel(cultivateKeys.detail, fetchCultivateModel);
  const { model } = edited;
  return (
    <TreeModelPage
      edited={edited}
      testId="cultivate-editor-page"
      titleTestId="cultivate-editor-title"
      parent={{ title: t("cultivate.title"), to: "/admin/cultivate" }}
      title={model ? t("cultivate.editor.title", { name: model.name }) : t("cultivate.editor.newTitle")}
      loadFailed={t("cultivate.editor.loadFailed")}
      extra={
        model ? (
          <Link to={`/admin/cultivate/${model.id}/chart`}>
            <Button data-testid="cultivate-open-chart">{t("cultivate.chart")}</Button>
          </Link>
        ) : null
      }
    >
      {/* A fresh editor for each saved version, so that it starts from what the server kept. */}
      <CultivateEditor key={model ? `${model.id}-${model.version}` : "new"} model={model} />
    </TreeModelPage>
  );
}
