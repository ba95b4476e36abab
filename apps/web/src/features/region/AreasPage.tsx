import { Button, type TableProps, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { PlatformPageHeader } from "../../components/PlatformPageHeader.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { AreaModal } from "./AreaModal.tsx";
import { type AreaItem, type AreasQuery, fetchAreas, regionKeys } from "./regionApi.ts";
import "./region.css";

type Editing = { area: AreaItem | null } | null;
type SortField = AreasQuery["sortField"];

/** /admin/areas: the platform's areas with their school counts; platform administrators add and rename them. */
export function AreasPage() {
  const { t } = useTranslation();
  const { query, setQuery, list, rows, total, search } = useListQuery<AreasQuery, AreaItem>(
    { page: 1, size: 20 },
    regionKeys.areas,
    fetchAreas,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const sortOf = (field: SortField) => (query.sortField === field ? query.sortOrder : undefined) ?? null;
  const columns: NonNullable<TableProps<AreaItem>["columns"]> = [
    {
      key: "name",
      dataIndex: "name",
      title: t("region.areas.name"),
      sorter: true,
      sortOrder: sortOf("name"),
    },
    { key: "code", title: t("region.areas.code"), render: (_, row) => row.code ?? "—" },
    {
      key: "schoolCount",
      dataIndex: "schoolCount",
      title: t("region.areas.schools"),
      align: "right",
      sorter: true,
      sortOrder: sortOf("schoolCount"),
    },
    {
      key: "enabled",
      dataIndex: "enabledSchoolCount",
      title: t("region.areas.enabledSchools"),
      align: "right",
    },
    {
      key: "site",
      title: t("region.areas.site"),
      render: (_, row) =>
        row.siteDomain ?? <Typography.Text type="secondary">{t("region.areas.noSite")}</Typography.Text>,
    },
    {
      key: "createdAt",
      title: t("region.areas.createdAt"),
      sorter: true,
      sortOrder: sortOf("createdAt"),
      render: (_, row) => formatTime(row.createdAt),
    },
    {
      key: "actions",
      title: t("region.areas.actions"),
      render: (_, row) => (
        <Button type="link" onClick={() => setEditing({ area: row })} data-testid={`area-edit-${row.id}`}>
          {t("region.areas.edit")}
        </Button>
      ),
    },
  ];
  return (
    <ListPage<AreaItem>
      testId="areas-page"
      header={
        <PlatformPageHeader
          title={t("region.areas.title")}
          testId="areas-title"
          extra={
            <Button type="primary" onClick={() => setEditing({ area: null })} data-testid="area-add">
              {t("region.areas.add")}
            </Button>
          }
        />
      }
      hint={t("region.areas.hint")}
      filtersClassName="eos-region__filters"
      filters={
        <KeywordSearch
          className="eos-region__search"
          label={t("region.areas.search")}
          onKeyword={search}
          testId="areas-search"
        />
      }
      table={{
        list,
        rows,
        rowKey: "id",
        columns,
        failedTitle: t("region.common.loadFailed"),
        testId: "areas-table",
        empty: query.keyword ? t("region.areas.noMatch") : t("region.areas.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("region.areas.total", { total: n }),
        onChange: (pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? (s.columnKey as SortField) : undefined;
          setQuery((q) => ({
            ...q,
            sortField: field,
            sortOrder: field ? (s.order ?? undefined) : undefined,
            page: pagination.pageSize !== q.size ? 1 : (pagination.current ?? 1),
            size: pagination.pageSize ?? q.size,
          }));
        },
      }}
    >
      <AreaModal open={editing !== null} area={editing?.area ?? null} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
