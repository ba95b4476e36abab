import { App, Button, Select, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchool } from "../../api/useSchool.ts";
import { AreaSelect } from "../../components/AreaSelect.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { PlatformPageHeader } from "../../components/PlatformPageHeader.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { errorText } from "../collection/index.ts";
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
  const { query, setQuery, list, rows, total, search } = useListQuery<SchoolsQuery, SchoolItem>(
    { page: 1, size: 20 },
    schoolAdminKeys.schools,
    fetchSchools,
  );
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
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
    <ListPage<SchoolItem>
      testId="schools-page"
      header={
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
      }
      hint={canManage ? t("schoolAdmin.schools.hint") : t("schoolAdmin.schools.areaHint")}
      hintTestId="schools-hint"
      filtersClassName="eos-school-admin__filters"
      filters={
        <>
          <KeywordSearch
            className="eos-school-admin__search"
            label={t("schoolAdmin.schools.search")}
            onKeyword={search}
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
        </>
      }
      table={{
        list,
        rows,
        rowKey: "id",
        columns,
        failedTitle: t("schoolAdmin.common.loadFailed"),
        testId: "schools-table",
        empty: filtered ? t("schoolAdmin.schools.noMatch") : t("schoolAdmin.schools.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("schoolAdmin.schools.total", { total: n }),
        onChange: (pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? (s.columnKey as Sort["sortField"]) : undefined;
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
      <SchoolCreateModal open={creating} onClose={() => setCreating(false)} />
      <SchoolDrawer id={openId} canManage={canManage} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
