import type { AreaCertificateSummary } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { certificateKeys, fetchAreaCertificateSummary } from "./certificateApi.ts";

type Row = AreaCertificateSummary["schools"][number];

/** For area staff: each school's awards and holders in its current term. */
export function AreaCertificatesCard() {
  const { t } = useTranslation();
  const area = useQuery({ queryKey: certificateKeys.area, queryFn: fetchAreaCertificateSummary });
  const title = t("certificate.areaTitle");
  if (area.error)
    return (
      <Card className="eos-page__card" title={title}>
        <LoadFailed
          title={t("certificate.loadFailed")}
          error={area.error}
          onRetry={() => void area.refetch()}
        />
      </Card>
    );
  const rows = area.data?.schools ?? [];
  const count = t("certificate.summaryCount");
  const holders = t("certificate.summaryHolders");
  const option = {
    tooltip: { trigger: "axis" },
    legend: { type: "scroll", top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 48 },
    xAxis: { type: "category", data: rows.map((r) => r.schoolName), axisLabel: { interval: 0, rotate: 20 } },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      { type: "bar", barMaxWidth: 40, name: count, data: rows.map((r) => r.awarded) },
      { type: "bar", barMaxWidth: 40, name: holders, data: rows.map((r) => r.holders) },
    ],
  };
  const columns = [
    { key: "school", title: t("certificate.areaSchool"), value: (r: Row) => r.schoolName },
    { key: "term", title: t("certificate.term"), value: (r: Row) => r.termName ?? "—" },
    { key: "certificates", title: t("certificate.areaCertificates"), value: (r: Row) => r.certificates },
    { key: "students", title: t("certificate.summaryStudents"), value: (r: Row) => r.students },
    { key: "holders", title: holders, value: (r: Row) => r.holders },
    { key: "count", title: count, value: (r: Row) => r.awarded },
  ];
  return (
    <ChartTableCard<Row>
      title={title}
      testId="area-certificates"
      option={option}
      rows={rows}
      rowKey="schoolId"
      fileName={`${title}.csv`}
      columns={columns.map((c) => ({
        key: c.key,
        title: c.title,
        render: (_: unknown, r: Row) => c.value(r),
      }))}
      csv={columns.map((c) => ({ title: c.title, value: c.value }))}
    />
  );
}
