import type { TeaGrowthDept, TeaGrowthSummary } from "@eos/contracts";
import type { TableColumnsType } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";
import { formatScore } from "../labels.ts";

type Props = { summary: TeaGrowthSummary | undefined };
type Row = TeaGrowthDept & { key: string };

/** Each department's teachers, scored teachers and average total, with its bands: a chart, a table, a CSV. */
export function DeptSummaryCard({ summary }: Props) {
  const { t } = useTranslation();
  const rows: Row[] = useMemo(
    () =>
      summary
        ? [summary.school, ...summary.departments].map((d, i) => ({
            ...d,
            key: `${d.deptId ?? "none"}-${i}`,
          }))
        : [],
    [summary],
  );
  const bands = summary?.school.bands.map((b) => b.band) ?? [];
  const bandText = (row: Row) => row.bands.map((b) => `${b.band} ${b.count}`).join(" / ");
  const option = useMemo(
    () =>
      rows.length > 0
        ? {
            tooltip: { trigger: "axis" },
            // One line at any width: a wrapped legend would run into the plot at 360 px.
            legend: { type: "scroll", top: 0 },
            grid: { left: 40, right: 16, top: 32, bottom: 48 },
            xAxis: {
              type: "category",
              data: rows.map((r) => r.deptName),
              axisLabel: { interval: 0, rotate: 20 },
            },
            yAxis: { type: "value" },
            series: [
              {
                name: t("teaGrowth.summary.average"),
                type: "bar",
                barMaxWidth: 36,
                data: rows.map((r) => r.average),
              },
              ...bands.map((band) => ({
                name: band,
                type: "bar",
                stack: "bands",
                barMaxWidth: 24,
                data: rows.map((r) => r.bands.find((b) => b.band === band)?.count ?? 0),
              })),
            ],
          }
        : null,
    [rows, bands, t],
  );
  const columns: TableColumnsType<Row> = [
    { key: "dept", dataIndex: "deptName", title: t("teaGrowth.summary.dept") },
    { key: "teachers", dataIndex: "teachers", title: t("teaGrowth.summary.teachers") },
    { key: "scored", dataIndex: "scored", title: t("teaGrowth.summary.scored") },
    { key: "average", title: t("teaGrowth.summary.average"), render: (_, r) => formatScore(r.average) },
    { key: "bands", title: t("teaGrowth.list.band"), render: (_, r) => bandText(r) },
  ];
  return (
    <ChartTableCard<Row>
      title={t("teaGrowth.summary.title")}
      option={option}
      columns={columns}
      rows={rows}
      rowKey="key"
      csv={[
        { title: t("teaGrowth.summary.dept"), value: (r) => r.deptName },
        { title: t("teaGrowth.summary.teachers"), value: (r) => r.teachers },
        { title: t("teaGrowth.summary.scored"), value: (r) => r.scored },
        { title: t("teaGrowth.summary.average"), value: (r) => r.average },
        ...bands.map((band) => ({
          title: band,
          value: (r: Row) => r.bands.find((b) => b.band === band)?.count ?? 0,
        })),
      ]}
      fileName={t("teaGrowth.summary.fileName")}
      testId="growth-depts"
    />
  );
}
