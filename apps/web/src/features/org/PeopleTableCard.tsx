import { DeleteOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Result, Table, type TableProps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { PeopleQuery } from "../../components/memberApi.ts";
import { pageSizes, type TablePaging, type TableSorter } from "./tableQuery.ts";

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

/** The paged, sortable table of a people list, with row selection and a batch delete for writers. */
export function PeopleTableCard<T extends { id: number }>(props: Props<T>) {
  const { t } = useTranslation();
  const { testIdPrefix: prefix, query } = props;

  if (props.error && props.rows.length === 0) {
    return (
      <Card className="eos-page__card">
        <Result
          status="warning"
          title={t("people.common.loadFailed")}
          subTitle={props.error.message}
          extra={
            <Button onClick={props.onRetry} data-testid={`${prefix}-retry`}>
              {t("people.common.retry")}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card className="eos-page__card eos-people-table-card">
      {props.canWrite ? (
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
      ) : null}
      <div data-testid={`${prefix}-table`}>
        <Table<T>
          rowKey="id"
          columns={props.columns}
          dataSource={props.rows}
          loading={props.loading}
          scroll={{ x: "max-content" }}
          // People lists are flat: a parent's `children` are linked students, not nested table rows.
          expandable={{ childrenColumnName: "nestedRows" }}
          onChange={(paging, _filters, sorter) => props.onTableChange(paging, sorter as TableSorter)}
          rowSelection={
            props.canWrite
              ? {
                  selectedRowKeys: props.selected.map((r) => r.id),
                  preserveSelectedRowKeys: true,
                  onChange: (_keys, rows) => props.onSelectedChange(rows.filter(Boolean)),
                }
              : undefined
          }
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: props.total,
            showSizeChanger: true,
            pageSizeOptions: pageSizes,
            showTotal: (total) => t("people.common.total", { total }),
          }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />,
          }}
        />
      </div>
    </Card>
  );
}
