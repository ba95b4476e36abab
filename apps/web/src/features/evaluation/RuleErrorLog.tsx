import type { RuleErrorItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Table, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
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
      {list.error ? (
        <LoadFailed
          title={t("evaluation.common.loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<RuleErrorItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: "max-content" }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("evaluation.errors.empty")} />
            ),
          }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: list.data?.total ?? 0,
            showTotal: (n) => t("evaluation.common.total", { total: n }),
            onChange: (page, size) => setPaging((p) => ({ page: size === p.size ? page : 1, size })),
          }}
        />
      )}
    </div>
  );
}
