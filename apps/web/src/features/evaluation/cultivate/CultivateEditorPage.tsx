import { useQuery } from "@tanstack/react-query";
import { Button, Card, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { CultivateEditor } from "./CultivateEditor.tsx";
import { cultivateKeys, fetchCultivateModel } from "./cultivateApi.ts";

/** /admin/cultivate/:id (or /admin/cultivate/new): a cultivate model's goals, their links and bands. */
export function CultivateEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const modelId = id === "new" ? null : Number(id);
  const detail = useQuery({
    queryKey: cultivateKeys.detail(modelId ?? 0),
    queryFn: () => fetchCultivateModel(modelId ?? 0),
    enabled: modelId !== null,
  });
  const model = detail.data ?? null;
  const parent = { title: t("cultivate.title"), to: "/admin/cultivate" };

  if (modelId !== null && !model) {
    return (
      <div className="eos-page" data-testid="cultivate-editor-page">
        <EvaluationHeader title={t("cultivate.title")} testId="cultivate-editor-title" parent={parent} />
        <Card className="eos-page__card">
          {detail.error ? (
            <LoadFailed
              title={t("cultivate.editor.loadFailed")}
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
    <div className="eos-page eos-eval-stack" data-testid="cultivate-editor-page">
      <EvaluationHeader
        title={model ? t("cultivate.editor.title", { name: model.name }) : t("cultivate.editor.newTitle")}
        testId="cultivate-editor-title"
        parent={parent}
        extra={
          model ? (
            <Link to={`/admin/cultivate/${model.id}/chart`}>
              <Button data-testid="cultivate-open-chart">{t("cultivate.chart")}</Button>
            </Link>
          ) : null
        }
      />
      {/* A fresh editor for each saved version, so that it starts from what the server kept. */}
      <CultivateEditor key={model ? `${model.id}-${model.version}` : "new"} model={model} />
    </div>
  );
}
