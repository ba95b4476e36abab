import { DownloadOutlined } from "@ant-design/icons";
import type { TeaGrowthTeacher } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App, Button, Card, Empty, Select, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListCard } from "../../../components/ListPage.tsx";
import { TermSelect } from "../../../components/TermSelect.tsx";
import { BandTag } from "../BandTag.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { formatScore } from "../labels.ts";
import { DeptSummaryCard } from "./DeptSummaryCard.tsx";
import {
  exportGrowth,
  fetchGrowthModels,
  fetchGrowthPage,
  fetchGrowthSummary,
  type GrowthListQuery,
  teaGrowthKeys,
} from "./teacherGrowthApi.ts";

/**
 * /admin/tea-growth (staff): every teacher's growth on a teacher model in a term, searched, filtered by
 * department, sorted and paged on the server, exported as .xlsx; and each department's figures.
 */
export function TeacherGrowthPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const models = useQuery({ queryKey: teaGrowthKeys.models, queryFn: fetchGrowthModels });
  const [query, setQuery] = useState<GrowthListQuery>({ page: 1, size: 20, sort: "total", order: "desc" });
  const [exporting, setExporting] = useState(false);
  const modelId = query.modelId ?? models.data?.[0]?.id;
  const effective = { ...query, modelId };
  const ready = modelId !== undefined;
  const list = useQuery({
    queryKey: teaGrowthKeys.page(effective),
    queryFn: () => fetchGrowthPage(effective),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: teaGrowthKeys.summary(modelId, query.termId),
    queryFn: () => fetchGrowthSummary(modelId, query.termId),
    enabled: ready,
  });
  const header = list.data?.header;
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const set = (patch: Partial<GrowthListQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));

  const download = async () => {
    setExporting(true);
    try {
      await exportGrowth(effective, t("teaGrowth.list.fileName"));
    } catch (error) {
      void message.error((error as Error).message || t("teaGrowth.list.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  const order = (field: "total" | "name") =>
    query.sort === field ? (query.order === "asc" ? "ascend" : "descend") : null;
  const columns: NonNullable<TableProps<TeaGrowthTeacher>["columns"]> = [
    { key: "rank", dataIndex: "rank", title: t("teaGrowth.list.rank"), width: 72 },
    {
      key: "name",
      title: t("teaGrowth.list.name"),
      sorter: true,
      sortOrder: order("name"),
      render: (_, row) => <Link to={`/admin/tea-growth/teacher/${row.teacherId}`}>{row.teacherName}</Link>,
    },
    { key: "subject", dataIndex: "subject", title: t("teaGrowth.list.subject") },
    {
      key: "departments",
      title: t("teaGrowth.list.departments"),
      render: (_, row) => row.departments.join("、"),
    },
    ...(header?.indicators ?? []).map((i) => ({
      key: `i${i.indicatorId}`,
      title: `${i.name} (${formatScore(i.maxScore)})`,
      render: (_: unknown, row: TeaGrowthTeacher) =>
        formatScore(row.indicators.find((x) => x.indicatorId === i.indicatorId)?.score ?? 0),
    })),
    {
      key: "total",
      title: t("teaGrowth.list.totalScore"),
      sorter: true,
      sortOrder: order("total"),
      render: (_, row) => formatScore(row.total),
    },
    {
      key: "band",
      title: t("teaGrowth.list.band"),
      render: (_, row) => (row.band ? <BandTag band={row.band} /> : t("teaGrowth.noBand")),
    },
    {
      key: "actions",
      title: t("teaGrowth.list.actions"),
      render: (_, row) => (
        <Link to={`/admin/tea-growth/teacher/${row.teacherId}`} data-testid={`growth-view-${row.teacherId}`}>
          {t("teaGrowth.list.view")}
        </Link>
      ),
    },
  ];

  const noModel = models.data !== undefined && models.data.length === 0;
  return (
    <div className="eos-page eos-eval-stack" data-testid="teacher-growth-page">
      <EvaluationHeader
        title={t("teaGrowth.list.title")}
        testId="teacher-growth-title"
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!ready || total === 0}
            onClick={() => void download()}
            data-testid="growth-export"
          >
            {t("teaGrowth.list.export")}
          </Button>
        }
      />
      {noModel ? (
        <Card className="eos-page__card">
          <Empty
            description={<Link to="/admin/tea-growth/models/new">{t("teaGrowth.createModel")}</Link>}
            data-testid="growth-no-model"
          />
        </Card>
      ) : (
        <>
          <ListCard<TeaGrowthTeacher>
            filtersClassName="eos-eval-filters"
            filters={
              <>
                <Select<number>
                  className="eos-eval-filters__field"
                  value={modelId}
                  onChange={(id) => set({ modelId: id })}
                  loading={models.isLoading}
                  aria-label={t("teaGrowth.list.model")}
                  options={(models.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                  data-testid="growth-model"
                />
                <TermSelect
                  value={query.termId}
                  onChange={(termId) => set({ termId })}
                  testId="growth-term"
                />
                <Select<number>
                  className="eos-eval-filters__field"
                  allowClear
                  value={query.deptId}
                  onChange={(deptId) => set({ deptId })}
                  placeholder={t("teaGrowth.list.allDepts")}
                  aria-label={t("teaGrowth.list.dept")}
                  options={(summary.data?.departments ?? [])
                    .filter((d) => d.deptId !== null)
                    .map((d) => ({ value: d.deptId as number, label: d.deptName }))}
                  data-testid="growth-dept"
                />
                <KeywordSearch
                  className="eos-eval-filters__search"
                  label={t("teaGrowth.list.search")}
                  onKeyword={(keyword) => set({ keyword })}
                  testId="growth-search"
                />
              </>
            }
            table={{
              list,
              rows,
              rowKey: "teacherId",
              columns,
              loading: list.isFetching || models.isLoading,
              failedTitle: t("teaGrowth.list.loadFailed"),
              testId: "growth-table",
              empty: t("teaGrowth.list.empty"),
              paging: { page: query.page, size: query.size, total },
              totalText: (n) => t("teaGrowth.list.total", { total: n }),
              onPage: (page, size) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size })),
              onChange: (_, __, sorter, extra) => {
                if (extra.action !== "sort") return;
                const s = Array.isArray(sorter) ? sorter[0] : sorter;
                const field = s?.columnKey === "name" ? "name" : "total";
                // The list is always sorted: a third click turns the direction round instead of clearing it.
                const next = s?.order
                  ? s.order === "ascend"
                    ? "asc"
                    : "desc"
                  : query.order === "desc"
                    ? "asc"
                    : "desc";
                set({ sort: field, order: next });
              },
            }}
          />
          <DeptSummaryCard summary={summary.data} />
        </>
      )}
    </div>
  );
}
