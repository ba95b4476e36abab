import type { RuleErrorItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { ListTable } from "../../components/ListPage.tsx";
import { TermSelect } from "../../components/TermSelect.tsx";
import { evaluationKeys, fetchErrorLog } from "./evaluationApi.ts";

type Props = { modelId: number; termId: number | undefined; onTerm: (termId: number) => void };

/** The students a run could not score in a term, and why. */
export function RuleErrorLog({ modelId, termId, onTerm }: Props) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const query = { modelId, termId: termId ?? 0, ...paging };
  const list = useQuery({
    queryKey: evaluationKeys.errorLog(query),
    queryFn: () => fetchErrorLog(query),
    enabled: termId !== undefined,
    placeholderData: keepPreviousData,
  });
  const columns: NonNullable<TableProps<RuleErrorItem>["columns"]> = [
    { key: "rule", dataIndex: "ruleName", title: t("evaluation.errors.rule") },
    { key: "student", dataIndex: "studentName", title: t("evaluation.errors.student") },
    { key: "reason", dataIndex: "reason", title: t("evaluation.errors.reason") },
    { key: "formValue", dataIndex: "formValueId", title: t("evaluation.errors.formValue") },
    { key: "time", title: t("evaluation.errors.time"), render: (_, row) => formatTime(row.createdAt) },
  ];
  return (
    <div data-testid="rule-error-log">
      <div className="eos-eval-toolbar">
        <TermSelect value={termId} onChange={onTerm} testId="error-log-term" />
      </div>
      <ListTable<RuleErrorItem>
        list={list}
        rows={list.data?.list ?? []}
        failOverRows
        rowKey="id"
        columns={columns}
        failedTitle={t("evaluation.common.loadFailed")}
        empty={t("evaluation.errors.empty")}
        paging={{ page: paging.page, size: paging.size, total: list.data?.total ?? 0 }}
        sizeChanger={false}
        totalText={(n) => t("evaluation.common.total", { total: n })}
        onPage={(page, size) => setPaging((p) => ({ page: size === p.size ? page : 1, size }))}
      />
    </div>
  );
}
