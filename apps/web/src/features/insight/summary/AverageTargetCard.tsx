import type { SummaryAverage } from "@eos/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";

type Row = SummaryAverage["indicators"][number];

/** The average of every level-1 and level-2 indicator over the scope, as bars, a table and a CSV. */
export function AverageTargetCard({ averages }: { averages: SummaryAverage | undefined }) {
  const { t } = useTranslation();
  const rows = averages?.indicators ?? [];
  const names = new Map(rows.map((r) => [r.indicatorId, r.name]));
  const option = useMemo(
    () =>
      rows.length > 0
        ? {
            tooltip: {},
            grid: { left: 40, right: 16, top: 16, bottom: 48 },
            xAxis: {
              type: "category",
              data: rows.map((r) => r.name),
              axisLabel: { interval: 0, rotate: 20 },
            },
            yAxis: { type: "value" },
            series: [
              { type: "bar", name: t("summary.average"), data: rows.map((r) => r.average), barMaxWidth: 40 },
              {
                type: "bar",
                name: t("summary.maxScore"),
                data: rows.map((r) => r.maxScore),
                barMaxWidth: 40,
              },
            ],
          }
        : null,
    [rows, t],
  );
  const parentOf = (r: Row) => (r.pid === null ? "" : (names.get(r.pid) ?? ""));
  return (
    <ChartTableCard<Row>
      title={t("summary.averagesTitle")}
      testId="summary-averages"
      option={option}
      rows={rows}
      rowKey="indicatorId"
      fileName={`${t("summary.averagesTitle")}.csv`}
      columns={[
        { key: "name", title: t("summary.indicator"), dataIndex: "name" },
        { key: "level", title: t("summary.level"), dataIndex: "level", width: 72 },
        { key: "parent", title: t("summary.parent"), render: (_: unknown, r: Row) => parentOf(r) || "—" },
        { key: "average", title: t("summary.average"), dataIndex: "average", align: "right" },
        { key: "max", title: t("summary.maxScore"), dataIndex: "maxScore", align: "right" },
      ]}
      csv={[
        { title: t("summary.indicator"), value: (r) => r.name },
        { title: t("summary.level"), value: (r) => r.level },
        { title: t("summary.parent"), value: parentOf },
        { title: t("summary.average"), value: (r) => r.average },
        { title: t("summary.maxScore"), value: (r) => r.maxScore },
      ]}
    />
  );
}
