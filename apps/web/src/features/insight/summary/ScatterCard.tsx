import type { SummaryAverage, SummaryScatter } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { fetchSummaryScatter, type SummaryFilter, summaryKeys } from "./summaryApi.ts";

type Point = SummaryScatter["points"][number];
type Props = { filter: SummaryFilter; indicators: SummaryAverage["indicators"] };

/** Each student of the scope on two chosen indicators (by default the first two), chart, table and CSV. */
export function ScatterCard({ filter, indicators }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<{ x?: number; y?: number }>({});
  const x = picked.x ?? indicators[0]?.indicatorId;
  const y = picked.y ?? indicators[1]?.indicatorId ?? x;
  const query = x !== undefined && y !== undefined ? { ...filter, xIndicatorId: x, yIndicatorId: y } : null;
  const scatter = useQuery({
    queryKey: query ? summaryKeys.scatter(query) : ["summary", "scatter", "none"],
    queryFn: () => fetchSummaryScatter(query as NonNullable<typeof query>),
    enabled: query !== null,
  });
  const data = scatter.data;
  const option = useMemo(
    () =>
      data
        ? {
            tooltip: {
              formatter: (p: { data: number[]; name: string }) => `${p.name}: ${p.data[0]}, ${p.data[1]}`,
            },
            grid: { left: 48, right: 24, top: 24, bottom: 40 },
            xAxis: {
              type: "value",
              name: data.x.name,
              max: data.x.maxScore,
              nameLocation: "middle",
              nameGap: 28,
            },
            yAxis: { type: "value", name: data.y.name, max: data.y.maxScore },
            series: [
              {
                type: "scatter",
                symbolSize: 10,
                data: data.points.map((p) => ({ name: p.studentName, value: [p.x, p.y] })),
              },
            ],
          }
        : null,
    [data],
  );
  const options = indicators.map((i) => ({ value: i.indicatorId, label: i.name }));
  const picker = (axis: "x" | "y", value: number | undefined) => (
    <Select
      size="small"
      style={{ minWidth: 140 }}
      value={value}
      options={options}
      onChange={(v: number) => setPicked((p) => ({ ...p, [axis]: v }))}
      aria-label={t(axis === "x" ? "summary.xIndicator" : "summary.yIndicator")}
      data-testid={`summary-scatter-${axis}`}
    />
  );
  if (scatter.error)
    return (
      <LoadFailed
        title={t("summary.loadFailed")}
        error={scatter.error}
        onRetry={() => void scatter.refetch()}
      />
    );
  const xName = data?.x.name ?? "";
  const yName = data?.y.name ?? "";
  return (
    <ChartTableCard<Point>
      title={t("summary.scatterTitle")}
      testId="summary-scatter"
      option={option}
      rows={data?.points ?? []}
      rowKey="studentId"
      fileName={`${t("summary.scatterTitle")}.csv`}
      extra={
        <>
          {picker("x", x)}
          {picker("y", y)}
        </>
      }
      columns={[
        { key: "name", title: t("summary.student"), dataIndex: "studentName" },
        { key: "no", title: t("summary.studentNo"), dataIndex: "studentNo" },
        { key: "class", title: t("summary.class"), dataIndex: "className" },
        { key: "x", title: xName, dataIndex: "x", align: "right" },
        { key: "y", title: yName, dataIndex: "y", align: "right" },
      ]}
      csv={[
        { title: t("summary.student"), value: (p) => p.studentName },
        { title: t("summary.studentNo"), value: (p) => p.studentNo },
        { title: t("summary.class"), value: (p) => p.className },
        { title: xName, value: (p) => p.x },
        { title: yName, value: (p) => p.y },
      ]}
    />
  );
}
