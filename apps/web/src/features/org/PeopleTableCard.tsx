import { DeleteOutlined } from "@ant-design/icons";
import { Button, type TableProps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ListCard } from "../../components/ListPage.tsx";
import type { PeopleQuery } from "../../components/memberApi.ts";
import type { TablePaging, TableSorter } from "./tableQuery.ts";

type Props<T> = {
  testIdPrefix: string;
  columns: NonNullable<TableProps<T>["columns"]>;
  rows: T[];
  total: number;
  query: PeopleQuery;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  canWrite: boolean;
  selected: T[];
  onSelectedChange: (rows: T[]) => void;
  onDeleteSelected: () => void;
  onTableChange: (paging: TablePaging, sorter: TableSorter | TableSorter[]) => void;
  emptyText: string;
};

/** The paged, sortable table of a people list (a ListCard), with row selection and a batch delete for writers. */
export function PeopleTableCard<T extends { id: number }>(props: Props<T>) {
  const { t } = useTranslation();
  const { testIdPrefix: prefix, query } = props;

  return (
    <ListCard<T>
      cardClassName="eos-page__card eos-people-table-card"
      actions={
        props.canWrite ? (
          <div className="eos-people-batch">
            <Typography.Text type="secondary" data-testid={`${prefix}-selected-count`}>
              {t("people.common.selectedCount", { count: props.selected.length })}
            </Typography.Text>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={props.selected.length === 0}
              onClick={props.onDeleteSelected}
              data-testid={`${prefix}-batch-delete`}
            >
              {t("people.common.deleteSelected")}
            </Button>
          </div>
        ) : null
      }
      table={{
        list: { error: props.error, isFetching: props.loading, refetch: props.onRetry },
        rows: props.rows,
        rowKey: "id",
        columns: props.columns,
        failedTitle: t("people.common.loadFailed"),
        retryTestId: `${prefix}-retry`,
        testId: `${prefix}-table`,
        empty: props.emptyText,
        // People lists are flat: a parent's `children` are linked students, not nested table rows.
        expandable: { childrenColumnName: "nestedRows" },
        onChange: (paging, _filters, sorter) => props.onTableChange(paging, sorter as TableSorter),
        rowSelection: props.canWrite
          ? {
              selectedRowKeys: props.selected.map((r) => r.id),
              preserveSelectedRowKeys: true,
              onChange: (_keys, rows) => props.onSelectedChange(rows.filter(Boolean)),
            }
          : undefined,
        paging: { page: query.page, size: query.size, total: props.total },
        totalText: (total) => t("people.common.total", { total }),
      }}
    />
  );
}
