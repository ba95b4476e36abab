import type { AreaSummaryAverage, AreaSummaryLevel } from "@eos/contracts";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";

type AverageRow = AreaSummaryAverage["schools"][number];
type LevelRow = AreaSummaryLevel["schools"][number];

const bars = (categories: string[], series: { name: string; data: number[] }[], stack?: string) => ({
  tooltip: { trigger: "axis" },
  legend: { type: "scroll", top: 0 },
  grid: { left: 40, right: 16, top: 40, bottom: 48 },
  xAxis: { type: "category", data: categories, axisLabel: { interval: 0, rotate: 20 } },
  yAxis: { type: "value" },
  series: series.map((s) => ({ type: "bar", stack, barMaxWidth: 40, ...s })),
});

/** Each school's average of the area model's level-1 indicators (the table and CSV carry level 2 as well). */
export function AreaAveragesCard({ data }: { data: AreaSummaryAverage | undefined }) {
  const { t } = useTranslation();
  const rows = data?.schools ?? [];
  const indicators = data?.indicators ?? [];
  const averageOf = (r: AverageRow, id: number) => r.averages.find((a) => a.indicatorId === id)?.average ?? 0;
  const top = indicators.filter((i) => i.level === 1);
  const option = bars(
    rows.map((r) => r.schoolName),
    top.map((i) => ({ name: i.name, data: rows.map((r) => averageOf(r, i.indicatorId)) })),
  );
  return (
    <ChartTableCard<AverageRow>
      title={t("summary.areaAveragesTitle")}
      testId="area-summary-averages"
      option={top.length > 0 ? option : null}
      rows={rows}
      rowKey="schoolId"
      fileName={`${t("summary.areaAveragesTitle")}.csv`}
      columns={[
        { key: "school", title: t("summary.school"), dataIndex: "schoolName", fixed: "left" },
        ...indicators.map((i) => ({
          key: String(i.indicatorId),
          title: i.name,
          align: "right" as const,
          render: (_: unknown, r: AverageRow) => averageOf(r, i.indicatorId),
        })),
      ]}
      csv={[
        { title: t("summary.school"), value: (r) => r.schoolName },
        ...indicators.map((i) => ({ title: i.name, value: (r: AverageRow) => averageOf(r, i.indicatorId) })),
      ]}
    />
  );
}

/** How many students of each school reached each band, stacked per school, with the unscored apart. */
export function AreaLevelsCard({ data }: { data: AreaSummaryLevel | undefined }) {
  const { t } = useTranslation();
  const rows = data?.schools ?? [];
  const bands = data?.bands ?? [];
  const option = bars(
    rows.map((r) => r.schoolName),
    [
      ...bands.map((band, i) => ({ name: band, data: rows.map((r) => r.counts[i] ?? 0) })),
      { name: t("summary.unscored"), data: rows.map((r) => r.unscored) },
    ],
    "students",
  );
  return (
    <ChartTableCard<LevelRow>
      title={t("summary.areaLevelsTitle")}
      testId="area-summary-levels"
      option={option}
      rows={rows}
      rowKey="schoolId"
      fileName={`${t("summary.areaLevelsTitle")}.csv`}
      columns={[
        { key: "school", title: t("summary.school"), dataIndex: "schoolName", fixed: "left" },
        { key: "students", title: t("summary.students"), dataIndex: "students", align: "right" },
        ...bands.map((band, i) => ({
          key: `band-${i}`,
          title: band,
          align: "right" as const,
          render: (_: unknown, r: LevelRow) => r.counts[i] ?? 0,
        })),
        { key: "unscored", title: t("summary.unscored"), dataIndex: "unscored", align: "right" },
      ]}
      csv={[
        { title: t("summary.school"), value: (r) => r.schoolName },
        { title: t("summary.students"), value: (r) => r.students },
        ...bands.map((band, i) => ({ title: band, value: (r: LevelRow) => r.counts[i] ?? 0 })),
        { title: t("summary.unscored"), value: (r) => r.unscored },
      ]}
    />
  );
}
