import type { TaskProgressItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, Empty, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { dateTime16 } from "./deadline.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { fetchTaskProgress, type ProgressQuery, progressKey } from "./progressApi.ts";
import { fillerTypeLabel, recurrenceLabel, stateColor, stateLabel } from "./taskLabels.ts";
import "../../../components/consolePage.css";
import "./progress.css";

const statsPath = (row: TaskProgressItem) => `/admin/tasks/${row.taskId}/stats`;

function useColumns(): NonNullable<TableProps<TaskProgressItem>["columns"]> {
  const { t } = useTranslation();
  return [
    {
      key: "task",
      title: t("progress.list.task"),
      render: (_, row) => (
        <Link to={statsPath(row)} onClick={(e) => e.stopPropagation()}>
          {row.taskName}
        </Link>
      ),
    },
    {
      key: "progress",
      title: t("progress.list.progress"),
      render: (_, row) => <ProgressBar filled={row.filled} expected={row.expected} />,
    },
    { key: "scene", dataIndex: "sceneName", title: t("progress.list.scene") },
    {
      key: "fillers",
      title: t("progress.list.fillers"),
      render: (_, row) => fillerTypeLabel(t, row.fillerType),
    },
    {
      key: "recurrence",
      title: t("progress.list.recurrence"),
      render: (_, row) => recurrenceLabel(t, row.recurrence),
    },
    {
      key: "deadline",
      title: t("progress.list.deadline"),
      render: (_, row) => dateTime16(row.endAt) || t("progress.todo.noDeadline"),
    },
    {
      key: "state",
      title: t("progress.list.state"),
      render: (_, row) => <Tag color={stateColor(row.state)}>{stateLabel(t, row.state)}</Tag>,
    },
  ];
}

/** /admin/progress: published tasks the caller may follow, with how far each has been filled. */
export function TaskProgressListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<ProgressQuery>({ page: 1, size: 20 });
  const list = useQuery({
    queryKey: progressKey(query),
    queryFn: () => fetchTaskProgress(query),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  const rows = list.data?.list ?? [];
  return (
    <div className="eos-page" data-testid="progress-page">
      <ConsolePageHeader area="console.menu.forms" title={t("progress.list.title")} testId="progress-title" />
      <search className="eos-people-filters">
        <KeywordSearch
          className="eos-people-filters__search"
          label={t("progress.list.search")}
          onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
          testId="progress-search"
        />
      </search>
      {list.error && rows.length === 0 ? (
        <Card className="eos-page__card">
          <LoadFailed
            title={t("progress.list.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
            retryTestId="progress-retry"
          />
        </Card>
      ) : (
        <Card className="eos-page__card eos-people-table-card">
          <div data-testid="progress-table">
            <Table<TaskProgressItem>
              rowKey="taskId"
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              scroll={{ x: "max-content" }}
              onRow={(row) => ({
                onClick: () => void navigate(statsPath(row)),
                style: { cursor: "pointer" },
              })}
              locale={{
                emptyText: (
                  <Empty
                    description={query.keyword ? t("progress.list.noMatch") : t("progress.list.empty")}
                  />
                ),
              }}
              pagination={{
                current: query.page,
                pageSize: query.size,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                onChange: (page, size) => setQuery((q) => ({ ...q, page: size !== q.size ? 1 : page, size })),
              }}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
