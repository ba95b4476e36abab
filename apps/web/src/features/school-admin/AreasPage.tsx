import { Button, type TableProps, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { AreaModal } from "./AreaModal.tsx";
import { PlatformPageHeader } from "./PlatformPageHeader.tsx";
import { type AreaItem, type AreasQuery, fetchAreas, schoolAdminKeys } from "./schoolAdminApi.ts";
import "./schoolAdmin.css";

type Editing = { area: AreaItem | null } | null;
type SortField = AreasQuery["sortField"];

/** /admin/areas: the platform's areas with their school counts; platform administrators add and rename them. */
export function AreasPage() {
  const { t } = useTranslation();
  const { query, setQuery, list, rows, total, search } = useListQuery<AreasQuery, AreaItem>(
    { page: 1, size: 20 },
    schoolAdminKeys.areas,
    fetchAreas,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const sortOf = (field: SortField) => (query.sortField === field ? query.sortOrder : undefined) ?? null;
  const columns: NonNullable<TableProps<AreaItem>["columns"]> = [
    {
      key: "name",
      dataIndex: "name",
      title: t("schoolAdmin.areas.name"),
      sorter: true,
      sortOrder: sortOf("name"),
    },
    { key: "code", title: t("schoolAdmin.areas.code"), render: (_, row) => row.code ?? "—" },
    {
      key: "schoolCount",
      dataIndex: "schoolCount",
      title: t("schoolAdmin.areas.schools"),
      align: "right",
      sorter: true,
      sortOrder: sortOf("schoolCount"),
    },
    {
      key: "enabled",
      dataIndex: "enabledSchoolCount",
      title: t("schoolAdmin.areas.enabledSchools"),
      align: "right",
    },
    {
      key: "site",
      title: t("schoolAdmin.areas.site"),
      render: (_, row) =>
        row.siteDomain ?? <Typography.Text type="secondary">{t("schoolAdmin.areas.noSite")}</Typography.Text>,
    },
    {
      key: "createdAt",
      title: t("schoolAdmin.areas.createdAt"),
      sorter: true,
      sortOrder: sortOf("createdAt"),
      render: (_, row) => formatTime(row.createdAt),
    },
    {
      key: "actions",
      title: t("schoolAdmin.areas.actions"),
      render: (_, row) => (
        <Button type="link" onClick={() => setEditing({ area: row })} data-testid={`area-edit-${row.id}`}>
          {t("schoolAdmin.areas.edit")}
        </Button>
      ),
    },
  ];
  return (
    <ListPage<AreaItem>
      testId="areas-page"
      header={
        <PlatformPageHeader
          title={t("schoolAdmin.areas.title")}
          testId="areas-title"
          extra={
            <Button type="primary" onClick={() => setEditing({ area: null })} data-testid="area-add">
              {t("schoolAdmin.areas.add")}
            </Button>
          }
        />
      }
      hint={t("schoolAdmin.areas.hint")}
      filtersClassName="eos-school-admin__filters"
      filters={
        <KeywordSearch
          className="eos-school-admin__search"
          label={t("schoolAdmin.areas.search")}
          onKeyword={search}
          testId="areas-search"
        />
      }
      table={{
        list,
        rows,
        rowKey: "id",
        columns,
        failedTitle: t("schoolAdmin.common.loadFailed"),
        testId: "areas-table",
        empty: query.keyword ? t("schoolAdmin.areas.noMatch") : t("schoolAdmin.areas.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("schoolAdmin.areas.total", { total: n }),
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
