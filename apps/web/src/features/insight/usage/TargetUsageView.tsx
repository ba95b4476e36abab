import type { TargetUsage } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Select, Table, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { useTerms } from "../../../components/useTerms.ts";
import { ProgressBar } from "../../collection/index.ts";
import { type PickedIndicator, TargetSchoolsDrawer } from "./TargetSchoolsDrawer.tsx";
import {
  downloadTargetUsage,
  fetchTargetModels,
  fetchTargetUsage,
  type TargetFilters,
  type TargetUsageQuery,
  targetUsageKeys,
} from "./targetUsageApi.ts";
import { UsageExportButton } from "./UsageExportButton.tsx";

type Sort = Pick<TargetFilters, "sortField" | "sortOrder">;
type Columns = NonNullable<TableProps<TargetUsage>["columns"]>;

function useColumns(area: boolean, sort: Sort, onOpen: (row: TargetUsage) => void): Columns {
  const { t } = useTranslation();
  const order = (key: Sort["sortField"]) => (sort.sortField === key ? sort.sortOrder : null);
  const counted = (key: Sort["sortField"]) => ({ sorter: true, sortOrder: order(key) });
  const name: Columns[number] = {
    key: "name",
    title: t("usage.targets.indicator"),
    ...counted("name"),
    render: (_, row) => (
      <>
        <Button
          type="link"
          className="eos-usage-scene"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
          data-testid={`target-open-${row.indicatorId}`}
        >
          {row.name}
        </Button>
        {row.parents.length > 0 ? (
          <Typography.Text type="secondary" className="eos-usage-under">
            {t("usage.targets.under", { path: row.parents.join(" / ") })}
          </Typography.Text>
        ) : null}
      </>
    ),
  };
  const level: Columns[number] = {
    key: "level",
    title: t("usage.targets.level"),
    render: (_, row) => <Tag>{t("usage.targets.levelN", { level: row.level })}</Tag>,
  };
  const model: Columns[number] = { key: "model", dataIndex: "modelName", title: t("usage.targets.model") };
  const rules: Columns[number] = {
    key: "rules",
    dataIndex: "rules",
    title: t("usage.targets.rules"),
    align: "right",
    ...counted("rules"),
  };
  const students: Columns[number] = {
    key: "scoredStudents",
    dataIndex: "scoredStudents",
    title: t("usage.targets.scoredStudents"),
    align: "right",
    ...counted("scoredStudents"),
  };
  if (!area) {
    const used: Columns[number] = {
      key: "usedSchools",
      title: t("usage.targets.used"),
      ...counted("usedSchools"),
      render: (_, row) =>
        row.usedSchools > 0 ? (
          <Tag color="green">{t("usage.targets.usedHere")}</Tag>
        ) : (
          <Tag>{t("usage.targets.notUsedHere")}</Tag>
        ),
    };
    return [name, level, model, used, rules, students];
  }
  const of = (used: number, schools: number) => t("usage.targets.usedOf", { used, schools });
  return [
    name,
    level,
    model,
    {
      key: "copied",
      title: t("usage.targets.copied"),
      render: (_, row) => of(row.copiedSchools, row.schools),
    },
    {
      key: "usedSchools",
      title: t("usage.targets.usedRate"),
      className: "eos-usage-rate",
      ...counted("usedSchools"),
      render: (_, row) => <ProgressBar filled={row.usedSchools} expected={row.schools} />,
    },
    { key: "unused", title: t("usage.targets.unused"), render: (_, row) => row.schools - row.usedSchools },
    { key: "ruleSchools", dataIndex: "ruleSchools", title: t("usage.targets.ruleSchools"), align: "right" },
    {
      key: "scoredSchools",
      dataIndex: "scoredSchools",
      title: t("usage.targets.scoredSchools"),
      align: "right",
    },
    rules,
    students,
  ];
}

