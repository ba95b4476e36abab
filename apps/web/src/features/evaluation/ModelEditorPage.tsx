import type { SubjectType } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { EvaluationHeader } from "./EvaluationHeader.tsx";
import { evaluationKeys, fetchModel } from "./evaluationApi.ts";
import { ModelEditor } from "./ModelEditor.tsx";
import { modelsPath } from "./ModelsPage.tsx";
import { RulesPanel } from "./RulesPanel.tsx";

type Props = { subjectType?: SubjectType };

/**
 * /admin/models/:id (or /admin/models/new): the model's indicators and bands, and under them its rules;
 * /admin/tea-growth/models/:id the same for a teacher growth model (subjectType 0).
 */
export function ModelEditorPage({ subjectType = 1 }: Props) {
  const { t } = useTranslation();
  const { id } = useParams();
  const modelId = id === "new" ? null : Number(id);
  const detail = useQuery({
    queryKey: evaluationKeys.model(modelId ?? 0),
    queryFn: () => fetchModel(modelId ?? 0),
    enabled: modelId !== null,
  });
  const model = detail.data ?? null;
  const basePath = modelsPath(subjectType);
  const parent = {
    title: subjectType === 0 ? t("teaGrowth.models.title") : t("evaluation.models.title"),
    to: basePath,
  };

  if (modelId !== null && !model) {
    return (
      <div className="eos-page" data-testid="model-editor-page">
        <EvaluationHeader title={parent.title} testId="model-title" parent={parent} />
        <Card className="eos-page__card">
          {detail.error ? (
            <LoadFailed
              title={t("evaluation.editor.loadFailed")}
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <Skeleton active />
          )}
        </Card>
      </div>
    );
  }

  return (
    <div className="eos-page eos-eval-stack" data-testid="model-editor-page">
      <EvaluationHeader
        title={model ? t("evaluation.editor.title", { name: model.name }) : t("evaluation.editor.newTitle")}
        testId="model-title"
        parent={parent}
      />
      {/* A fresh editor for each saved version, so that it starts from what the server kept. */}
      <ModelEditor
        key={model ? `${model.id}-${model.version}` : "new"}
        model={model}
        subjectType={subjectType}
        basePath={basePath}
      />
      {model ? <RulesPanel model={model} /> : null}
    </div>
  );
}
