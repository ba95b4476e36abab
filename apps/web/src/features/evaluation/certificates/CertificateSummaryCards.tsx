import type { CertificateSummary } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { type CertificateSummaryFilter, certificateKeys, fetchCertificateSummary } from "./certificateApi.ts";

type ClassRow = CertificateSummary["classes"][number];
type CertRow = CertificateSummary["certificates"][number];

const bars = (categories: string[], series: { name: string; data: number[] }[]) => ({
  tooltip: { trigger: "axis" },
  legend: { type: "scroll", top: 0 },
  grid: { left: 40, right: 16, top: 40, bottom: 48 },
  xAxis: { type: "category", data: categories, axisLabel: { interval: 0, rotate: 20 } },
  yAxis: { type: "value", minInterval: 1 },
  series: series.map((s) => ({ type: "bar", barMaxWidth: 40, ...s })),
});

/** The summary page's certificate counts: per certificate and per class of the scope, as charts or tables. */
export function CertificateSummaryCards({ filter }: { filter: CertificateSummaryFilter }) {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: certificateKeys.summary(filter),
    queryFn: () => fetchCertificateSummary(filter),
    enabled: filter.termId !== undefined,
  });
  if (summary.error)
    return (
      <Card className="eos-page__card" title={t("certificate.summaryTitle")}>
        <LoadFailed
          title={t("certificate.loadFailed")}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      </Card>
    );
  const data = summary.data;
  const count = t("certificate.summaryCount");
  const holders = t("certificate.summaryHolders");
  return (
    <>
      <ChartTableCard<CertRow>
        title={t("certificate.summaryTitle")}
        testId="certificate-summary"
        extra={
          data ? (
            <Typography.Text type="secondary" data-testid="certificate-summary-scope">
              {t("certificate.summaryScope", {
                term: data.termName,
                holders: data.holders,
                students: data.students,
                awarded: data.awarded,
              })}
            </Typography.Text>
          ) : null
        }
        option={bars(
          (data?.certificates ?? []).map((c) => c.name),
          [{ name: count, data: (data?.certificates ?? []).map((c) => c.count) }],
        )}
        rows={data?.certificates ?? []}
        rowKey="certificateId"
        fileName={`${t("certificate.summaryByCertificate")}.csv`}
        columns={[
          { key: "name", dataIndex: "name", title: t("certificate.name") },
          { key: "count", dataIndex: "count", title: count, align: "right" },
        ]}
        csv={[
          { title: t("certificate.name"), value: (r) => r.name },
          { title: count, value: (r) => r.count },
        ]}
      />
      <ChartTableCard<ClassRow>
        title={t("certificate.summaryByClass")}
        testId="certificate-summary-classes"
        option={bars(
          (data?.classes ?? []).map((c) => c.className),
          [
            { name: count, data: (data?.classes ?? []).map((c) => c.count) },
            { name: holders, data: (data?.classes ?? []).map((c) => c.holders) },
          ],
        )}
        rows={data?.classes ?? []}
        rowKey="classId"
        fileName={`${t("certificate.summaryByClass")}.csv`}
        columns={[
          { key: "class", dataIndex: "className", title: t("certificate.className") },
          { key: "students", dataIndex: "students", title: t("certificate.summaryStudents"), align: "right" },
          { key: "holders", dataIndex: "holders", title: holders, align: "right" },
          { key: "count", dataIndex: "count", title: count, align: "right" },
        ]}
        csv={[
          { title: t("certificate.className"), value: (r) => r.className },
          { title: t("certificate.summaryStudents"), value: (r) => r.students },
          { title: holders, value: (r) => r.holders },
          { title: count, value: (r) => r.count },
        ]}
      />
    </>
  );
}
