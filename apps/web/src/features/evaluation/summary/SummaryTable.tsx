import type { SummaryStudent } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { fetchSummaryList, type SummaryFilter, summaryKeys } from "./summaryApi.ts";

/** Every student's total, band and rank in the scope: searched, paged, highest first. */
export function SummaryTable({ filter }: { filter: SummaryFilter }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [keyword, setKeyword] = useState("");
  const query = { ...filter, page, size, keyword: keyword || undefined };
  const list = useQuery({ queryKey: summaryKeys.list(query), queryFn: () => fetchSummaryList(query) });
  return (
    <Card className="eos-page__card" title={t("summary.listTitle")}>
      <KeywordSearch
        label={t("summary.search")}
        onKeyword={(value) => {
          setKeyword(value ?? "");
          setPage(1);
        }}
        testId="summary-search"
      />
      {list.error ? (
        <LoadFailed title={t("summary.loadFailed")} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<SummaryStudent>
          rowKey="studentId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 560 }}
          data-testid="summary-table"
          pagination={{
            current: page,
            pageSize: size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t("summary.total", { total }),
            onChange: (next, nextSize) => {
              setPage(nextSize === size ? next : 1);
              setSize(nextSize);
            },
          }}
          columns={[
            { key: "rank", title: t("summary.rank"), dataIndex: "rank", width: 72 },
            { key: "name", title: t("summary.student"), dataIndex: "studentName" },
            { key: "no", title: t("summary.studentNo"), dataIndex: "studentNo" },
            { key: "class", title: t("summary.class"), dataIndex: "className" },
            { key: "total", title: t("summary.totalScore"), dataIndex: "total", align: "right" },
            {
              key: "band",
              title: t("summary.band"),
              dataIndex: "band",
              render: (band: string | null) => (band ? <Tag color="blue">{band}</Tag> : "—"),
            },
          ]}
        />
      )}
    </Card>
  );
}
