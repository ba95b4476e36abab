import { useQuery } from "@tanstack/react-query";
import { Card, Descriptions, Drawer, Empty, Grid, Skeleton, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { evaluationKeys, fetchLineage, fetchTeacherLineage } from "./evaluationApi.ts";
import { aggregateLabel, formatScore } from "./labels.ts";

type Props = {
  /** The indicator whose lineage shows, or null when closed. */
  indicator: { id: number; name: string } | null;
  /** The student (or, with `of` teacher, the teacher) asked for; undefined: the caller themself. */
  studentId: number | undefined;
  termId: number;
  onClose: () => void;
  /** Whose score: a student's (default) or a teacher's growth record. */
  of?: "student" | "teacher";
};

/** Why an indicator has its score: each rule's version, aggregate and cap, and the submissions it counted. */
export function LineageDrawer({ indicator, studentId, termId, onClose, of = "student" }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const lineage = useQuery({
    queryKey: [...evaluationKeys.lineage(studentId, termId, indicator?.id ?? 0), of],
    queryFn: () =>
      (of === "teacher" ? fetchTeacherLineage : fetchLineage)(studentId, termId, indicator?.id ?? 0),
    enabled: indicator !== null,
  });
  const data = lineage.data;

  const body = () => {
    if (lineage.error) {
      return (
        <LoadFailed
          title={t("evaluation.lineage.loadFailed")}
          error={lineage.error}
          onRetry={() => void lineage.refetch()}
        />
      );
    }
    if (!data) return <Skeleton active />;
    return (
      <div className="eos-eval-stack">
        <Typography.Text strong data-testid="lineage-score">
          {t("evaluation.lineage.score", { score: formatScore(data.score), max: formatScore(data.maxScore) })}
          {data.raw !== data.score ? ` (${t("evaluation.lineage.raw", { raw: formatScore(data.raw) })})` : ""}
        </Typography.Text>
        {data.modelVersion !== null ? (
          <Typography.Text type="secondary">
            {t("evaluation.lineage.modelVersion", { version: data.modelVersion })}
          </Typography.Text>
        ) : null}
        {data.rules.length === 0 && data.children.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("evaluation.lineage.noRules")} />
        ) : null}
        {data.rules.map((rule) => (
          <Card
            key={rule.ruleId}
            size="small"
            className="eos-eval-lineage-rule"
            data-testid={`lineage-rule-${rule.ruleId}`}
            title={t("evaluation.lineage.rule", { name: rule.ruleName, version: rule.ruleVersion })}
            extra={
              rule.cappedAt !== null ? (
                <Tag color="orange">
                  {t("evaluation.lineage.capped", { cap: formatScore(rule.cappedAt) })}
                </Tag>
              ) : null
            }
          >
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: "aggregate",
                  label: t("evaluation.lineage.aggregate", { aggregate: aggregateLabel(t, rule.aggregate) }),
                  children: t("evaluation.lineage.rawToScore", {
                    raw: formatScore(rule.raw),
                    score: formatScore(rule.score),
                  }),
                },
              ]}
            />
            <Table
              rowKey="formValueId"
              size="small"
              pagination={false}
              scroll={{ x: "max-content" }}
              dataSource={rule.entries}
              columns={[
                { key: "task", dataIndex: "taskName", title: t("evaluation.lineage.task") },
                {
                  key: "at",
                  title: t("evaluation.lineage.filledAt"),
                  render: (_, e) => formatTime(e.filledAt),
                },
                {
                  key: "points",
                  title: t("evaluation.lineage.points"),
                  render: (_, e) => (
                    <>
                      {formatScore(e.points)}{" "}
                      {e.counted ? null : <Tag>{t("evaluation.lineage.notCounted")}</Tag>}
                    </>
                  ),
                },
              ]}
            />
          </Card>
        ))}
        {data.children.length > 0 ? (
          <Descriptions
            size="small"
            bordered
            column={1}
            title={t("evaluation.lineage.children")}
            items={data.children.map((c) => ({
              key: c.indicatorId,
              label: c.name,
              children: formatScore(c.score),
            }))}
            data-testid="lineage-children"
          />
        ) : null}
      </div>
    );
  };

  return (
    <Drawer
      open={indicator !== null}
      title={indicator ? t("evaluation.lineage.title", { name: indicator.name }) : ""}
      onClose={onClose}
      size={isPhone ? "100%" : 560}
      destroyOnHidden
      closable={{ "aria-label": t("evaluation.common.close") }}
    >
      <div data-testid="lineage-drawer">{body()}</div>
    </Drawer>
  );
}
