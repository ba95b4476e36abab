import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import {
  AreaCertificatesCard,
  EvaluationHeader,
  evaluationKeys,
  fetchModels,
} from "../../evaluation/index.ts";
import { AreaSchoolsTable } from "./AreaSchoolsTable.tsx";
import { AreaAveragesCard, AreaLevelsCard } from "./AreaSummaryCharts.tsx";
import { fetchAreaAverages, fetchAreaLevels, summaryKeys } from "./summaryApi.ts";

const modelsQuery = { page: 1, size: 100 };

/**
 * /admin/area-summary (area staff on the area's site): a model the area pushed, read across its schools through
 * each school's copy in its current term: averages by indicator, bands reached, and the schools with their counts.
 */
export function AreaSummaryPage() {
  const { t } = useTranslation();
  const models = useQuery({
    queryKey: evaluationKeys.models(modelsQuery),
    queryFn: () => fetchModels(modelsQuery),
  });
  const [picked, setPicked] = useState<number>();
  const modelId = picked ?? models.data?.list[0]?.id;
  const averages = useQuery({
    queryKey: summaryKeys.areaAverages(modelId ?? 0),
    queryFn: () => fetchAreaAverages(modelId as number),
    enabled: modelId !== undefined,
  });
  const levels = useQuery({
    queryKey: summaryKeys.areaLevels(modelId ?? 0),
    queryFn: () => fetchAreaLevels(modelId as number),
    enabled: modelId !== undefined,
  });
  const failed = models.error ?? averages.error ?? levels.error;
  return (
    <div className="eos-page eos-eval-stack" data-testid="area-summary-page">
      <EvaluationHeader title={t("summary.areaTitle")} testId="area-summary-title" />
      <Card className="eos-page__card">
        <search className="eos-eval-filters" style={{ marginBottom: 0 }}>
          <Select
            className="eos-eval-filters__field"
            value={modelId}
            onChange={setPicked}
            loading={models.isFetching}
            placeholder={t("summary.areaPickModel")}
            aria-label={t("summary.areaModel")}
            options={(models.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }))}
            data-testid="area-summary-model"
          />
        </search>
      </Card>
      {failed ? (
        <Card className="eos-page__card">
          <LoadFailed
            title={t("summary.loadFailed")}
            error={failed}
            onRetry={() => {
              void models.refetch();
              void averages.refetch();
              void levels.refetch();
            }}
          />
        </Card>
      ) : modelId === undefined ? (
        <Card className="eos-page__card">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("summary.areaPickModel")} />
        </Card>
      ) : (
        <>
          <AreaAveragesCard data={averages.data} />
          <AreaLevelsCard data={levels.data} />
          <AreaSchoolsTable modelId={modelId} />
        </>
      )}
      <AreaCertificatesCard />
    </div>
  );
}