/** Model, level and term pickers and the search box; any change goes back to the first page. */
function Filters({
  area,
  filters,
  onChange,
}: {
  area: boolean;
  filters: TargetFilters;
  onChange: (patch: Partial<TargetFilters>) => void;
}) {
  const { t } = useTranslation();
  const models = useQuery({ queryKey: targetUsageKeys.models, queryFn: fetchTargetModels });
  const terms = useTerms();
  return (
    <search className="eos-people-filters">
      <Select<number>
        className="eos-usage-filter"
        allowClear
        value={filters.modelId}
        placeholder={t("usage.targets.allModels")}
        aria-label={t("usage.targets.model")}
        loading={models.isLoading}
        options={(models.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        onChange={(modelId) => onChange({ modelId })}
        data-testid="target-model"
      />
      <Select<number>
        className="eos-usage-filter eos-usage-filter--narrow"
        allowClear
        value={filters.level}
        placeholder={t("usage.targets.allLevels")}
        aria-label={t("usage.targets.level")}
        options={[1, 2, 3].map((level) => ({ value: level, label: t("usage.targets.levelN", { level }) }))}
        onChange={(level) => onChange({ level })}
        data-testid="target-level"
      />
      <Select<number>
        className="eos-usage-filter"
        allowClear
        value={filters.termId}
        placeholder={t(area ? "usage.targets.currentTerm" : "usage.targets.currentTermSchool")}
        aria-label={t("usage.targets.term")}
        loading={terms.isLoading}
        options={terms.options}
        onChange={(termId) => onChange({ termId })}
        data-testid="target-term"
      />
      <KeywordSearch
        className="eos-people-filters__search"
        label={t("usage.targets.search")}
        onKeyword={(keyword) => onChange({ keyword })}
        testId="target-search"
      />
      <UsageExportButton
        run={() => downloadTargetUsage(filters, `${t("usage.targets.exportFile")}.xlsx`)}
        testId="target-export"
      />
    </search>
  );
}

/** Usage by target level: each indicator of the area's (or the school's) student models and who uses it. */
export function TargetUsageView({ area }: { area: boolean }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TargetUsageQuery>({
    sortField: "tree",
    sortOrder: "ascend",
    page: 1,
    size: 20,
  });
  // The indicator stays while the drawer closes, so its title does not blink away.
  const [drawer, setDrawer] = useState<{ open: boolean; indicator: PickedIndicator | null }>({
    open: false,
    indicator: null,
  });
  const list = useQuery({
    queryKey: targetUsageKeys.page(query),
    queryFn: () => fetchTargetUsage(query),
    placeholderData: keepPreviousData,
  });
  const open = (row: TargetUsage) =>
    setDrawer({ open: true, indicator: { indicatorId: row.indicatorId, name: row.name } });
  const columns = useColumns(area, query, open);
  const { page: _page, size: _size, ...filters } = query;
  const filtered = query.modelId !== undefined || query.level !== undefined || query.keyword !== undefined;
  const onChange: TableProps<TargetUsage>["onChange"] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortField = one?.order ? (one.columnKey as Sort["sortField"]) : "tree";
    const size = pagination.pageSize ?? query.size;
    const page = size !== query.size || sortField !== query.sortField ? 1 : (pagination.current ?? 1);
    setQuery((q) => ({ ...q, sortField, sortOrder: one?.order ?? "ascend", page, size }));
  };
  return (
    <div data-testid="target-usage">
      <Alert
        type="info"
        showIcon
        className="eos-usage-hint"
        title={t(area ? "usage.targets.hint" : "usage.targets.hintSchool")}
      />
      <Filters
        area={area}
        filters={filters}
        onChange={(patch) => setQuery((q) => ({ ...q, ...patch, page: 1 }))}
      />
      {list.isError && !list.data ? (
        <LoadFailed
          title={t("usage.targets.loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
          retryTestId="target-retry"
        />
      ) : (
        <div data-testid="target-table">
          <Table<TargetUsage>
            rowKey="indicatorId"
            columns={columns}
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            scroll={{ x: "max-content" }}
            onChange={onChange}
            onRow={(row) => ({ onClick: () => open(row), style: { cursor: "pointer" } })}
            locale={{
              emptyText: (
                <Empty description={t(filtered ? "usage.targets.noMatch" : "usage.targets.empty")} />
              ),
            }}
            pagination={{
              current: query.page,
              pageSize: query.size,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t("usage.targets.total", { total }),
            }}
          />
        </div>
      )}
      <TargetSchoolsDrawer
        indicator={drawer.indicator}
        termId={query.termId}
        open={drawer.open}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </div>
  );
}
