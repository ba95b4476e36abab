import { PlusOutlined } from "@ant-design/icons";
import type { CultivateModelItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Table, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSchool } from "../../../api/useSchool.ts";
import { formatTime } from "../../../components/format.ts";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { periodsText } from "../labels.ts";
import { CultivateRowActions } from "./CultivateRowActions.tsx";
import { type CultivateQuery, cultivateKeys, fetchCultivateModels } from "./cultivateApi.ts";

/** /admin/cultivate: the school's (or area's) cultivate models, searched and paged on the server. */
export function CultivateListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isArea = useSchool().school?.type === 1;
  const [query, setQuery] = useState<CultivateQuery>({ page: 1, size: 20 });
  const list = useQuery({
    queryKey: cultivateKeys.list(query),
    queryFn: () => fetchCultivateModels(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;

  const columns: NonNullable<TableProps<CultivateModelItem>["columns"]> = [
    {
      key: "name",
      title: t("cultivate.name"),
      render: (_, row) => (
        <>
          <Link to={`/admin/cultivate/${row.id}`}>{row.name}</Link>
          {row.pushed ? <Tag className="eos-eval-tag">{t("cultivate.pushed")}</Tag> : null}
          {row.pushedTo > 0 ? (
            <Tag color="blue">{t("cultivate.pushedTo", { count: row.pushedTo })}</Tag>
          ) : null}
        </>
      ),
    },
    {
      key: "target",
      title: t("cultivate.targetModel"),
      render: (_, row) =>
        row.targetModelName ?? (
          <Typography.Text type="danger">{t("cultivate.targetMissing")}</Typography.Text>
        ),
    },
    {
      key: "periods",
      title: t("evaluation.models.periods"),
      render: (_, row) => periodsText(t, row.periods),
    },
    { key: "goals", dataIndex: "goalCount", title: t("cultivate.goals") },
    {
      key: "version",
      title: t("cultivate.version"),
      render: (_, row) => t("evaluation.common.version", { version: row.version }),
    },
    {
      key: "refreshedAt",
      title: t("cultivate.refreshedAt"),
      render: (_, row) => (row.refreshedAt ? formatTime(row.refreshedAt) : t("cultivate.never")),
    },
    { key: "updatedAt", title: t("cultivate.updatedAt"), render: (_, row) => formatTime(row.updatedAt) },
    {
      key: "actions",
      title: t("cultivate.actions"),
      render: (_, row) => (
        <CultivateRowActions
          model={row}
          isArea={isArea}
          onDeleted={() => {
            const last = Math.max(1, Math.ceil((total - 1) / query.size));
            setQuery((q) => ({ ...q, page: Math.min(q.page, last) }));
          }}
        />
      ),
    },
  ];

  return (
    <div className="eos-page" data-testid="cultivate-page">
      <EvaluationHeader
        title={t("cultivate.title")}
        testId="cultivate-title"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate("/admin/cultivate/new")}
            data-testid="cultivate-add"
          >
            {t("cultivate.add")}
          </Button>
        }
      />
      <Card className="eos-page__card">
        <search className="eos-eval-filters">
          <KeywordSearch
            className="eos-eval-filters__search"
            label={t("cultivate.search")}
            onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
            testId="cultivate-search"
          />
        </search>
        {list.error && rows.length === 0 ? (
          <LoadFailed
            title={t("cultivate.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div data-testid="cultivate-table">
            <Table<CultivateModelItem>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              scroll={{ x: "max-content" }}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={query.keyword ? t("cultivate.noMatch") : t("cultivate.empty")}
                  />
                ),
              }}
              pagination={{
                current: query.page,
                pageSize: query.size,
                total,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (n) => t("cultivate.total", { total: n }),
                onChange: (page, size) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size })),
              }}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
