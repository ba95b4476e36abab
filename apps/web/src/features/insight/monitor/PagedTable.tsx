import type { Page } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Table, type TableProps } from "antd";
import { useState } from "react";
import { LoadFailed } from "../../../components/LoadFailed.tsx";

export type Paging = { page: number; size: number };

export type PagedTableProps<T> = {
  /** What the rows depend on besides paging; a new key starts again at page 1. */
  queryKey: readonly unknown[];
  fetchPage: (paging: Paging) => Promise<Page<T>>;
  enabled?: boolean;
  /** Columns, or columns worked out from the rows on the page (e.g. a school column for area staff). */
  columns: TableProps<T>["columns"] | ((rows: T[]) => TableProps<T>["columns"]);
  rowKey: TableProps<T>["rowKey"];
  texts: { empty: string; loadFailed: string; total: (total: number) => string };
  retryTestId?: string;
  small?: boolean;
  /** Offer 10 to 100 rows a page. */
  sizeChanger?: boolean;
};

/**
 * A table paged on the server: it keeps its page (back to 1 when the query changes), shows the previous
 * rows while the next page loads, and a failure with a retry. The monitoring and usage views share it.
 */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const filterKey = JSON.stringify(props.queryKey);
  const [paging, setPaging] = useState({ key: filterKey, page: 1, size: 20 });
  const current: Paging = { page: paging.key === filterKey ? paging.page : 1, size: paging.size };
  const rows = useQuery({
    queryKey: [...props.queryKey, current],
    queryFn: () => props.fetchPage(current),
    enabled: props.enabled ?? true,
    placeholderData: keepPreviousData,
  });
  if (rows.isError && !rows.data)
    return (
      <LoadFailed
        title={props.texts.loadFailed}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        retryTestId={props.retryTestId}
      />
    );
  const list = rows.data?.list ?? [];
  return (
    <Table<T>
      rowKey={props.rowKey}
      size={props.small ? "small" : undefined}
      columns={typeof props.columns === "function" ? props.columns(list) : props.columns}
      dataSource={list}
      loading={rows.isFetching}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: <Empty description={props.texts.empty} /> }}
      pagination={{
        current: current.page,
        pageSize: current.size,
        total: rows.data?.total ?? 0,
        showSizeChanger: props.sizeChanger,
        pageSizeOptions: props.sizeChanger ? [10, 20, 50, 100] : undefined,
        showTotal: props.texts.total,
        onChange: (page, size) => setPaging({ key: filterKey, page: size !== current.size ? 1 : page, size }),
      }}
    />
  );
}
