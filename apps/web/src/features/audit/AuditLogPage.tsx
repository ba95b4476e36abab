import { DatePicker, Space, type TableProps, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { type AuditItem, type AuditQuery, fetchAuditPage } from "./auditApi.ts";

const actorTypes = ["teacher", "student", "parent"] as const;

/** /admin/audit: who revealed whose personal data, when and from where; newest first, paged, searchable. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { query, setQuery, list, rows, total, search } = useListQuery<AuditQuery, AuditItem>(
    { page: 1, size: 20, sortOrder: "descend" },
    (q) => ["audit", q],
    fetchAuditPage,
  );

  const columns: NonNullable<TableProps<AuditItem>["columns"]> = [
    {
      key: "at",
      dataIndex: "at",
      title: t("audit.at"),
      sorter: true,
      sortOrder: query.sortOrder ?? "descend",
      sortDirections: ["descend", "ascend", "descend"],
      render: (at: string) => dayjs(at).format("YYYY-MM-DD HH:mm:ss"),
      width: 180,
    },
    {
      key: "actor",
      title: t("audit.actor"),
      render: (_, row) => (
        <span>
          {row.actorName}{" "}
          <Typography.Text type="secondary">
            ({t(`audit.types.${actorTypes[row.actorType] ?? "teacher"}`)})
          </Typography.Text>
        </span>
      ),
    },
    {
      key: "action",
      title: t("audit.action"),
      render: (_, row) => (
        <Tag color="orange">
          {row.action === "idCard.unmask" ? t("audit.actions.idCardUnmask") : row.action}
        </Tag>
      ),
    },
    {
      key: "target",
      title: t("audit.target"),
      render: (_, row) => (
        <span>
          {row.targetName}{" "}
          <Typography.Text type="secondary">
            (
            {row.targetType === "student" || row.targetType === "teacher" || row.targetType === "parent"
              ? t(`audit.types.${row.targetType}`)
              : row.targetType}
            )
          </Typography.Text>
        </span>
      ),
    },
    { key: "ip", dataIndex: "ip", title: t("audit.ip"), width: 140 },
    {
      key: "userAgent",
      dataIndex: "userAgent",
      title: t("audit.userAgent"),
      ellipsis: true,
      responsive: ["lg"],
    },
  ];

  return (
    <ListPage<AuditItem>
      testId="audit-page"
      header={<ConsolePageHeader title={t("audit.title")} area="console.menu.system" testId="audit-title" />}
      toolbar={
        <>
          <Typography.Paragraph type="secondary">{t("audit.hint")}</Typography.Paragraph>
          <Space wrap className="eos-people-filters" style={{ marginBottom: 16 }}>
            <KeywordSearch label={t("audit.search")} onKeyword={search} testId="audit-search" />
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              aria-label={t("audit.dates")}
              onChange={(dates) =>
                setQuery((q) => ({
                  ...q,
                  from: dates?.[0]?.startOf("day").toISOString(),
                  to: dates?.[1]?.add(1, "day").startOf("day").toISOString(),
                  page: 1,
                }))
              }
              data-testid="audit-dates"
            />
          </Space>
        </>
      }
      table={{
        list,
        rows,
        rowKey: "id",
        size: "middle",
        columns,
        scroll: { x: 720 },
        failedTitle: t("audit.loadFailed"),
        retryTestId: "audit-retry",
        failOverRows: true,
        testId: "audit-table",
        empty: query.keyword || query.from || query.to ? t("audit.noMatch") : t("audit.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (count) => t("audit.total", { total: count }),
        onChange: (pagination, _filters, sorter) => {
          const order = Array.isArray(sorter) ? undefined : sorter.order;
          setQuery((q) => ({
            ...q,
            page: pagination.current ?? 1,
            size: pagination.pageSize ?? q.size,
            sortOrder: order ?? "descend",
          }));
        },
      }}
    />
  );
}
