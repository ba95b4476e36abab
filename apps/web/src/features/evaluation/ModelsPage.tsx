import { PlusOutlined } from "@ant-design/icons";
import type { SubjectType, TargetModelItem } from "@eos/contracts";
import { Button, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSchool } from "../../api/useSchool.ts";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
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
  const { query, list, rows, total, search, turn, afterDelete } = useListQuery<ModelsQuery, TargetModelItem>(
    { page: 1, size: 20, subjectType },
    evaluationKeys.models,
    fetchModels,
  );

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
        <ModelRowActions model={row} isArea={isArea} basePath={basePath} onDeleted={afterDelete} />
      ),
    },
  ];

  return (
    <ListPage<TargetModelItem>
      testId="models-page"
      header={
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
      }
      filtersClassName="eos-eval-filters"
      filters={
        <KeywordSearch
          className="eos-eval-filters__search"
          label={t("evaluation.models.search")}
          onKeyword={search}
          testId="models-search"
        />
      }
      table={{
        list,
        rows,
        rowKey: "id",
        columns,
        failedTitle: t("evaluation.common.loadFailed"),
        testId: "models-table",
        empty: query.keyword ? t("evaluation.models.noMatch") : t("evaluation.models.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("evaluation.common.total", { total: n }),
        onPage: turn,
      }}
    >
      {isArea || subjectType === 0 ? null : <EvaluationSettingCard />}
    </ListPage>
  );
}
