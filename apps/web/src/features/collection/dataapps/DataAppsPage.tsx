import type { DataApp } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Select, Table, type TableProps, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePermissions } from "../../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../../components/format.ts";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
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
  const [query, setQuery] = useState<DataAppsQuery>({ page: 1, size: 20 });
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery({
    queryKey: dataAppKeys.page(query),
    queryFn: () => fetchDataApps(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
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
        <DataAppRowActions
          app={row}
          onEdit={() => setEditing({ app: row })}
          onDeleted={() => {
            const last = Math.max(1, Math.ceil((total - 1) / query.size));
            setQuery((q) => ({ ...q, page: Math.min(q.page, last) }));
          }}
        />
      ),
    },
  ];
  return (
    <div className="eos-page" data-testid="data-apps-page">
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
      <Card className="eos-page__card eos-scenes-table-card">
        <Typography.Paragraph type="secondary">{t("dataApps.list.hint")}</Typography.Paragraph>
        <search className="eos-scenes-filters">
          <KeywordSearch
            className="eos-scenes-filters__search"
            label={t("dataApps.list.search")}
            onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
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
        </search>
        {list.error && rows.length === 0 ? (
          <LoadFailed
            title={t("dataApps.list.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div data-testid="data-apps-table">
            <Table<DataApp>
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
                      query.keyword || query.state !== undefined
                        ? t("dataApps.list.noMatch")
                        : t("dataApps.list.empty")
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
                showTotal: (n) => t("dataApps.list.total", { total: n }),
                onChange: (page, size) => setQuery((q) => ({ ...q, page: size !== q.size ? 1 : page, size })),
              }}
            />
          </div>
        )}
      </Card>
      <DataAppDrawer
        open={editing !== null}
        app={editing?.app ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </div>
  );
}
