import type { TargetSchoolUsage } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Drawer, Empty, Grid, Segmented, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import {
  downloadTargetSchools,
  fetchTargetSchools,
  type TargetSchoolsQuery,
  targetUsageKeys,
} from "./targetUsageApi.ts";
import { UsageExportButton } from "./UsageExportButton.tsx";
import type { UsageFilter } from "./usageApi.ts";

export type PickedIndicator = { indicatorId: number; name: string };
type Props = { indicator: PickedIndicator | null; termId?: number; open: boolean; onClose: () => void };
type Sort = Pick<TargetSchoolsQuery, "sortField" | "sortOrder">;

function useColumns(sort: Sort): NonNullable<TableProps<TargetSchoolUsage>["columns"]> {
  const { t } = useTranslation();
  const order = (key: Sort["sortField"]) => (sort.sortField === key ? sort.sortOrder : null);
  const yes = (v: boolean) =>
    v ? <Tag color="green">{t("usage.schools.yes")}</Tag> : <Tag>{t("usage.schools.no")}</Tag>;
  return [
    {
      key: "schoolName",
      dataIndex: "schoolName",
      title: t("usage.schools.school"),
      sorter: true,
      sortOrder: order("schoolName"),
    },
    {
      key: "term",
      title: t("usage.targets.schools.term"),
      render: (_, row) => row.termName ?? t("usage.targets.schools.noTerm"),
    },
    { key: "copied", title: t("usage.targets.schools.copied"), render: (_, row) => yes(row.copied) },
    {
      key: "rules",
      dataIndex: "rules",
      title: t("usage.targets.schools.rules"),
      align: "right",
      sorter: true,
      sortOrder: order("rules"),
    },
    { key: "rulesOff", dataIndex: "rulesOff", title: t("usage.targets.schools.rulesOff"), align: "right" },
    {
      key: "scoredStudents",
      dataIndex: "scoredStudents",
      title: t("usage.targets.schools.scoredStudents"),
      align: "right",
      sorter: true,
      sortOrder: order("scoredStudents"),
    },
    {
      key: "used",
      title: t("usage.targets.schools.used"),
      render: (_, row) =>
        row.used ? (
          <Tag color="green">{t("usage.targets.usedHere")}</Tag>
        ) : (
          <Tag>{t("usage.targets.notUsedHere")}</Tag>
        ),
    },
  ];
}

/** One indicator's schools, filtered by use, sorted and paged on the server; exportable. */
function SchoolsOfIndicator({ indicator, termId }: { indicator: PickedIndicator; termId?: number }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState<UsageFilter>("all");
  const [sort, setSort] = useState<Sort>({ sortField: "schoolName", sortOrder: "ascend" });
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const query: TargetSchoolsQuery = { indicatorId: indicator.indicatorId, termId, used, ...sort, ...paging };
  const schools = useQuery({
    queryKey: targetUsageKeys.schools(query),
    queryFn: () => fetchTargetSchools(query),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns(sort);
  const onChange: TableProps<TargetSchoolUsage>["onChange"] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? (one.columnKey as Sort["sortField"]) : "schoolName";
    setSort({ sortField: field, sortOrder: one?.order ?? "ascend" });
    const size = pagination.pageSize ?? paging.size;
    setPaging({ page: size !== paging.size ? 1 : (pagination.current ?? 1), size });
  };
  return (
    <>
      <div className="eos-people-filters eos-usage-toolbar">
        <Segmented<UsageFilter>
          value={used}
          aria-label={t("usage.schools.filter")}
          onChange={(value) => {
            setUsed(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { value: "all", label: t("usage.schools.filterAll") },
            { value: "used", label: t("usage.schools.filterUsed") },
            { value: "unused", label: t("usage.schools.filterUnused") },
          ]}
          data-testid="target-schools-filter"
        />
        <UsageExportButton
          run={() =>
            downloadTargetSchools(
              { indicatorId: indicator.indicatorId, termId, used },
              `${indicator.name}-${t("usage.targets.schools.exportFile")}.xlsx`,
            )
          }
          testId="target-schools-export"
        />
      </div>
      {schools.isError && !schools.data ? (
        <LoadFailed
          title={t("usage.targets.schools.loadFailed")}
          error={schools.error}
          onRetry={() => void schools.refetch()}
          retryTestId="target-schools-retry"
        />
      ) : (
        <div data-testid="target-schools-table">
          <Table<TargetSchoolUsage>
            rowKey="schoolId"
            size="small"
            columns={columns}
            dataSource={schools.data?.list ?? []}
            loading={schools.isFetching}
            scroll={{ x: "max-content" }}
            onChange={onChange}
            locale={{ emptyText: <Empty description={t("usage.targets.schools.empty")} /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.size,
              total: schools.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t("usage.schools.total", { total }),
            }}
          />
        </div>
      )}
    </>
  );
}

/** The drawer of one indicator's schools (full width on phones); it remounts per indicator. */
export function TargetSchoolsDrawer({ indicator, termId, open, onClose }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={open}
      title={t("usage.targets.schools.title", { indicator: indicator?.name ?? "" })}
      onClose={onClose}
      size={isPhone ? "100%" : 820}
      destroyOnHidden
      closable={{ "aria-label": t("usage.targets.schools.close") }}
    >
      <div data-testid="target-schools-drawer">
        {indicator ? (
          <SchoolsOfIndicator key={indicator.indicatorId} indicator={indicator} termId={termId} />
        ) : null}
      </div>
    </Drawer>
  );
}
