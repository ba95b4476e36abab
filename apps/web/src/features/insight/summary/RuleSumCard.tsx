import type { RuleSumScore } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { fetchRuleSums, scoreQueryKeys } from "./scoreQueryApi.ts";
import type { SummaryFilter } from "./summaryApi.ts";

type RuleRow = RuleSumScore["rules"][number];

/** What each rule of the model gave the scope's students in the term, the rules giving most first. */
export function RuleSumCard({ filter }: { filter: SummaryFilter }) {
  const { t } = useTranslation();
  const sums = useQuery({ queryKey: scoreQueryKeys.ruleSums(filter), queryFn: () => fetchRuleSums(filter) });
  return (
    <Card className="eos-page__card" title={t("scoreQuery.rulesTitle")} data-testid="rule-sums">
      {sums.data ? (
        <Typography.Paragraph type="secondary" data-testid="rule-sums-scope">
          {t("scoreQuery.rulesScope", {
            model: sums.data.modelName,
            term: sums.data.termName,
            students: sums.data.students,
          })}
        </Typography.Paragraph>
      ) : null}
      {sums.error ? (
        <LoadFailed
          title={t("scoreQuery.loadFailed")}
          error={sums.error}
          onRetry={() => void sums.refetch()}
        />
      ) : (
        <Table<RuleRow>
          rowKey="ruleId"
          size="middle"
          loading={sums.isFetching}
          dataSource={sums.data?.rules ?? []}
          scroll={{ x: "max-content" }}
          pagination={{ hideOnSinglePage: true, pageSize: 20 }}
          data-testid="rule-sums-table"
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("scoreQuery.rulesEmpty")} />
            ),
          }}
          columns={[
            { key: "rule", dataIndex: "ruleName", title: t("scoreQuery.rule") },
            { key: "indicator", dataIndex: "indicatorName", title: t("scoreQuery.indicator") },
            {
              key: "sum",
              dataIndex: "sum",
              title: t("scoreQuery.sum"),
              align: "right",
              sorter: (a, b) => a.sum - b.sum,
            },
            {
              key: "scored",
              dataIndex: "scoredStudents",
              title: t("scoreQuery.scoredStudents"),
              align: "right",
            },
            { key: "average", dataIndex: "average", title: t("scoreQuery.average"), align: "right" },
            { key: "averageAll", dataIndex: "averageAll", title: t("scoreQuery.averageAll"), align: "right" },
            { key: "entries", dataIndex: "entries", title: t("scoreQuery.entries"), align: "right" },
            {
              key: "share",
              title: t("scoreQuery.share"),
              align: "right",
              render: (_, row) => `${Math.round(row.share * 1000) / 10}%`,
            },
          ]}
        />
      )}
    </Card>
  );
}
