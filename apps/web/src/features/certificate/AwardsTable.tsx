import type { AcquireRecord, Page } from "@eos/contracts";
import { Button, Empty, Space, Table, type TableProps, Tag, Typography } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import type { AwardQuery } from "../evaluation/index.ts";
import { honourText } from "../evaluation/index.ts";

type Props = {
  data: Page<AcquireRecord> | undefined;
  loading: boolean;
  query: AwardQuery;
  onQuery: (patch: Partial<AwardQuery>) => void;
  /** Prints one award as a PDF. */
  onPrint: (record: AcquireRecord) => void;
  /** Managers select rows and revoke them; others only read. */
  selection?: { keys: number[]; onChange: (keys: number[]) => void; onRevoke: (ids: number[]) => void };
};

const sortable: Record<string, AwardQuery["sort"]> = {
  certificate: "certificate",
  studentNo: "studentNo",
  className: "className",
  score: "score",
  awardedAt: "awardedAt",
};

/** Award records, sorted on the server by the clicked column, paged on the server. */
export function AwardsTable({ data, loading, query, onQuery, onPrint, selection }: Props) {
  const { t } = useTranslation();
  const order = (key: string) =>
    query.sort === sortable[key]
      ? query.order === "asc"
        ? ("ascend" as const)
        : ("descend" as const)
      : null;
  const columns: NonNullable<TableProps<AcquireRecord>["columns"]> = [
    {
      key: "certificate",
      title: t("certificate.manualCertificate"),
      sorter: true,
      sortOrder: order("certificate"),
      render: (_, r) => (
        <>
          {r.certificateName} <Tag>{honourText(t, r.honour)}</Tag>
        </>
      ),
    },
    { key: "student", dataIndex: "studentName", title: t("certificate.student") },
    {
      key: "studentNo",
      dataIndex: "studentNo",
      title: t("certificate.studentNo"),
      sorter: true,
      sortOrder: order("studentNo"),
    },
    {
      key: "className",
      dataIndex: "className",
      title: t("certificate.className"),
      sorter: true,
      sortOrder: order("className"),
    },
    { key: "term", dataIndex: "termName", title: t("certificate.term") },
    {
      key: "source",
      title: t("certificate.source"),
      render: (_, r) => t(`certificate.sources.${String(r.source) as "1" | "2"}`),
    },
    {
      key: "score",
      title: t("certificate.score"),
      sorter: true,
      sortOrder: order("score"),
      align: "right",
      render: (_, r) => (r.score === null ? "—" : `${r.score}${r.band ? ` (${r.band})` : ""}`),
    },
    {
      key: "reason",
      title: t("certificate.reason"),
      render: (_, r) => (
        <>
          {r.reason}
          {r.revokedAt ? (
            <Typography.Text type="danger" className="eos-cert-revoked">
              {" "}
              {t("certificate.revokedBecause", { reason: r.revokeReason ?? "" })}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    { key: "awardedBy", dataIndex: "awardedBy", title: t("certificate.awardedBy") },
    {
      key: "awardedAt",
      title: t("certificate.awardedAt"),
      sorter: true,
      sortOrder: order("awardedAt"),
      render: (_, r) => formatTime(r.awardedAt),
    },
  ];
  columns.push({
    key: "actions",
    title: t("certificate.actions"),
    render: (_, r) =>
      r.revokedAt ? null : (
        <Space size={0}>
          <Button type="link" onClick={() => onPrint(r)} data-testid={`award-print-${r.id}`}>
            {t("certificate.print")}
          </Button>
          {selection ? (
            <Button
              type="link"
              danger
              onClick={() => selection.onRevoke([r.id])}
              data-testid={`award-revoke-${r.id}`}
            >
              {t("certificate.revoke")}
            </Button>
          ) : null}
        </Space>
      ),
  });
  const onChange: TableProps<AcquireRecord>["onChange"] = (pagination, _filters, sorter) => {
    const s = sorter as SorterResult<AcquireRecord>;
    const sort = s.order ? sortable[String(s.columnKey)] : undefined;
    const size = pagination.pageSize ?? query.size;
    onQuery({
      page: size === query.size ? (pagination.current ?? 1) : 1,
      size,
      sort: sort ?? "awardedAt",
      order: s.order === "ascend" ? "asc" : "desc",
    });
  };
  return (
    <Table<AcquireRecord>
      rowKey="id"
      columns={columns}
      dataSource={data?.list ?? []}
      loading={loading}
      scroll={{ x: "max-content" }}
      onChange={onChange}
      data-testid="awards-table"
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.keys,
              onChange: (keys) => selection.onChange(keys as number[]),
              getCheckboxProps: (r) => ({ disabled: r.revokedAt !== null }),
            }
          : undefined
      }
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("certificate.awardsEmpty")} />,
      }}
      pagination={{
        current: query.page,
        pageSize: query.size,
        total: data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (n) => t("certificate.awardsTotal", { total: n }),
      }}
    />
  );
}
