import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../api/usePermissions.ts";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import { TermSelect } from "../../../components/TermSelect.tsx";
import { CertificateSummaryCards, EvaluationHeader } from "../../evaluation/index.ts";
import { AverageTargetCard } from "./AverageTargetCard.tsx";
import { RuleSumCard } from "./RuleSumCard.tsx";
import { ScatterCard } from "./ScatterCard.tsx";
import { ScoreByConditionCard } from "./ScoreByConditionCard.tsx";
import { SummaryCharts } from "./SummaryCharts.tsx";
import { SummaryTable } from "./SummaryTable.tsx";
import { fetchSummaryAverages, fetchSummaryLevels, fetchSummaryRadar, summaryKeys } from "./summaryApi.ts";

/**
 * /admin/summary: a model's scores in a term over a class (teachers: theirs) or the whole school (staff):
 * the indicators' radar, the bands reached, the average per indicator, a scatter of two indicators, and the
 * ranked list; a grade narrows the school, a class the grade.
 */
export function SummaryPage() {
  const { t } = useTranslation();
  const [termId, setTermId] = useState<number>();
  const [gradeId, setGradeId] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const filter = { termId, gradeId, classId };
  const ready = termId !== undefined;
  const radar = useQuery({
    queryKey: summaryKeys.radar(filter),
    queryFn: () => fetchSummaryRadar(filter),
    enabled: ready,
  });
  const levels = useQuery({
    queryKey: summaryKeys.levels(filter),
    queryFn: () => fetchSummaryLevels(filter),
    enabled: ready,
  });
  const averages = useQuery({
    queryKey: summaryKeys.averages(filter),
    queryFn: () => fetchSummaryAverages(filter),
    enabled: ready,
  });
  const failed = radar.error ?? levels.error ?? averages.error;
  const { can, isAdmin } = usePermissions();
  // Teachers without the school's scores see the classes they teach (the server opens on the first one).
  const wholeSchool = isAdmin || can("evaluation.scores");
  const setup = can("evaluation.manage")
    ? { path: "/admin/models", label: t("summary.setUpModel") }
    : undefined;
  return (
    <div className="eos-page eos-eval-stack" data-testid="summary-page">
      <EvaluationHeader title={t("summary.title")} testId="summary-title" />
      <Card className="eos-page__card">
        <search className="eos-eval-filters" style={{ marginBottom: 0 }}>
          <TermSelect value={termId} onChange={setTermId} testId="summary-term" />
          {wholeSchool ? (
            <OrgTreePicker
              kinds={["grade"]}
              className="eos-eval-filters__field"
              value={gradeId}
              onChange={setGradeId}
              allowClear
              aria-label={t("summary.grade")}
              placeholder={t("summary.allGrades")}
              data-testid="summary-grade"
            />
          ) : null}
          <OrgTreePicker
            kinds={["class"]}
            className="eos-eval-filters__field"
            value={classId}
            onChange={setClassId}
            allowClear
            aria-label={t("summary.class")}
            placeholder={t("summary.wholeSchool")}
            data-testid="summary-class"
          />
        </search>
        {radar.data ? (
          <Typography.Paragraph type="secondary" className="eos-summary__scope" data-testid="summary-scope">
            {t("summary.scope", {
              scope: radar.data.scopeName,
              model: radar.data.modelName,
              term: radar.data.termName,
              students: radar.data.students,
            })}
          </Typography.Paragraph>
        ) : null}
      </Card>
      {failed ? (
        <Card className="eos-page__card">
          <LoadFailed
            title={t("summary.loadFailed")}
            error={failed}
            setup={setup}
            onRetry={() => {
              void radar.refetch();
              void levels.refetch();
              void averages.refetch();
            }}
          />
        </Card>
      ) : ready && radar.isPending ? (
        <Card className="eos-page__card">
          <Skeleton active />
        </Card>
      ) : ready ? (
        <>
          <SummaryCharts radar={radar.data} levels={levels.data} />
          <AverageTargetCard averages={averages.data} />
          {averages.data && averages.data.indicators.length > 0 ? (
            <ScatterCard filter={filter} indicators={averages.data.indicators} />
          ) : null}
          <SummaryTable filter={filter} modelId={radar.data?.modelId} />
          {averages.data && averages.data.indicators.length > 0 ? (
            <ScoreByConditionCard
              filter={filter}
              indicators={averages.data.indicators}
              bands={levels.data?.bands.map((b) => b.band) ?? []}
            />
          ) : null}
          <RuleSumCard filter={filter} />
          <CertificateSummaryCards filter={filter} />
        </>
      ) : (
        <Card className="eos-page__card">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        </Card>
      )}
    </div>
  );
}
