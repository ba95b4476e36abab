import type { ConsentKind, ConsentPageQuery, ConsentRow, ConsentState } from "@eos/contracts";
import { consentKinds } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import {
  Button,
  Drawer,
  Empty,
  Segmented,
  Select,
  Space,
  Spin,
  type TableProps,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { fetchConsentHistory, fetchConsentPage } from "./consentApi.ts";

export const stateColors: Record<ConsentState, string> = {
  given: "success",
  withdrawn: "warning",
  none: "default",
};

/** A student's ledger, newest first, in a drawer. */
function HistoryDrawer({ row, onClose }: { row: ConsentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ["consent-history", row?.studentId],
    queryFn: () => fetchConsentHistory(row?.studentId ?? 0),
    enabled: row !== null,
  });
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? t("consent.historyTitle", { name: row.name }) : ""}
      width={420}
      data-testid="consent-history"
    >
      {history.isLoading ? (
        <Spin />
      ) : history.isError ? (
        <LoadFailed title={t("consent.loadFailed")} onRetry={() => void history.refetch()} />
      ) : (history.data ?? []).length === 0 ? (
        <Empty description={t("consent.historyEmpty")} />
      ) : (
        <Timeline
          items={(history.data ?? []).map((e) => ({
            color: e.action === "give" ? "green" : "orange",
            children: (
              <span data-testid={`consent-event-${e.id}`}>
                {formatTime(e.at)} · {e.byName} · {t(`consent.actions.${e.action}`)}{" "}
                {t(`consent.kinds.${e.kind}`)}
              </span>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/** /admin/consent: the school's students with their guardians' consent to one kind of data, and each ledger. */
export function ConsentPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ConsentRow | null>(null);
  const { query, setQuery, list, rows, total, search } = useListQuery<ConsentPageQuery, ConsentRow>(
    { page: 1, size: 20, kind: "health" },
    (q) => ["consent-page", q],
    fetchConsentPage,
  );

  const columns: NonNullable<TableProps<ConsentRow>["columns"]> = [
    {
      key: "name",
      title: t("consent.student"),
      render: (_, row) => <Typography.Text strong>{row.name}</Typography.Text>,
    },
    {
      key: "studentNo",
      title: t("consent.studentNo"),
      width: 120,
      responsive: ["md"],
      dataIndex: "studentNo",
    },
    { key: "className", title: t("consent.className"), width: 140, dataIndex: "className" },
    {
      key: "state",
      title: t("consent.state"),
      width: 100,
      render: (_, row) => (
        <Tag color={stateColors[row.state]} data-testid={`consent-state-${row.studentId}`}>
          {t(`consent.states.${row.state}`)}
        </Tag>
      ),
    },
    {
      key: "at",
      title: t("consent.decidedAt"),
      width: 150,
      responsive: ["md"],
      render: (_, row) => (row.at ? formatTime(row.at) : ""),
    },
    { key: "byName", title: t("consent.decidedBy"), width: 110, responsive: ["lg"], dataIndex: "byName" },
    {
      key: "history",
      title: t("consent.history"),
      width: 90,
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row)} data-testid={`consent-history-${row.studentId}`}>
          {t("consent.history")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<ConsentRow>
        testId="consent-page"
        header={
          <ConsolePageHeader title={t("consent.title")} area="console.menu.people" testId="consent-title" />
        }
        toolbar={
          <>
            <Typography.Paragraph type="secondary">{t("consent.hint")}</Typography.Paragraph>
            <Space wrap style={{ marginBottom: 16 }}>
              <Segmented<ConsentKind>
                aria-label={t("consent.kind")}
                value={query.kind}
                options={consentKinds.map((k) => ({ value: k, label: t(`consent.kinds.${k}`) }))}
                onChange={(kind) => setQuery((q) => ({ ...q, kind, page: 1 }))}
                data-testid="consent-kind"
              />
              <Select<ConsentState | "">
                aria-label={t("consent.state")}
                style={{ width: 130 }}
                value={query.state ?? ""}
                options={[
                  { value: "", label: t("consent.allStates") },
                  ...(["given", "withdrawn", "none"] as const).map((s) => ({
                    value: s,
                    label: t(`consent.states.${s}`),
                  })),
                ]}
                onChange={(state) => setQuery((q) => ({ ...q, state: state || undefined, page: 1 }))}
                data-testid="consent-state-filter"
              />
              <KeywordSearch label={t("consent.search")} onKeyword={search} testId="consent-search" />
            </Space>
          </>
        }
        table={{
          list,
          rows,
          rowKey: "studentId",
          size: "middle",
          columns,
          failedTitle: t("consent.loadFailed"),
          retryTestId: "consent-retry",
          failOverRows: true,
          testId: "consent-table",
          empty: query.keyword || query.state ? t("consent.noMatch") : t("consent.empty"),
          paging: { page: query.page, size: query.size, total },
          totalText: (count) => t("consent.total", { total: count }),
          onChange: (pagination) =>
            setQuery((q) => ({ ...q, page: pagination.current ?? 1, size: pagination.pageSize ?? q.size })),
        }}
      />
      <HistoryDrawer row={open} onClose={() => setOpen(null)} />
    </>
  );
}
