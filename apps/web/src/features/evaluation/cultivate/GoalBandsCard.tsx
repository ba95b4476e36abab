import type { CultivateChart } from "@eos/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";

type Row = { goalId: number; name: string; counts: number[]; unscored: number };

/** How many students reached each band of each goal (stacked), with those not scored, as a table and a CSV. */
export function GoalBandsCard({ chart }: { chart: CultivateChart }) {
  const { t } = useTranslation();
  const rows: Row[] = useMemo(
    () =>
      chart.goals.map((g) => ({
        goalId: g.goalId,
        name: g.name,
        counts: g.counts,
        unscored: Math.max(0, chart.students - g.scored),
      })),
    [chart],
  );
  const unscored = t("cultivate.view.unscored");
  const option = useMemo(
    () =>
      rows.length > 0
        ? {
            tooltip: { trigger: "axis" },
            // One line at any width: a wrapped legend would run into the plot at 360 px.
            legend: { type: "scroll", top: 0 },
            grid: { left: 40, right: 16, top: 40, bottom: 56 },
            xAxis: {
              type: "category",
              data: rows.map((r) => r.name),
              axisLabel: { interval: 0, rotate: 20 },
            },
            yAxis: { type: "value", minInterval: 1 },
            series: [
              ...chart.bands.map((band, i) => ({
                type: "bar",
                stack: "bands",
                name: band,
                data: rows.map((r) => r.counts[i] ?? 0),
                barMaxWidth: 40,
              })),
              {
                type: "bar",
                stack: "bands",
                name: unscored,
                data: rows.map((r) => r.unscored),
                barMaxWidth: 40,
              },
            ],
          }
        : null,
    [rows, chart.bands, unscored],
  );
  return (
    <ChartTableCard<Row>
      title={t("cultivate.view.bandsTitle")}
      testId="cultivate-bands"
      option={option}
      rows={rows}
      rowKey="goalId"
      fileName={`${chart.modelName}-${t("cultivate.view.bandsTitle")}.csv`}
      columns={[
        { key: "name", title: t("cultivate.view.goal"), dataIndex: "name" },
        ...chart.bands.map((band, i) => ({
          key: `band-${i}`,
          title: band,
          align: "right" as const,
          render: (_: unknown, r: Row) => r.counts[i] ?? 0,
        })),
        { key: "unscored", title: unscored, dataIndex: "unscored", align: "right" },
      ]}
      csv={[
        { title: t("cultivate.view.goal"), value: (r) => r.name },
        ...chart.bands.map((band, i) => ({ title: band, value: (r: Row) => r.counts[i] ?? 0 })),
        { title: unscored, value: (r) => r.unscored },
      ]}
    />
  );
}
