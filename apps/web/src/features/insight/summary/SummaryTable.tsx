import { defaultScoreColumns, type ScoreColumnKey, type SummaryStudent } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Space, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../api/usePermissions.ts";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListTable } from "../../../components/ListPage.tsx";
import { BandTag } from "../../evaluation/index.ts";
import { ScoreColumnsDialog, scoreColumnLabel } from "./ScoreColumnsDialog.tsx";
import { fetchScoreColumns, scoreColumnsKey } from "./scoreColumnsApi.ts";
import { exportSummaryList, fetchSummaryList, type SummaryFilter, summaryKeys } from "./summaryApi.ts";

type Column = TableColumnsType<SummaryStudent>[number];

/**
 * Every student's total, band and rank in the scope: searched, paged, highest first, exported whole. The
 * score columns (rank, total, level) and the indicator columns after them show as the school's score column
 * setting says; evaluation managers change it here.
 */
export function SummaryTable({ filter, modelId }: { filter: SummaryFilter; modelId?: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [keyword, setKeyword] = useState("");
  const query = { ...filter, page, size, keyword: keyword || undefined };
  const list = useQuery({ queryKey: summaryKeys.list(query), queryFn: () => fetchSummaryList(query) });
  const setting = useQuery({ queryKey: scoreColumnsKey, queryFn: fetchScoreColumns, retry: false });
  const { can, isAdmin } = usePermissions();
  const [editing, setEditing] = useState(false);
  const chosen = setting.data?.columns ?? defaultScoreColumns;
  const download = async () => {
    setExporting(true);
    try {
      await exportSummaryList({ ...filter, keyword: keyword || undefined }, `${t("summary.listTitle")}.xlsx`);
    } catch (error) {
      void message.error((error as Error).message || t("summary.exportFailed"));
    } finally {
      setExporting(false);
    }
  };
  const indicatorColumns = (list.data?.indicators ?? []).map(
    (indicator, index): Column => ({
      key: `indicator-${indicator.indicatorId}`,
      title: indicator.name,
      align: "right",
      render: (_: unknown, row: SummaryStudent) => row.indicatorScores[index] ?? "—",
    }),
  );
  const scoreColumns: Record<ScoreColumnKey, Column> = {
    rank: { key: "rank", title: t(scoreColumnLabel.rank), dataIndex: "rank", width: 72 },
    total: { key: "total", title: t(scoreColumnLabel.total), dataIndex: "total", align: "right" },
    level: {
      key: "band",
      title: t(scoreColumnLabel.level),
      dataIndex: "band",
      render: (band: string | null) => (band ? <BandTag band={band} /> : "—"),
    },
  };
  const shown = chosen.filter((c) => c.shown).map((c) => scoreColumns[c.key]);
  // The rank leads when it is first; the other score columns follow the student.
  const leading =
    chosen[0]?.key === "rank" && chosen[0].shown ? [shown.shift() as (typeof shown)[number]] : [];
  return (
    <Card
      className="eos-page__card"
      title={t("summary.listTitle")}
      extra={
        <Space size={8} wrap>
          <Button
            size="small"
            loading={exporting}
            onClick={() => void download()}
            data-testid="summary-export"
          >
            {t("summary.export")}
          </Button>
          {isAdmin || can("evaluation.manage") ? (
            <Button size="small" onClick={() => setEditing(true)} data-testid="score-columns-edit">
              {t("summary.columns")}
            </Button>
          ) : null}
        </Space>
      }
    >
      <KeywordSearch
        label={t("summary.search")}
        onKeyword={(value) => {
          setKeyword(value ?? "");
          setPage(1);
        }}
        testId="summary-search"
      />
      <ListTable<SummaryStudent>
        list={list}
        rows={list.data?.list ?? []}
        failOverRows
        failedTitle={t("summary.loadFailed")}
        rowKey="studentId"
        size="middle"
        scroll={{ x: 560 + indicatorColumns.length * 110 }}
        data-testid="summary-table"
        paging={{ page, size, total: list.data?.total ?? 0 }}
        totalText={(total) => t("summary.total", { total })}
        onPage={(next, nextSize) => {
          setPage(nextSize === size ? next : 1);
          setSize(nextSize);
        }}
        columns={[
          ...leading,
          { key: "name", title: t("summary.student"), dataIndex: "studentName" },
          { key: "no", title: t("summary.studentNo"), dataIndex: "studentNo" },
          { key: "class", title: t("summary.class"), dataIndex: "className" },
          ...shown,
          ...indicatorColumns,
        ]}
      />
      {editing ? (
        <ScoreColumnsDialog
          open
          setting={{ columns: chosen, indicatorIds: setting.data?.indicatorIds ?? [] }}
          modelId={modelId}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}
