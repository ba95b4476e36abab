import type { ComputeRuleItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Switch, type TableProps, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { ListTable } from "../../components/ListPage.tsx";
import { evaluationKeys, fetchRules, type RulesQuery, setRuleStatus } from "./evaluationApi.ts";
import { kindLabel } from "./labels.ts";
import { RuleRowActions } from "./RuleRowActions.tsx";
import { ruleReads } from "./ruleConfig.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

type Props = {
  query: RulesQuery;
  onQuery: (update: (q: RulesQuery) => RulesQuery) => void;
  onEdit: (rule: ComputeRuleItem) => void;
};

/** A model's scoring rules: paged on the server, execute status switched in place. */
export function RulesTable({ query, onQuery, onEdit }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const list = useQuery({
    queryKey: evaluationKeys.rules(query),
    queryFn: () => fetchRules(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const columns: NonNullable<TableProps<ComputeRuleItem>["columns"]> = [
    {
      key: "name",
      title: t("evaluation.rules.name"),
      render: (_, row) => (
        <>
          {row.name} {row.draft ? <Tag color="orange">{t("evaluation.rules.draft")}</Tag> : null}
        </>
      ),
    },
    { key: "indicator", dataIndex: "indicatorName", title: t("evaluation.rules.indicator") },
    { key: "scene", dataIndex: "sceneName", title: t("evaluation.rules.scene") },
    { key: "kind", title: t("evaluation.rules.kind"), render: (_, row) => kindLabel(t, row.config.kind) },
    {
      key: "reads",
      title: t("evaluation.rules.reads"),
      render: (_, row) => {
        const reads = ruleReads(row);
        return (
          <span data-testid={`rule-reads-${row.id}`}>
            {reads.item ?? "—"}
            {reads.condition ? (
              <Typography.Text type="secondary" style={{ display: "block" }}>
                {t("evaluation.rules.when", { condition: reads.condition })}
              </Typography.Text>
            ) : null}
          </span>
        );
      },
    },
    {
      key: "status",
      title: t("evaluation.rules.status"),
      render: (_, row) => (
        <Switch
          checked={row.status === 1}
          checkedChildren={t("evaluation.rules.statusOn")}
          unCheckedChildren={t("evaluation.rules.statusOff")}
          aria-label={t("evaluation.rules.status")}
          onChange={(on) =>
            void run(() => setRuleStatus(row.id, on ? 1 : 0), t("evaluation.rules.statusChanged"))
          }
          data-testid={`rule-status-${row.id}`}
        />
      ),
    },
    {
      key: "version",
      title: t("evaluation.rules.version"),
      render: (_, row) => t("evaluation.common.version", { version: row.version }),
    },
    {
      key: "updatedAt",
      title: t("evaluation.rules.updatedAt"),
      render: (_, row) => formatTime(row.updatedAt),
    },
    {
      key: "actions",
      title: t("evaluation.common.actions"),
      render: (_, row) => <RuleRowActions rule={row} onEdit={() => onEdit(row)} />,
    },
  ];

  return (
    <ListTable<ComputeRuleItem>
      list={list}
      rows={rows}
      rowKey="id"
      columns={columns}
      failedTitle={t("evaluation.common.loadFailed")}
      testId="rules-table"
      empty={t("evaluation.rules.empty")}
      paging={{ page: query.page, size: query.size, total: list.data?.total ?? 0 }}
      totalText={(n) => t("evaluation.common.total", { total: n })}
      onPage={(page, size) => onQuery((q) => ({ ...q, page: size === q.size ? page : 1, size }))}
    />
  );
}
