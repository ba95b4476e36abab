import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App, Button, Card, Empty, Select, Table, type TableProps, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchool } from "../../api/useSchool.ts";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { errorText } from "../collection/index.ts";
import { AreaSelect } from "./AreaSelect.tsx";
import { PlatformPageHeader } from "./PlatformPageHeader.tsx";
import { SchoolCreateModal } from "./SchoolCreateModal.tsx";
import { SchoolDrawer } from "./SchoolDrawer.tsx";
import { SchoolFlagSwitch } from "./SchoolFlagSwitch.tsx";
import {
  downloadSchools,
  fetchSchools,
  type SchoolItem,
  type SchoolsQuery,
  schoolAdminKeys,
} from "./schoolAdminApi.ts";
import { loginLabel, typeLabel } from "./schoolLabels.ts";
import "./schoolAdmin.css";

type Sort = Pick<SchoolsQuery, "sortField" | "sortOrder">;

/**
 * /admin/schools: every school of the platform for its administrators (add, edit, enable or disable,
 * initialise), or the schools of the area for an area's administrators (read only). Search, filters, sorting
 * and paging run on the server; the export takes the same filters.
 */
export function SchoolsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canManage = useSchool().school?.type === 2;
  const [query, setQuery] = useState<SchoolsQuery>({ page: 1, size: 20 });
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useQuery({
    queryKey: schoolAdminKeys.schools(query),
    queryFn: () => fetchSchools(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const filtered = Boolean(
    query.keyword || query.areaId || query.flag !== undefined || query.type !== undefined,
  );
  const sortOf = (field: Sort["sortField"]) =>
    (query.sortField === field ? query.sortOrder : undefined) ?? null;

  const exportAll = async () => {
    setExporting(true);
    try {
      const { page: _page, size: _size, ...filters } = query;
      await downloadSchools(filters, "schools.xlsx");
      void message.success(t("schoolAdmin.schools.exported"));
    } catch (error) {
      void message.error(errorText(error, t("schoolAdmin.common.failed")));
    } finally {
      setExporting(false);
    }
  };

  const columns: NonNullable<TableProps<SchoolItem>["columns"]> = [
    {
      key: "name",
      dataIndex: "name",
      title: t("schoolAdmin.schools.name"),
      sorter: true,
      sortOrder: sortOf("name"),
      render: (_, row) => (
        <Button type="link" className="eos-school-admin__link" onClick={() => setOpenId(row.id)}>
          {row.name}
        </Button>
      ),
    },
    {
      key: "domain",
      dataIndex: "domain",
      title: t("schoolAdmin.schools.domain"),
      sorter: true,
      sortOrder: sortOf("domain"),
    },
    { key: "type", title: t("schoolAdmin.schools.type"), render: (_, row) => typeLabel(t, row.type) },
    { key: "area", title: t("schoolAdmin.schools.area"), render: (_, row) => row.areaName ?? "—" },
    {
      key: "loginType",
      title: t("schoolAdmin.schools.loginType"),
      render: (_, row) => loginLabel(t, row.loginType),
    },
    { key: "teachers", dataIndex: "teacherCount", title: t("schoolAdmin.schools.teachers"), align: "right" },
    { key: "students", dataIndex: "studentCount", title: t("schoolAdmin.schools.students"), align: "right" },
    {
      key: "state",
      title: t("schoolAdmin.schools.state"),
      render: (_, row) => <SchoolFlagSwitch school={row} canManage={canManage} />,
    },
    {
      key: "createdAt",
      title: t("schoolAdmin.schools.createdAt"),
      sorter: true,
      sortOrder: sortOf("createdAt"),
      render: (_, row) => formatTime(row.createdAt),
    },
    {
      key: "actions",
      title: t("schoolAdmin.schools.actions"),
      render: (_, row) => (
        <Button type="link" onClick={() => setOpenId(row.id)} data-testid={`school-view-${row.id}`}>
          {t("schoolAdmin.schools.view")}
        </Button>
      ),
    },
  ];

  return (
    <div className="eos-page" data-testid="schools-page">
      <PlatformPageHeader
        title={canManage ? t("schoolAdmin.schools.title") : t("schoolAdmin.schools.areaTitle")}
        testId="schools-title"
        extra={
          <>
            <Button onClick={() => void exportAll()} loading={exporting} data-testid="schools-export">
              {t("schoolAdmin.schools.export")}
            </Button>
            {canManage ? (
              <Button type="primary" onClick={() => setCreating(true)} data-testid="school-add">
                {t("schoolAdmin.schools.add")}
              </Button>
            ) : null}
          </>
        }
      />
      <Card className="eos-page__card">
        <Typography.Paragraph type="secondary" data-testid="schools-hint">
          {canManage ? t("schoolAdmin.schools.hint") : t("schoolAdmin.schools.areaHint")}
        </Typography.Paragraph>
        <search className="eos-school-admin__filters">
          <KeywordSearch
            className="eos-school-admin__search"
            label={t("schoolAdmin.schools.search")}
            onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
            testId="schools-search"
          />
          {canManage ? (
            <>
              <AreaSelect
                value={query.areaId}
                onChange={(areaId) => setQuery((q) => ({ ...q, areaId, page: 1 }))}
                placeholder={t("schoolAdmin.schools.allAreas")}
                ariaLabel={t("schoolAdmin.schools.area")}
                testId="schools-area"
              />
              <Select<number | "all">
                value={query.type ?? "all"}
                aria-label={t("schoolAdmin.schools.type")}
                style={{ minWidth: 140 }}
                onChange={(v) => setQuery((q) => ({ ...q, type: v === "all" ? undefined : v, page: 1 }))}
                options={[
                  { value: "all", label: t("schoolAdmin.schools.allTypes") },
                  { value: 0, label: t("schoolAdmin.common.school") },
                  { value: 1, label: t("schoolAdmin.common.areaSite") },
                ]}
                data-testid="schools-type"
              />
            </>
          ) : null}
          <Select<number | "all">
            value={query.flag ?? "all"}
            aria-label={t("schoolAdmin.schools.state")}
            style={{ minWidth: 120 }}
            onChange={(v) => setQuery((q) => ({ ...q, flag: v === "all" ? undefined : v, page: 1 }))}
            options={[
              { value: "all", label: t("schoolAdmin.schools.allStates") },
              { value: 1, label: t("schoolAdmin.common.enabled") },
              { value: 0, label: t("schoolAdmin.common.disabled") },
            ]}
            data-testid="schools-state"
          />
        </search>
        {list.error && rows.length === 0 ? (
          <LoadFailed
            title={t("schoolAdmin.common.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div data-testid="schools-table">
            <Table<SchoolItem>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              scroll={{ x: "max-content" }}
              onChange={(pagination, _filters, sorter) => {
                const s = Array.isArray(sorter) ? sorter[0] : sorter;
                const field = s?.order ? (s.columnKey as Sort["sortField"]) : undefined;
                setQuery((q) => ({
                  ...q,
                  sortField: field,
                  sortOrder: field ? (s.order ?? undefined) : undefined,
                  page: pagination.pageSize !== q.size ? 1 : (pagination.current ?? 1),
                  size: pagination.pageSize ?? q.size,
                }));
              }}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={filtered ? t("schoolAdmin.schools.noMatch") : t("schoolAdmin.schools.empty")}
                  />
                ),
              }}
              pagination={{
                current: query.page,
                pageSize: query.size,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (n) => t("schoolAdmin.schools.total", { total: n }),
              }}
            />
          </div>
        )}
      </Card>
      <SchoolCreateModal open={creating} onClose={() => setCreating(false)} />
      <SchoolDrawer id={openId} canManage={canManage} onClose={() => setOpenId(null)} />
    </div>
  );
}
