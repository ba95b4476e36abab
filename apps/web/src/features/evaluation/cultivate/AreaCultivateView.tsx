import { SyncOutlined } from "@ant-design/icons";
import type { AreaCultivateChart } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Skeleton, Table, Tag, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartTableCard } from "../../../components/ChartTableCard.tsx";
import { formatTime } from "../../../components/format.ts";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { useEvalWrite } from "../useEvalWrite.ts";
import { cultivateKeys, fetchAreaCultivateChart, processAreaCultivate } from "./cultivateApi.ts";

type School = AreaCultivateChart["schools"][number];

/** The area's view of its model: each school's processing state, and each top-level goal's average by school. */
export function AreaCultivateView({ id }: { id: number }) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  // While schools process, the view reads their progress again every few seconds.
  const chart = useQuery({
    queryKey: cultivateKeys.area(id),
    queryFn: () => fetchAreaCultivateChart(id),
    refetchInterval: (q) => (q.state.data?.schools.some((s) => s.processing) ? 3000 : false),
  });
  const processAll = () =>
    run(
      () => processAreaCultivate(id),
      (r) =>
        t("cultivate.area.processQueued", {
          queued: r.queued.length,
          running: r.running.length,
          skipped: r.skipped.length,
        }),
    );
  const data = chart.data;
  const goals = useMemo(() => (data?.goals ?? []).filter((g) => g.level === 1), [data]);
  const copied = useMemo(() => (data?.schools ?? []).filter((s) => s.copied), [data]);
  const averageOf = (s: School, goalId: number) => s.averages.find((a) => a.goalId === goalId)?.average ?? 0;
  const option = useMemo(
    () =>
      copied.length > 0 && goals.length > 0
        ? {
            tooltip: { trigger: "axis" },
            legend: { top: 0 },
            grid: { left: 40, right: 16, top: 40, bottom: 56 },
            xAxis: {
              type: "category",
              data: copied.map((s) => s.schoolName),
              axisLabel: { interval: 0, rotate: 20 },
            },
            yAxis: { type: "value", max: 100 },
            series: goals.map((g) => ({
              type: "bar",
              name: g.name,
              data: copied.map((s) => s.averages.find((a) => a.goalId === g.goalId)?.average ?? 0),
              barMaxWidth: 32,
            })),
          }
        : null,
    [copied, goals],
  );
  if (chart.error) {
    return (
      <Card className="eos-page__card">
        <LoadFailed
          title={t("cultivate.loadFailed")}
          error={chart.error}
          onRetry={() => void chart.refetch()}
        />
      </Card>
    );
  }
  if (!data) {
    return (
      <Card className="eos-page__card">
        <Skeleton active />
      </Card>
    );
  }
  const yesNo = (v: boolean) => (v ? t("cultivate.area.yes") : t("cultivate.area.no"));
  return (
    <>
      <Typography.Paragraph type="secondary">{t("cultivate.area.hint")}</Typography.Paragraph>
      <ChartTableCard<School>
        title={t("cultivate.area.averagesTitle")}
        testId="cultivate-area-averages"
        option={option}
        rows={copied}
        rowKey="schoolId"
        fileName={`${data.modelName}-${t("cultivate.area.averagesTitle")}.csv`}
        columns={[
          { key: "school", title: t("cultivate.area.school"), dataIndex: "schoolName" },
          ...goals.map((g) => ({
            key: `goal-${g.goalId}`,
            title: g.name,
            align: "right" as const,
            render: (_: unknown, s: School) => averageOf(s, g.goalId),
          })),
        ]}
        csv={[
          { title: t("cultivate.area.school"), value: (s) => s.schoolName },
          ...goals.map((g) => ({ title: g.name, value: (s: School) => averageOf(s, g.goalId) })),
        ]}
      />
      <Card
        className="eos-page__card"
        title={t("cultivate.area.schoolsTitle")}
        extra={
          <Button
            size="small"
            icon={<SyncOutlined />}
            onClick={() => void processAll()}
            data-testid="cultivate-area-process"
          >
            {t("cultivate.area.process")}
          </Button>
        }
      >
        <Table<School>
          rowKey="schoolId"
          size="small"
          dataSource={data.schools}
          scroll={{ x: "max-content" }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          data-testid="cultivate-area-schools"
          columns={[
            { key: "school", title: t("cultivate.area.school"), dataIndex: "schoolName" },
            {
              key: "copied",
              title: t("cultivate.area.copied"),
              render: (_, s) =>
                s.copied ? (
                  <Tag color="blue">{t("cultivate.area.copied")}</Tag>
                ) : (
                  <Tag>{t("cultivate.area.notCopied")}</Tag>
                ),
            },
            { key: "term", title: t("cultivate.area.term"), render: (_, s) => s.termName ?? "—" },
            {
              key: "processed",
              title: t("cultivate.area.processed"),
              render: (_, s) =>
                s.processing ? (
                  <Tag color="processing">{t("cultivate.area.processing")}</Tag>
                ) : s.refreshedAt ? (
                  formatTime(s.refreshedAt)
                ) : (
                  t("cultivate.area.never")
                ),
            },
            {
              key: "current",
              title: t("cultivate.area.onCurrentGoals"),
              render: (_, s) => (s.refreshedAt ? yesNo(s.onCurrentGoals) : "—"),
            },
            { key: "students", title: t("cultivate.area.students"), dataIndex: "students", align: "right" },
          ]}
        />
      </Card>
    </>
  );
}
