import type { Certificate } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Select, Space, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileImage } from "../../components/FileImage.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListTable } from "../../components/ListPage.tsx";
import { TermSelect } from "../../components/TermSelect.tsx";
import {
  type CertificateQuery,
  certificateKeys,
  fetchCertificates,
  honourText,
  ruleText,
  setCertificateStates,
  stateColors,
  stateText,
  useCertificateWrite,
} from "../evaluation/index.ts";
import { BatchDeleteModal } from "./BatchDeleteModal.tsx";
import { CertificateRowActions } from "./CertificateRowActions.tsx";

type Props = { canManage: boolean; onEdit: (row: Certificate) => void };

/** The certificates of a term: searched, filtered by state, paged on the server; managers act on rows. */
export function CertificateTable({ canManage, onEdit }: Props) {
  const { t } = useTranslation();
  const run = useCertificateWrite();
  const [query, setQuery] = useState<CertificateQuery>({ page: 1, size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number[]>([]);
  const list = useQuery({
    queryKey: certificateKeys.list(query),
    queryFn: () => fetchCertificates(query),
    placeholderData: keepPreviousData,
    enabled: query.termId !== undefined,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const batch = async (state: 1 | 2) => {
    const out = await run(
      () => setCertificateStates(selected, state),
      (r) => t("certificate.stateChanged", { count: r.count }),
    );
    if (out) setSelected([]);
  };
  const columns: NonNullable<TableProps<Certificate>["columns"]> = [
    {
      key: "name",
      title: t("certificate.name"),
      render: (_, row) => (
        <Space>
          {row.imageUrl ? <FileImage file={row.imageUrl} width={32} height={32} alt="" /> : null}
          <span>{row.name}</span>
          <Tag>{honourText(t, row.honour)}</Tag>
        </Space>
      ),
    },
    { key: "rule", title: t("certificate.rule"), render: (_, row) => ruleText(t, row) },
    {
      key: "state",
      title: t("certificate.state"),
      render: (_, row) => <Tag color={stateColors[row.state]}>{stateText(t, row.state)}</Tag>,
    },
    { key: "awarded", dataIndex: "awarded", title: t("certificate.awarded"), align: "right" },
    { key: "stamp", title: t("certificate.stamp"), render: (_, row) => row.stampName ?? "—" },
    { key: "updatedAt", title: t("certificate.updatedAt"), render: (_, row) => formatTime(row.updatedAt) },
  ];
  if (canManage)
    columns.push({
      key: "actions",
      title: t("certificate.actions"),
      // Kept in view at the right edge: at 1440 px the rule column pushed the disable and delete links out of the card.
      fixed: "right",
      width: 176,
      render: (_, row) => (
        <CertificateRowActions
          row={row}
          onEdit={onEdit}
          onDeleted={() => setSelected((s) => s.filter((id) => id !== row.id))}
        />
      ),
    });
  return (
    <>
      <search className="eos-eval-filters">
        <TermSelect
          value={query.termId}
          onChange={(termId) => setQuery((q) => ({ ...q, termId, page: 1 }))}
          testId="certificate-filter-term"
        />
        <Select<number>
          className="eos-eval-filters__field"
          allowClear
          placeholder={t("certificate.allStates")}
          aria-label={t("certificate.state")}
          value={query.state}
          onChange={(state) => setQuery((q) => ({ ...q, state, page: 1 }))}
          options={[0, 1, 2].map((s) => ({ value: s, label: stateText(t, s) }))}
          data-testid="certificate-filter-state"
        />
        <KeywordSearch
          className="eos-eval-filters__search"
          label={t("certificate.search")}
          onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
          testId="certificate-search"
        />
      </search>
      {canManage && selected.length > 0 ? (
        <Space wrap className="eos-certificate-batch" data-testid="certificate-batch">
          <span>{t("certificate.selected", { count: selected.length })}</span>
          <Button onClick={() => void batch(1)} data-testid="certificate-batch-enable">
            {t("certificate.batchEnable")}
          </Button>
          <Button onClick={() => void batch(2)} data-testid="certificate-batch-disable">
            {t("certificate.batchDisable")}
          </Button>
          <Button danger onClick={() => setDeleting(selected)} data-testid="certificate-batch-delete-open">
            {t("certificate.batchDelete")}
          </Button>
        </Space>
      ) : null}
      <ListTable<Certificate>
        list={list}
        rows={rows}
        rowKey="id"
        columns={columns}
        failedTitle={t("certificate.loadFailed")}
        data-testid="certificate-table"
        rowSelection={
          canManage
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        empty={query.keyword || query.state !== undefined ? t("certificate.noMatch") : t("certificate.empty")}
        paging={{ page: query.page, size: query.size, total }}
        totalText={(n) => t("certificate.total", { total: n })}
        onPage={(page, size) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size }))}
      />
      <BatchDeleteModal
        ids={deleting}
        rows={rows}
        onClose={(deleted) => {
          setDeleting([]);
          if (deleted) setSelected([]);
        }}
      />
    </>
  );
}
