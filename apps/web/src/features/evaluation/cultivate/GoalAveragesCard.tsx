import type { CultivateChart } from "@eos/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";

type Row = CultivateChart["goals"][number];

/** Each goal's average score (percent) over the scope, as bars, a table and a CSV. */
export function GoalAveragesCard({ chart }: { chart: CultivateChart }) {
  const { t } = useTranslation();
  const rows = chart.goals;
  const names = new Map(rows.map((r) => [r.goalId, r.name]));
  const option = useMemo(
    () =>
      rows.length > 0
        ? {
            tooltip: {},
            grid: { left: 40, right: 16, top: 16, bottom: 56 },
            xAxis: {
              type: "category",
              data: rows.map((r) => r.name),
              axisLabel: { interval: 0, rotate: 20 },
            },
            yAxis: { type: "value", max: 100 },
            series: [
              {
                type: "bar",
                name: t("cultivate.view.average"),
                data: rows.map((r) => r.average),
                barMaxWidth: 40,
              },
            ],
          }
        : null,
    [rows, t],
  );
  const parentOf = (r: Row) => (r.pid === null ? "" : (names.get(r.pid) ?? ""));
  const linked = (r: Row) => r.indicators.join("、");
  return (
    <ChartTableCard<Row>
      title={t("cultivate.view.averagesTitle")}
      testId="cultivate-averages"
      option={option}
      rows={rows}
      rowKey="goalId"
      fileName={`${chart.modelName}-${t("cultivate.view.averagesTitle")}.csv`}
      columns={[
        { key: "name", title: t("cultivate.view.goal"), dataIndex: "name" },
        { key: "level", title: t("cultivate.view.level"), dataIndex: "level", width: 72 },
        {
          key: "parent",
          title: t("cultivate.view.parent"),
          render: (_: unknown, r: Row) => parentOf(r) || "—",
        },
        {
          key: "indicators",
          title: t("cultivate.view.indicators"),
          render: (_: unknown, r: Row) => linked(r) || "—",
        },
        { key: "average", title: t("cultivate.view.average"), dataIndex: "average", align: "right" },
        { key: "scored", title: t("cultivate.view.scored"), dataIndex: "scored", align: "right" },
      ]}
      csv={[
        { title: t("cultivate.view.goal"), value: (r) => r.name },
        { title: t("cultivate.view.level"), value: (r) => r.level },
        { title: t("cultivate.view.parent"), value: parentOf },
        { title: t("cultivate.view.indicators"), value: linked },
        { title: t("cultivate.view.average"), value: (r) => r.average },
        { title: t("cultivate.view.scored"), value: (r) => r.scored },
      ]}
    />
  );
}
