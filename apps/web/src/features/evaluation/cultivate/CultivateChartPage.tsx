import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSchool } from "../../../api/useSchool.ts";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import { TermSelect } from "../../../components/TermSelect.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { AreaCultivateView } from "./AreaCultivateView.tsx";
import { cultivateKeys, fetchCultivateChart } from "./cultivateApi.ts";
import { GoalAveragesCard } from "./GoalAveragesCard.tsx";
import { GoalBandsCard } from "./GoalBandsCard.tsx";
import { UpStatusBadge } from "./UpStatusBadge.tsx";

/**
 * /admin/cultivate/:id/chart: how the school, a grade or a class does on each goal in a term, from the
 * processed data, with its up-status and the action that processes it again.
 */
export function CultivateChartPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const isArea = useSchool().school?.type === 1;
  const [termId, setTermId] = useState<number>();
  const [gradeId, setGradeId] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const filter = { id, termId, gradeId, classId };
  const chart = useQuery({
    queryKey: cultivateKeys.chart(filter),
    queryFn: () => fetchCultivateChart(filter),
    enabled: termId !== undefined && !isArea,
  });
  const data = chart.data;
  const parent = { title: t("cultivate.title"), to: "/admin/cultivate" };
  return (
    <div className="eos-page eos-eval-stack" data-testid="cultivate-chart-page">
      <EvaluationHeader
        title={data ? t("cultivate.view.title", { name: data.modelName }) : t("cultivate.chart")}
        testId="cultivate-chart-title"
        parent={parent}
      />
      {isArea ? null : (
        <Card className="eos-page__card">
          <search className="eos-eval-filters" style={{ marginBottom: 0 }}>
            <TermSelect value={termId} onChange={setTermId} testId="cultivate-term" />
            <OrgTreePicker
              kinds={["grade"]}
              className="eos-eval-filters__field"
              value={gradeId}
              onChange={setGradeId}
              allowClear
              aria-label={t("cultivate.view.grade")}
              placeholder={t("cultivate.view.allGrades")}
              data-testid="cultivate-grade"
            />
            <OrgTreePicker
              kinds={["class"]}
              className="eos-eval-filters__field"
              value={classId}
              onChange={setClassId}
              allowClear
              aria-label={t("cultivate.view.class")}
              placeholder={t("cultivate.view.wholeSchool")}
              data-testid="cultivate-class"
            />
          </search>
          {data ? (
            <Typography.Paragraph
              type="secondary"
              className="eos-summary__scope"
              data-testid="cultivate-scope"
            >
              {t("cultivate.view.scope", {
                scope: data.scopeName,
                term: data.termName,
                students: data.students,
              })}
            </Typography.Paragraph>
          ) : null}
        </Card>
      )}
      {isArea ? (
        <AreaCultivateView id={id} />
      ) : chart.error ? (
        <Card className="eos-page__card">
          <LoadFailed
            title={t("cultivate.loadFailed")}
            error={chart.error}
            onRetry={() => void chart.refetch()}
          />
        </Card>
      ) : !data ? (
        <Card className="eos-page__card">
          <Skeleton active />
        </Card>
      ) : (
        <>
          <UpStatusBadge modelId={id} termId={data.termId} status={data.upStatus} />
          {data.goals.length === 0 ? (
            <Card className="eos-page__card">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("cultivate.view.noGoals")} />
            </Card>
          ) : data.upStatus.status === "never" ? (
            <Card className="eos-page__card">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("cultivate.view.neverHint")} />
            </Card>
          ) : (
            <>
              <GoalAveragesCard chart={data} />
              <GoalBandsCard chart={data} />
            </>
          )}
        </>
      )}
    </div>
  );
}
