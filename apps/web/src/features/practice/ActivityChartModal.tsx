import type { PracticeActivity, PracticeChart } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Modal, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../components/ChartTableCard.tsx";
import { fetchChart, practiceKeys } from "./practiceApi.ts";

type ClassRow = PracticeChart["byClass"][number];
type BandRow = PracticeChart["bands"][number];
type Props = { activity: PracticeActivity | null; onClose: () => void };

/** Participation per class and the score bands, each a chart with its table view and CSV export. */
export function ActivityChartModal({ activity, onClose }: Props) {
  const { t } = useTranslation();
  const id = activity?.id ?? 0;
  const chart = useQuery({
    queryKey: practiceKeys.chart(id),
    queryFn: () => fetchChart(id),
    enabled: !!activity,
  });
  const byClass = chart.data?.byClass ?? [];
  const bands = chart.data?.bands ?? [];
  const c = (key: "className" | "eligible" | "joined" | "scored" | "band" | "count") =>
    t(`practice.chartView.${key}`);
  return (
    <Modal
      open={activity !== null}
      onCancel={onClose}
      footer={null}
      width={880}
      title={t("practice.chartView.title", { name: activity?.name ?? "" })}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <ChartTableCard<ClassRow>
          title={t("practice.chartView.participation")}
          testId="practice-chart-classes"
          fileName="practice-participation.csv"
          rows={byClass}
          rowKey="orgId"
          option={{
            tooltip: { trigger: "axis" },
            legend: {},
            grid: { containLabel: true, left: 8, right: 8 },
            xAxis: { type: "category", data: byClass.map((r) => r.name) },
            yAxis: { type: "value", minInterval: 1 },
            series: (["eligible", "joined", "scored"] as const).map((k) => ({
              type: "bar",
              name: c(k),
              data: byClass.map((r) => r[k]),
            })),
          }}
          columns={[
            { title: c("className"), dataIndex: "name" },
            { title: c("eligible"), dataIndex: "eligible" },
            { title: c("joined"), dataIndex: "joined" },
            { title: c("scored"), dataIndex: "scored" },
          ]}
          csv={[
            { title: c("className"), value: (r) => r.name },
            { title: c("eligible"), value: (r) => r.eligible },
            { title: c("joined"), value: (r) => r.joined },
            { title: c("scored"), value: (r) => r.scored },
          ]}
        />
        <ChartTableCard<BandRow>
          title={t("practice.chartView.bands")}
          testId="practice-chart-bands"
          fileName="practice-scores.csv"
          rows={bands}
          rowKey="band"
          option={{
            tooltip: { trigger: "axis" },
            grid: { containLabel: true, left: 8, right: 8 },
            xAxis: { type: "category", data: bands.map((b) => b.band) },
            yAxis: { type: "value", minInterval: 1 },
            series: [{ type: "bar", name: c("count"), data: bands.map((b) => b.count) }],
          }}
          columns={[
            { title: c("band"), dataIndex: "band" },
            { title: c("count"), dataIndex: "count" },
          ]}
          csv={[
            { title: c("band"), value: (r) => r.band },
            { title: c("count"), value: (r) => r.count },
          ]}
        />
      </Space>
    </Modal>
  );
}
