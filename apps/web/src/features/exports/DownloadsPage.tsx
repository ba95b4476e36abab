import { DownloadOutlined, ReloadOutlined } from "@ant-design/icons";
import { Button, Space, type TableProps, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { type DownloadsQuery, type ExportItem, fetchDownloads } from "./exportsApi.ts";

const stateColors: Record<string, string> = {
  queued: "default",
  running: "processing",
  done: "success",
  failed: "error",
  cancelled: "default",
  expired: "warning",
};

/** 1.2 MB, 34 KB, 512 B. */
export const formatSize = (bytes: number | null): string => {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

/** /admin/downloads: the signed-in person's background exports, newest first, with their download links. */
export function DownloadsPage() {
  const { t } = useTranslation();
  const { query, setQuery, list, rows, total, search } = useListQuery<DownloadsQuery, ExportItem>(
    { page: 1, size: 20 },
    (q) => ["downloads", q],
    fetchDownloads,
  );

  const columns: NonNullable<TableProps<ExportItem>["columns"]> = [
    {
      key: "name",
      title: t("exports.name"),
      render: (_, row) => <Typography.Text strong>{row.name}</Typography.Text>,
    },
    {
      key: "state",
      title: t("exports.state"),
      width: 110,
      render: (_, row) => {
        const state = row.expired ? "expired" : row.state;
        return (
          <Tag color={stateColors[state]} data-testid={`download-state-${row.id}`}>
            {t(`exports.states.${state}`)}
          </Tag>
        );
      },
    },
    { key: "size", title: t("exports.size"), width: 90, render: (_, row) => formatSize(row.size) },
    {
      key: "createdAt",
      title: t("exports.createdAt"),
      width: 150,
      responsive: ["md"],
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

  return (
    <ListPage<ExportItem>
      testId="downloads-page"
      header={
        <ConsolePageHeader title={t("exports.title")} area="console.menu.system" testId="downloads-title" />
      }
      toolbar={
        <>
          <Typography.Paragraph type="secondary">{t("exports.hint")}</Typography.Paragraph>
          <Space wrap style={{ marginBottom: 16 }}>
            <KeywordSearch label={t("exports.search")} onKeyword={search} testId="downloads-search" />
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void list.refetch()}
              data-testid="downloads-refresh"
            >
              {t("exports.refresh")}
            </Button>
          </Space>
        </>
      }
      table={{
        list,
        rows,
        rowKey: "id",
        size: "middle",
        columns,
        scroll: { x: 560 },
        failedTitle: t("exports.loadFailed"),
        retryTestId: "downloads-retry",
        failOverRows: true,
        testId: "downloads-table",
        empty: query.keyword ? t("exports.noMatch") : t("exports.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (count) => t("exports.total", { total: count }),
        onChange: (pagination) =>
          setQuery((q) => ({ ...q, page: pagination.current ?? 1, size: pagination.pageSize ?? q.size })),
      }}
    />
  );
}
