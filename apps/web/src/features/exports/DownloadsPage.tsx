import { DownloadOutlined, ReloadOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Grid, Pagination, Space, Spin, type TableProps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { DownloadCards, ExportState, formatSize } from "./DownloadCards.tsx";
import { type DownloadsQuery, type ExportItem, fetchDownloads } from "./exportsApi.ts";

/**
 * /admin/downloads: the signed-in person's background exports, newest first, with their download links. A
 * table on a wide screen; below antd's md breakpoint (a phone's browser) the phone's cards, which never scroll
 * sideways.
 */
export function DownloadsPage() {
  const { t } = useTranslation();
  const narrow = Grid.useBreakpoint().md === false;
  const { query, setQuery, list, rows, total, search, turn } = useListQuery<DownloadsQuery, ExportItem>(
    { page: 1, size: 20 },
    (q) => ["downloads", q],
    fetchDownloads,
  );
  const empty = query.keyword ? t("exports.noMatch") : t("exports.empty");

  const columns: NonNullable<TableProps<ExportItem>["columns"]> = [
    {
      key: "name",
      title: t("exports.name"),
      render: (_, row) => <Typography.Text strong>{row.name}</Typography.Text>,
    },
    { key: "state", title: t("exports.state"), width: 110, render: (_, row) => <ExportState item={row} /> },
    { key: "size", title: t("exports.size"), width: 90, render: (_, row) => formatSize(row.size) },
    {
      key: "createdAt",
      title: t("exports.createdAt"),
      width: 150,
      render: (_, row) => formatTime(row.createdAt),
    },
    {
      key: "expiresAt",
      title: t("exports.expiresAt"),
      width: 150,
      render: (_, row) => (row.expiresAt ? formatTime(row.expiresAt) : ""),
    },
    {
      key: "download",
      title: t("exports.download"),
      width: 100,
      render: (_, row) =>
        row.url ? (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            href={row.url}
            download={row.name}
            data-testid={`download-${row.id}`}
          >
            {t("exports.download")}
          </Button>
        ) : null,
    },
  ];

  const header = (
    <ConsolePageHeader title={t("exports.title")} area="console.menu.system" testId="downloads-title" />
  );
  const toolbar = (
    <>
      <Typography.Paragraph type="secondary">{t("exports.hint")}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch label={t("exports.search")} onKeyword={search} testId="downloads-search" />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} data-testid="downloads-refresh">
          {t("exports.refresh")}
        </Button>
      </Space>
    </>
  );

  if (narrow)
    return (
      <div className="eos-page" data-testid="downloads-page">
        {header}
        {toolbar}
        <Card className="eos-page__card">
          {list.error ? (
            <LoadFailed
              title={t("exports.loadFailed")}
              error={list.error}
              onRetry={() => void list.refetch()}
              retryTestId="downloads-retry"
            />
          ) : list.isPending ? (
            <Spin data-testid="downloads-loading" />
          ) : rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
          ) : (
            <Space orientation="vertical" size={16} style={{ width: "100%" }}>
              <DownloadCards items={rows} testId="downloads-cards" />
              <Pagination
                simple
                align="center"
                current={query.page}
                pageSize={query.size}
                total={total}
                onChange={turn}
              />
            </Space>
          )}
        </Card>
      </div>
    );

  return (
    <ListPage<ExportItem>
      testId="downloads-page"
      header={header}
      toolbar={toolbar}
      table={{
        list,
        rows,
        rowKey: "id",
        size: "middle",
        columns,
        failedTitle: t("exports.loadFailed"),
        retryTestId: "downloads-retry",
        failOverRows: true,
        testId: "downloads-table",
        empty,
        paging: { page: query.page, size: query.size, total },
        totalText: (count) => t("exports.total", { total: count }),
        onChange: (pagination) =>
          setQuery((q) => ({ ...q, page: pagination.current ?? 1, size: pagination.pageSize ?? q.size })),
      }}
    />
  );
}
