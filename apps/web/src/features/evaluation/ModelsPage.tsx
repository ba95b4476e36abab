import { PlusOutlined } from "@ant-design/icons";
import type { SubjectType, TargetModelItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSchool } from "../../api/useSchool.ts";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { EvaluationHeader } from "./EvaluationHeader.tsx";
import { EvaluationSettingCard } from "./EvaluationSettingCard.tsx";
import { evaluationKeys, fetchModels, type ModelsQuery } from "./evaluationApi.ts";
import { periodsText } from "./labels.ts";
import { ModelRowActions } from "./ModelRowActions.tsx";

/** Where each kind of model is edited: students' under /admin/models, teachers' under teacher growth. */
export const modelsPath = (subjectType: SubjectType) =>
  subjectType === 0 ? "/admin/tea-growth/models" : "/admin/models";

type Props = { subjectType?: SubjectType };

/**
 * /admin/models: the school's (or area's) indicator models, searched and paged on the server;
 * /admin/tea-growth/models (subjectType 0) the teacher growth models the same way.
 */
export function ModelsPage({ subjectType = 1 }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isArea = useSchool().school?.type === 1;
  const basePath = modelsPath(subjectType);
  const [query, setQuery] = useState<ModelsQuery>({ page: 1, size: 20, subjectType });
  const list = useQuery({
    queryKey: evaluationKeys.models(query),
    queryFn: () => fetchModels(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;

  const columns: NonNullable<TableProps<TargetModelItem>["columns"]> = [
    {
      key: "name",
      title: t("evaluation.models.name"),
      render: (_, row) => (
        <>
          <Link to={`${basePath}/${row.id}`}>{row.name}</Link>
          {row.pushed ? <Tag className="eos-eval-tag">{t("evaluation.models.pushed")}</Tag> : null}
          {row.pushedTo > 0 ? (
            <Tag color="blue">{t("evaluation.models.pushedTo", { count: row.pushedTo })}</Tag>
          ) : null}
        </>
      ),
    },
    {
      key: "periods",
      title: t("evaluation.models.periods"),
      render: (_, row) => periodsText(t, row.periods),
    },
    {
      key: "version",
      title: t("evaluation.models.version"),
      render: (_, row) => t("evaluation.common.version", { version: row.version }),
    },
    { key: "indicators", dataIndex: "indicatorCount", title: t("evaluation.models.indicators") },
    { key: "rules", dataIndex: "ruleCount", title: t("evaluation.models.rules") },
    {
      key: "updatedAt",
      title: t("evaluation.models.updatedAt"),
      render: (_, row) => formatTime(row.updatedAt),
    },
    {
      key: "actions",
      title: t("evaluation.common.actions"),
      render: (_, row) => (
        <ModelRowActions
          model={row}
          isArea={isArea}
          basePath={basePath}
          onDeleted={() => {
            const last = Math.max(1, Math.ceil((total - 1) / query.size));
            setQuery((q) => ({ ...q, page: Math.min(q.page, last) }));
          }}
        />
      ),
    },
  ];

  return (
    <div className="eos-page" data-testid="models-page">
      <EvaluationHeader
        title={subjectType === 0 ? t("teaGrowth.models.title") : t("evaluation.models.title")}
        testId="models-title"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(`${basePath}/new`)}
            data-testid="models-add"
          >
            {t("evaluation.models.add")}
          </Button>
        }
      />
      <Card className="eos-page__card">
        <search className="eos-eval-filters">
          <KeywordSearch
            className="eos-eval-filters__search"
            label={t("evaluation.models.search")}
            onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
            testId="models-search"
          />
        </search>
        {list.error && rows.length === 0 ? (
          <LoadFailed
            title={t("evaluation.common.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div data-testid="models-table">
            <Table<TargetModelItem>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              scroll={{ x: "max-content" }}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={
                      query.keyword ? t("evaluation.models.noMatch") : t("evaluation.models.empty")
                    }
                  />
                ),
              }}
              pagination={{
                current: query.page,
                pageSize: query.size,
                total,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (n) => t("evaluation.common.total", { total: n }),
                onChange: (page, size) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size })),
              }}
            />
          </div>
        )}
      </Card>
      {isArea || subjectType === 0 ? null : <EvaluationSettingCard />}
    </div>
  );
}
