import type { DataApp } from "@eos/contracts";
import { Button, Select, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePermissions } from "../../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../../components/format.ts";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListPage } from "../../../components/ListPage.tsx";
import { useListQuery } from "../../../components/useListQuery.ts";
import { DataAppDrawer } from "./DataAppDrawer.tsx";
import { DataAppRowActions } from "./DataAppRowActions.tsx";
import { DataAppStateSwitch } from "./DataAppStateSwitch.tsx";
import { type DataAppsQuery, dataAppKeys, fetchDataApps } from "./dataAppsApi.ts";
import "../../../components/consolePage.css";
import "../scenes/scenes.css";

type Editing = { app: DataApp | null } | null;

/** /admin/data-apps: the school's data apps, searched and paged on the server; managers create and switch them. */
export function DataAppsPage() {
  const { t } = useTranslation();
  const { query, setQuery, list, rows, total, search, turn, afterDelete } = useListQuery<
    DataAppsQuery,
    DataApp
  >({ page: 1, size: 20 }, dataAppKeys.page, fetchDataApps);
  const [editing, setEditing] = useState<Editing>(null);
  const permissions = usePermissions();
  const canManage = permissions.isAdmin || permissions.can("collection.manage");
  const columns: NonNullable<TableProps<DataApp>["columns"]> = [
    {
      key: "name",
      title: t("dataApps.list.name"),
      render: (_, row) => <Link to={`/admin/data-apps/${row.id}`}>{row.name}</Link>,
    },
    { key: "task", dataIndex: "taskName", title: t("dataApps.list.task") },
    { key: "columns", title: t("dataApps.list.columns"), render: (_, row) => row.columns.length },
    { key: "state", title: t("dataApps.list.state"), render: (_, row) => <DataAppStateSwitch app={row} /> },
    { key: "updatedAt", title: t("dataApps.list.updatedAt"), render: (_, row) => formatTime(row.updatedAt) },
    {
      key: "actions",
      title: t("dataApps.list.actions"),
      render: (_, row) => (
        <DataAppRowActions app={row} onEdit={() => setEditing({ app: row })} onDeleted={afterDelete} />
      ),
    },
  ];
  return (
    <ListPage<DataApp>
      testId="data-apps-page"
      header={
        <ConsolePageHeader
          area="console.menu.forms"
          title={t("dataApps.list.title")}
          testId="data-apps-title"
          extra={
            canManage ? (
              <Button type="primary" onClick={() => setEditing({ app: null })} data-testid="data-app-add">
                {t("dataApps.list.add")}
              </Button>
            ) : null
          }
        />
      }
      cardClassName="eos-page__card eos-scenes-table-card"
      hint={t("dataApps.list.hint")}
      filtersClassName="eos-scenes-filters"
      filters={
        <>
          <KeywordSearch
            className="eos-scenes-filters__search"
            label={t("dataApps.list.search")}
            onKeyword={search}
            testId="data-apps-search"
          />
          <Select<number | "all">
            value={query.state ?? "all"}
            style={{ minWidth: 140 }}
            aria-label={t("dataApps.list.state")}
            onChange={(v) => setQuery((q) => ({ ...q, state: v === "all" ? undefined : v, page: 1 }))}
            options={[
              { value: "all", label: t("dataApps.list.stateAll") },
              { value: 1, label: t("dataApps.list.on") },
              { value: 0, label: t("dataApps.list.off") },
            ]}
            data-testid="data-apps-state"
          />
        </>
      }
      table={{
        list,
        rows,
        rowKey: "id",
        columns,
        failedTitle: t("dataApps.list.loadFailed"),
        testId: "data-apps-table",
        empty:
          query.keyword || query.state !== undefined ? t("dataApps.list.noMatch") : t("dataApps.list.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("dataApps.list.total", { total: n }),
        onPage: turn,
      }}
    >
      <DataAppDrawer
        open={editing !== null}
        app={editing?.app ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </ListPage>
  );
}
