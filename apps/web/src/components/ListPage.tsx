import { Card, Empty, Table, type TableProps, Typography } from "antd";
import type { ReactNode } from "react";
import { LoadFailed } from "./LoadFailed.tsx";

/** The parts of a list's query answer the table shows. */
type ListState = { error: Error | null; isFetching: boolean; refetch: () => unknown };

export type ListTableProps<T> = Omit<TableProps<T>, "dataSource" | "loading" | "locale" | "pagination"> & {
  list: ListState;
  rows: T[];
  /** What could not be loaded, for the failed view shown when nothing is on screen yet. */
  failedTitle: string;
  retryTestId?: string;
  /** The test id of the box around the table; without it there is no box. */
  testId?: string;
  /** The empty state's words: usually "no match" while filtered, "nothing yet" otherwise; antd's own without. */
  empty?: ReactNode;
  /** The failed view also replaces rows already on screen; by default they stay and only an empty list fails. */
  failOverRows?: boolean;
  /** The list's page; without it the list is one page (a school's few models), with no pager. */
  paging?: { page: number; size: number; total: number };
  totalText?: (total: number) => string;
  onPage?: (page: number, size: number) => void;
  /** Lets the reader choose the page size (10 to 100); on by default. */
  sizeChanger?: boolean;
  /** Shown as loading; the list's own fetching by default. */
  loading?: boolean;
};

const pageSizeOptions = [10, 20, 50, 100];

/**
 * A server-paged list's table: the failed view when the list could not be loaded and there are no rows to keep
 * showing (or always, with failOverRows), otherwise the table with its empty state, size changer and total.
 */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { list, rows, failedTitle, retryTestId, testId, empty, failOverRows, paging, ...rest } = props;
  const { totalText, onPage, loading, sizeChanger = true, ...table } = rest;
  if (list.error && (failOverRows || rows.length === 0)) {
    return (
      <LoadFailed
        title={failedTitle}
        error={list.error}
        onRetry={() => void list.refetch()}
        retryTestId={retryTestId}
      />
    );
  }
  const body = (
    <Table<T>
      scroll={{ x: "max-content" }}
      {...table}
      dataSource={rows}
      loading={loading ?? list.isFetching}
      locale={
        empty === undefined
          ? undefined
          : { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }
      }
      pagination={
        paging
          ? {
              current: paging.page,
              pageSize: paging.size,
              total: paging.total,
              ...(sizeChanger ? { showSizeChanger: true, pageSizeOptions } : {}),
              showTotal: totalText,
              onChange: onPage,
            }
          : false
      }
    />
  );
  return testId ? <div data-testid={testId}>{body}</div> : body;
}

type ListCardProps<T> = {
  cardClassName?: string;
  /** The card's heading, for a list inside a page (the area's schools on its home). */
  title?: ReactNode;
  titleTestId?: string;
  /** A line at the top of the card that says what the list is. */
  hint?: ReactNode;
  hintTestId?: string;
  /** The list's own actions on its rows, above the table (a count of the rows picked and a batch delete). */
  actions?: ReactNode;
  /** The search box and filters, in the list's search bar. */
  filters?: ReactNode;
  filtersClassName?: string;
  table: ListTableProps<T>;
};

/** A list's card: its heading, its hint, its search bar, its actions and its table. */
export function ListCard<T extends object>(props: ListCardProps<T>) {
  const { cardClassName, title, titleTestId, hint, hintTestId, actions, filters, filtersClassName, table } =
    props;
  return (
    <Card className={cardClassName ?? "eos-page__card"}>
      {title ? (
        <Typography.Title level={2} className="eos-card-title" data-testid={titleTestId}>
          {title}
        </Typography.Title>
      ) : null}
      {hint ? (
        <Typography.Paragraph type="secondary" data-testid={hintTestId}>
          {hint}
        </Typography.Paragraph>
      ) : null}
      {filters ? <search className={filtersClassName}>{filters}</search> : null}
      {actions}
      <ListTable<T> {...table} />
    </Card>
  );
}

type ListPageProps<T> = ListCardProps<T> & {
  /** The page's test id, on its outermost box. */
  testId: string;
  className?: string;
  /** The page's header: ConsolePageHeader or an area's wrapper of it, with its actions. */
  header: ReactNode;
  /**
   * What sits between the header and the list's card, outside it: a page-wide hint, or filters that apply to more
   * than the list (the audit log's dates, a form's class and period). The list's own search goes in `filters`.
   */
  toolbar?: ReactNode;
  /** What the page adds after the list: its drawers, modals and extra cards. */
  children?: ReactNode;
};

/**
 * A console list page: header, the toolbar if any, then one card holding the hint, the search bar and the list's
 * table.
 */
export function ListPage<T extends object>({
  testId,
  className,
  header,
  toolbar,
  children,
  ...card
}: ListPageProps<T>) {
  return (
    <div className={className ? `eos-page ${className}` : "eos-page"} data-testid={testId}>
      {header}
      {toolbar}
      <ListCard<T> {...card} />
      {children}
    </div>
  );
}
