import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Select, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EvaluationHeader } from "./EvaluationHeader.tsx";
import { evaluationKeys, fetchModel, fetchModels } from "./evaluationApi.ts";
import { RulesPanel } from "./RulesPanel.tsx";

/** /admin/rules: the scoring rules of one model, the school's first one unless another is picked. */
export function RulesPage() {
  const { t } = useTranslation();
  const query = { page: 1, size: 200 };
  const models = useQuery({ queryKey: evaluationKeys.models(query), queryFn: () => fetchModels(query) });
  const [picked, setPicked] = useState<number>();
  const modelId = picked ?? models.data?.list[0]?.id;
  const detail = useQuery({
    queryKey: evaluationKeys.model(modelId ?? 0),
    queryFn: () => fetchModel(modelId ?? 0),
    enabled: modelId !== undefined,
  });

  return (
    <div className="eos-page eos-eval-stack" data-testid="rules-page">
      <EvaluationHeader
        title={t("evaluation.rules.title")}
        testId="rules-title"
        extra={
          <Select<number>
            className="eos-eval-filters__field"
            value={modelId}
            onChange={setPicked}
            loading={models.isLoading}
            aria-label={t("evaluation.models.title")}
            options={(models.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }))}
            data-testid="rules-model"
          />
        }
      />
      {models.data && models.data.list.length === 0 ? (
        <Card className="eos-page__card">
          <Empty description={<Link to="/admin/models/new">{t("evaluation.scores.noModel")}</Link>} />
        </Card>
      ) : detail.data ? (
        <RulesPanel key={detail.data.id} model={detail.data} />
      ) : (
        <Card className="eos-page__card">
          <Skeleton active />
        </Card>
      )}
    </div>
  );
}
