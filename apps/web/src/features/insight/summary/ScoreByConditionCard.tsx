import type { ScoreByConditionRow, SummaryAverage } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App, Button, Card, InputNumber, Select, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListTable } from "../../../components/ListPage.tsx";
import { BandTag } from "../../evaluation/index.ts";
import {
  type ConditionQuery,
  exportScoresByCondition,
  fetchScoresByCondition,
  scoreQueryKeys,
} from "./scoreQueryApi.ts";
import type { SummaryFilter } from "./summaryApi.ts";

type Props = { filter: SummaryFilter; indicators: SummaryAverage["indicators"]; bands: string[] };
type Conditions = Omit<ConditionQuery, "termId" | "classId" | "gradeId" | "indicatorId"> & {
  indicatorId?: number;
};

/**
 * One indicator's scores over the summary's scope, narrowed by a score range, a band and a name: ranked in the
 * scope, sortable by score, student no. or class, paged, and exported (every page) as .xlsx.
 */
export function ScoreByConditionCard({ filter, indicators, bands }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [c, setC] = useState<Conditions>({ sort: "score", order: "desc", page: 1, size: 20 });
  const [exporting, setExporting] = useState(false);
  const indicatorId = c.indicatorId ?? indicators[0]?.indicatorId;
  const query: ConditionQuery | null =
    indicatorId === undefined
      ? null
      : {
          termId: filter.termId,
          classId: filter.classId,
          gradeId: filter.gradeId,
          ...c,
          indicatorId,
        };
  const list = useQuery({
    queryKey: query ? scoreQueryKeys.condition(query) : ["summary", "scoreByCondition", "none"],
    queryFn: () => fetchScoresByCondition(query as ConditionQuery),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<Conditions>) => setC((q) => ({ ...q, page: 1, ...patch }));
  const download = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await exportScoresByCondition(query, t("scoreQuery.fileName"));
    } catch (error) {
      void message.error((error as Error).message || t("scoreQuery.exportFailed"));
    } finally {
      setExporting(false);
    }
  };
  const order = (key: Conditions["sort"]) =>
    c.sort === key ? (c.order === "asc" ? ("ascend" as const) : ("descend" as const)) : null;
  const columns: NonNullable<TableProps<ScoreByConditionRow>["columns"]> = [
    { key: "rank", dataIndex: "rank", title: t("scoreQuery.rank"), width: 72 },
    { key: "name", dataIndex: "studentName", title: t("scoreQuery.student") },
    {
      key: "studentNo",
      dataIndex: "studentNo",
      title: t("scoreQuery.studentNo"),
      sorter: true,
      sortOrder: order("studentNo"),
    },
    {
      key: "className",
      dataIndex: "className",
      title: t("scoreQuery.className"),
      sorter: true,
      sortOrder: order("className"),
    },
    {
      key: "score",
      title: t("scoreQuery.score"),
      align: "right",
      sorter: true,
      sortOrder: order("score"),
      render: (_, row) => (row.scored ? row.score : <span title={t("scoreQuery.unscored")}>0</span>),
    },
    {
      key: "band",
      dataIndex: "band",
      title: t("scoreQuery.band"),
      render: (band: string | null) => (band ? <BandTag band={band} order={bands} /> : "—"),
    },
  ];
  return (
    <Card
      className="eos-page__card"
      title={t("scoreQuery.conditionTitle")}
      data-testid="score-condition"
      extra={
        <Button
          size="small"
          onClick={() => void download()}
          loading={exporting}
          disabled={!query}
          data-testid="score-condition-export"
        >
          {t("scoreQuery.export")}
        </Button>
      }
    >
      <search className="eos-eval-filters">
        <Select
          className="eos-eval-filters__field"
          value={indicatorId}
          options={indicators.map((i) => ({ value: i.indicatorId, label: i.name }))}
          onChange={(id: number) => set({ indicatorId: id })}
          aria-label={t("scoreQuery.indicator")}
          placeholder={t("scoreQuery.indicator")}
          data-testid="score-condition-indicator"
        />
        <InputNumber
          min={0}
          value={c.min}
          onChange={(v) => set({ min: v ?? undefined })}
          placeholder={t("scoreQuery.min")}
          aria-label={t("scoreQuery.min")}
          data-testid="score-condition-min"
        />
        <InputNumber
          min={0}
          value={c.max}
          onChange={(v) => set({ max: v ?? undefined })}
          placeholder={t("scoreQuery.max")}
          aria-label={t("scoreQuery.max")}
          data-testid="score-condition-max"
        />
        <Select
          className="eos-eval-filters__field"
          allowClear
          value={c.band}
          options={bands.map((b) => ({ value: b, label: b }))}
          onChange={(band?: string) => set({ band })}
          aria-label={t("scoreQuery.band")}
          placeholder={t("scoreQuery.anyBand")}
          data-testid="score-condition-band"
        />
        <KeywordSearch
          className="eos-eval-filters__field"
          label={t("scoreQuery.search")}
          onKeyword={(keyword) => set({ keyword })}
          testId="score-condition-search"
        />
      </search>
      <ListTable<ScoreByConditionRow>
        list={list}
        rows={list.data?.list ?? []}
        failOverRows
        failedTitle={t("scoreQuery.loadFailed")}
        rowKey="studentId"
        size="middle"
        data-testid="score-condition-table"
        empty={t("scoreQuery.empty")}
        columns={columns}
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== "sort") return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = (s?.columnKey ?? c.sort) as Conditions["sort"];
          // Always sorted: a third click turns the direction round instead of clearing it.
          const next = s?.order
            ? s.order === "ascend"
              ? "asc"
              : "desc"
            : c.order === "desc"
              ? "asc"
              : "desc";
          set({ sort: key, order: next });
        }}
        paging={{ page: c.page, size: c.size, total: list.data?.total ?? 0 }}
        totalText={(total) => t("scoreQuery.total", { total })}
        onPage={(page, size) => setC((q) => ({ ...q, page: size === q.size ? page : 1, size }))}
      />
    </Card>
  );
}
