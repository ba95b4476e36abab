import type { SceneItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "../../../components/format.ts";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListCard } from "../../../components/ListPage.tsx";
import { SceneRowActions } from "./SceneRowActions.tsx";
import { SceneStateTags } from "./SceneStateTags.tsx";
import { fetchScenes, type ScenesQuery, scenesKeys } from "./scenesApi.ts";

type Props = {
  query: ScenesQuery;
  onQuery: (update: (q: ScenesQuery) => ScenesQuery) => void;
  onEdit: (scene: SceneItem) => void;
};

type Sorter = { columnKey?: unknown; order?: "ascend" | "descend" | null };
const sortable = new Set(["name", "updatedAt"]);

/** The next query after a table change: a new sort or page size starts again from page 1. */
export function nextQuery(
  q: ScenesQuery,
  paging: { current?: number; pageSize?: number },
  sorter: Sorter,
): ScenesQuery {
  const key = String(sorter?.columnKey ?? "");
  const sortField = sorter?.order && sortable.has(key) ? (key as ScenesQuery["sortField"]) : undefined;
  const sortOrder = sortField ? (sorter.order ?? undefined) : undefined;
  const size = paging.pageSize ?? q.size;
  const resorted = sortField !== q.sortField || sortOrder !== q.sortOrder;
  const page = size !== q.size || resorted ? 1 : (paging.current ?? q.page);
  return { ...q, page, size, sortField, sortOrder };
}

/** The scenes of the selected classification: searched, sorted and paged on the server. */
export function ScenesTable({ query, onQuery, onEdit }: Props) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: scenesKeys.page(query),
    queryFn: () => fetchScenes(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const sortOrder = (key: string) => (query.sortField === key ? (query.sortOrder ?? null) : null);

  const columns: NonNullable<TableProps<SceneItem>["columns"]> = [
    {
      key: "name",
      title: t("scenes.list.name"),
      sorter: true,
      sortOrder: sortOrder("name"),
      render: (_, row) => <Link to={`/admin/scenes/${row.id}`}>{row.name}</Link>,
    },
    {
      key: "classify",
      title: t("scenes.list.classify"),
      render: (_, row) => row.classifyName ?? t("scenes.list.noClassify"),
    },
    { key: "tasks", dataIndex: "taskCount", title: t("scenes.list.tasks") },
    { key: "state", title: t("scenes.list.state"), render: (_, row) => <SceneStateTags scene={row} /> },
    {
      key: "updatedAt",
      title: t("scenes.list.updatedAt"),
      sorter: true,
      sortOrder: sortOrder("updatedAt"),
      render: (_, row) => formatTime(row.updatedAt),
    },
    {
      key: "actions",
      title: t("scenes.common.actions"),
      render: (_, row) => (
        <SceneRowActions
          scene={row}
          onEdit={() => onEdit(row)}
          onDeleted={() => {
            const last = Math.max(1, Math.ceil((total - 1) / query.size));
            onQuery((q) => ({ ...q, page: Math.min(q.page, last) }));
          }}
        />
      ),
    },
  ];

  return (
    <ListCard<SceneItem>
      cardClassName="eos-page__card eos-scenes-table-card"
      filtersClassName="eos-scenes-filters"
      filters={
        <KeywordSearch
          className="eos-scenes-filters__search"
          label={t("scenes.list.search")}
          onKeyword={(keyword) => onQuery((q) => ({ ...q, keyword, page: 1 }))}
          testId="scenes-search"
        />
      }
      table={{
        list,
        rows,
        rowKey: "id",
        columns,
        failedTitle: t("scenes.common.loadFailed"),
        testId: "scenes-table",
        empty: query.keyword ? t("scenes.list.noMatch") : t("scenes.list.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("scenes.common.total", { total: n }),
        onChange: (paging, _filters, sorter) =>
          onQuery((q) => nextQuery(q, paging, (Array.isArray(sorter) ? sorter[0] : sorter) as Sorter)),
      }}
    />
  );
}
