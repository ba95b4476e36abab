import { PlusOutlined } from "@ant-design/icons";
import type { CultivateModelItem } from "@eos/contracts";
import { Button, type TableProps, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSchool } from "../../../api/useSchool.ts";
import { formatTime } from "../../../components/format.ts";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListPage } from "../../../components/ListPage.tsx";
import { useListQuery } from "../../../components/useListQuery.ts";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { periodsText } from "../labels.ts";
import { CultivateRowActions } from "./CultivateRowActions.tsx";
import { type CultivateQuery, cultivateKeys, fetchCultivateModels } from "./cultivateApi.ts";

/** /admin/cultivate: the school's (or area's) cultivate models, searched and paged on the server. */
export function CultivateListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isArea = useSchool().school?.type === 1;
  const { query, list, rows, total, search, turn, afterDelete } = useListQuery<
    CultivateQuery,
    CultivateModelItem
  >({ page: 1, size: 20 }, cultivateKeys.list, fetchCultivateModels);

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
      render: (_, row) => <CultivateRowActions model={row} isArea={isArea} onDeleted={afterDelete} />,
    },
  ];

  return (
    <ListPage<CultivateModelItem>
      testId="cultivate-page"
      header={
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
      }
      filtersClassName="eos-eval-filters"
      filters={
        <KeywordSearch
          className="eos-eval-filters__search"
          label={t("cultivate.search")}
          onKeyword={search}
          testId="cultivate-search"
        />
      }
      table={{
        list,
        rows,
        rowKey: "id",
        columns,
        failedTitle: t("cultivate.loadFailed"),
        testId: "cultivate-table",
        empty: query.keyword ? t("cultivate.noMatch") : t("cultivate.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("cultivate.total", { total: n }),
        onPage: turn,
      }}
    />
  );
}
