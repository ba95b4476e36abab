import type { TeaGrowthRecord } from "@eos/contracts";
import { Card, Col, Empty, Row, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { radarAxes } from "../../../components/chartText.ts";
import { EChart } from "../../../components/EChart.tsx";
import { LineageDrawer } from "../LineageDrawer.tsx";
import { IndicatorScores, ScoreTotal } from "../ScoreTree.tsx";

type Props = {
  record: TeaGrowthRecord;
  /** The teacher asked for; undefined when the server answers for the signed-in teacher. */
  teacherId?: number;
  /** Phones show the charts one under the other and lighter. */
  compact?: boolean;
};

/**
 * A teacher's growth record in a term: total and band, a radar of the level-1 indicators, the totals of every
 * scored term, and the indicator tree whose rows open the lineage ("why this score").
 */
export function TeacherRecordView({ record, teacherId, compact = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const tops = useMemo(() => record.indicators.filter((i) => i.level === 1), [record.indicators]);

  const radar = useMemo(
    () =>
      tops.length >= 3
        ? {
            tooltip: {},
            radar: radarAxes(tops.map((i) => ({ name: i.name, max: i.maxScore }))),
            series: [
              {
                type: "radar",
                areaStyle: { opacity: 0.2 },
                data: [{ name: record.termName, value: tops.map((i) => i.score) }],
              },
            ],
          }
        : tops.length > 0
          ? {
              // A radar needs three axes; with one or two indicators bars read better.
              tooltip: {},
              grid: { left: 40, right: 16, top: 16, bottom: 32 },
              xAxis: { type: "category", data: tops.map((i) => i.name) },
              yAxis: { type: "value", max: Math.max(...tops.map((i) => i.maxScore)) },
              series: [{ type: "bar", data: tops.map((i) => i.score), barMaxWidth: 48 }],
            }
          : null,
    [tops, record.termName],
  );
  const trend = useMemo(
    () =>
      record.terms.length > 0
        ? {
            tooltip: { trigger: "axis" },
            // One line at any width: a wrapped legend would run into the plot at 360 px.
            legend: { type: "scroll", top: 0 },
            grid: { left: 40, right: 16, top: 32, bottom: 32 },
            xAxis: { type: "category", data: record.terms.map((term) => term.termName) },
            yAxis: { type: "value" },
            series: [
              {
                name: t("teaGrowth.record.trendTotal"),
                type: "bar",
                barMaxWidth: 36,
                data: record.terms.map((term) => term.total),
              },
              ...tops.map((i) => ({
                name: i.name,
                type: "bar",
                barMaxWidth: 24,
                data: record.terms.map(
                  (term) => term.indicators.find((x) => x.indicatorId === i.indicatorId)?.score ?? 0,
                ),
              })),
            ],
          }
        : null,
    [record.terms, tops, t],
  );

  const chartHeight = compact ? 240 : 300;

  return (
    <div className="eos-eval-stack" data-testid="teacher-record">
      <Card className="eos-page__card">
        <Typography.Text strong data-testid="record-heading">
          {t("teaGrowth.record.heading", {
            name: record.teacherName,
            model: record.modelName,
            term: record.termName,
          })}
        </Typography.Text>
        <div className="eos-eval-total">
          <Typography.Text type="secondary">
            {t("teaGrowth.record.subject", { subject: record.subject || "-" })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t("teaGrowth.record.departments", {
              departments: record.departments.join("、") || t("teaGrowth.record.noDepartment"),
            })}
          </Typography.Text>
        </div>
        <ScoreTotal of="teacher" scores={record} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={compact ? 24 : 12}>
          <Card className="eos-page__card" title={t("teaGrowth.record.radarTitle")}>
            {radar ? (
              <EChart
                option={radar}
                height={chartHeight}
                aria-label={t("teaGrowth.record.radarTitle")}
                data-testid="record-radar"
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("teaGrowth.record.noIndicators")} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={compact ? 24 : 12}>
          <Card className="eos-page__card" title={t("teaGrowth.record.trendTitle")}>
            {trend ? (
              <EChart
                option={trend}
                height={chartHeight}
                aria-label={t("teaGrowth.record.trendTitle")}
                data-testid="record-trend"
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("teaGrowth.record.noTerms")} />
            )}
          </Card>
        </Col>
      </Row>
      <Card className="eos-page__card">
        <IndicatorScores of="teacher" indicators={record.indicators} onOpen={setOpen} />
      </Card>
      <LineageDrawer
        of="teacher"
        indicator={open}
        studentId={teacherId}
        termId={record.termId}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
