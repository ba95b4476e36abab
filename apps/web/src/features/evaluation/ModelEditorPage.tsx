import type { SubjectType } from "@eos/contracts";
import { useTranslation } from "react-i18next";
import { evaluationKeys, fetchModel } from "./evaluationApi.ts";
import { ModelEditor } from "./ModelEditor.tsx";
import { modelsPath } from "./ModelsPage.tsx";
import { RulesPanel } from "./RulesPanel.tsx";
import { TreeModelPage, useEditedModel } from "./TreeModelPage.tsx";

type Props = { subjectType?: SubjectType };

/**
 * /admin/models/:id (or /admin/models/new): the model's indicators and bands, and under them its rules;
 * /admin/tea-growth/models/:id the same for a teacher growth model (subjectType 0).
 */
export function ModelEditorPage({ subjectType = 1 }: Props) {
  const { t } = useTranslation();
  const edited = useEditedModel(evaluationKeys.model, fetchModel);
  const { model } = edited;
  const basePath = modelsPath(subjectType);
  return (
    <TreeModelPage
      edited={edited}
      testId="model-editor-page"
      titleTestId="model-title"
      parent={{
        title: subjectType === 0 ? t("teaGrowth.models.title") : t("evaluation.models.title"),
        to: basePath,
      }}
      title={model ? t("evaluation.editor.title", { name: model.name }) : t("evaluation.editor.newTitle")}
      loadFailed={t("evaluation.editor.loadFailed")}
    >
      {/* A fresh editor for each saved version, so that it starts from what the server kept. */}
      <ModelEditor
        key={model ? `${model.id}-${model.version}` : "new"}
        model={model}
        subjectType={subjectType}
        basePath={basePath}
      />
      {model ? <RulesPanel model={model} /> : null}
    </TreeModelPage>
  );
}
