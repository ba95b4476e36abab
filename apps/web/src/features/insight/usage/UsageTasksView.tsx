import type { TaskUsage } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { dateTime16 } from "../../collection/index.ts";
import { UsageExportButton } from "./UsageExportButton.tsx";
import { downloadTaskUsage, fetchTaskUsage, usageKeys } from "./usageApi.ts";

function useColumns(): NonNullable<TableProps<TaskUsage>["columns"]> {
  const { t } = useTranslation();
  return [
    { key: "school", dataIndex: "schoolName", title: t("usage.schools.school") },
    { key: "task", dataIndex: "taskName", title: t("usage.tasks.task") },
    {
      key: "state",
      title: t("usage.tasks.state"),
      render: (_, row) =>
        row.state === 1 ? (
          <Tag color="green">{t("usage.tasks.published")}</Tag>
        ) : (
          <Tag>{t("usage.tasks.closed")}</Tag>
        ),
    },
    {
      key: "published",
      title: t("usage.tasks.publishedAt"),
      render: (_, row) => dateTime16(row.publishedAt) || t("usage.schools.never"),
    },
    { key: "values", dataIndex: "values", title: t("usage.schools.values"), align: "right" },
    {
      key: "lastFill",
      title: t("usage.schools.lastFill"),
      render: (_, row) => dateTime16(row.lastFillAt) || t("usage.schools.never"),
    },
  ];
}

/** The tasks the area's schools published from one scene's copies, with their fills; paged, exportable. */
export function UsageTasksView({ sceneId, name }: { sceneId: number; name: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const query = { sceneId, page: paging.page, size: paging.size };
  const tasks = useQuery({
    queryKey: usageKeys.tasks(query),
    queryFn: () => fetchTaskUsage(query),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  return (
    <>
      <div className="eos-people-filters eos-usage-toolbar">
        <UsageExportButton
          run={() => downloadTaskUsage(sceneId, `${name}-${t("usage.tasks.exportFile")}.xlsx`)}
          testId="usage-tasks-export"
        />
      </div>
      {tasks.isError && !tasks.data ? (
        <LoadFailed
          title={t("usage.tasks.loadFailed")}
          error={tasks.error}
          onRetry={() => void tasks.refetch()}
        />
      ) : (
        <div data-testid="usage-tasks-table">
          <Table<TaskUsage>
            rowKey={(row) => `${row.schoolId}-${row.taskId}`}
            size="small"
            columns={columns}
            dataSource={tasks.data?.list ?? []}
            loading={tasks.isFetching}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: <Empty description={t("usage.tasks.empty")} /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.size,
              total: tasks.data?.total ?? 0,
              showTotal: (total) => t("usage.tasks.total", { total }),
              onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
            }}
          />
        </div>
      )}
    </>
  );
}
