import type { IndicatorScore, StudentScores } from "@eos/contracts";
import { Card, Empty, Table, type TableProps, Typography } from "antd";
import { type HTMLAttributes, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { BandTag } from "./BandTag.tsx";
import { LineageDrawer } from "./LineageDrawer.tsx";
import { formatScore } from "./labels.ts";

type Props = {
  scores: StudentScores;
  /** The student asked for; undefined when the server answers for the signed-in student or parent's child. */
  studentId?: number;
};

type Row = IndicatorScore & { children?: Row[] };

const toRows = (list: ReadonlyArray<IndicatorScore>, pid: number | null = null): Row[] =>
  list
    .filter((i) => i.pid === pid)
    .map((i) => {
      const children = toRows(list, i.indicatorId);
      return children.length > 0 ? { ...i, children } : i;
    });

/** A student's scores in a term: the total and band, the indicator tree, and each score's lineage on a click. */
export function StudentScoresView({ scores, studentId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const band = (b: string | null) => (b ? <BandTag band={b} /> : t("evaluation.scores.noBand"));

  const columns: NonNullable<TableProps<Row>["columns"]> = [
    { key: "name", dataIndex: "name", title: t("evaluation.scores.indicator") },
    {
      key: "score",
      title: t("evaluation.scores.score"),
      render: (_, row) =>
        row.scored ? (
          `${formatScore(row.score)} / ${formatScore(row.maxScore)}`
        ) : (
          <span className="eos-eval-nodata">{t("evaluation.scores.noData")}</span>
        ),
    },
    { key: "band", title: t("evaluation.scores.band"), render: (_, row) => band(row.band) },
  ];

  return (
    <Card className="eos-page__card" data-testid="student-scores">
      <div className="eos-eval-total">
        <Typography.Text strong>
          {scores.studentName} · {scores.className} · {scores.termName} · {scores.modelName}
        </Typography.Text>
      </div>
      <div className="eos-eval-total">
        <span>{t("evaluation.scores.total")}</span>
        {/* Nothing scored in the term yet (a future one): say so instead of a total of 0. */}
        {scores.computedAt === null ? (
          <span className="eos-eval-total__score eos-eval-nodata" data-testid="scores-total">
            {t("evaluation.scores.noData")}
          </span>
        ) : (
          <span className="eos-eval-total__score" data-testid="scores-total">
            {formatScore(scores.total)}
          </span>
        )}
        <span data-testid="scores-band">{band(scores.band)}</span>
        <Typography.Text type="secondary">
          {scores.computedAt
            ? t("evaluation.scores.computedAt", { time: formatTime(scores.computedAt) })
            : t("evaluation.scores.notComputed")}
        </Typography.Text>
      </div>
      {scores.ranks ? (
        <div className="eos-eval-total" data-testid="scores-ranks">
          {t("evaluation.scores.ranks", scores.ranks)}
        </div>
      ) : null}
      {scores.indicators.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("evaluation.scores.empty")} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t("evaluation.scores.detailHint")}</Typography.Paragraph>
          <Table<Row>
            rowKey="indicatorId"
            size="small"
            columns={columns}
            dataSource={toRows(scores.indicators)}
            pagination={false}
            expandable={{ defaultExpandAllRows: true }}
            rowClassName="eos-eval-indicator"
            onRow={(row) => {
              const show = () => setOpen({ id: row.indicatorId, name: row.name });
              return {
                "data-testid": `score-row-${row.indicatorId}`,
                tabIndex: 0,
                onClick: show,
                onKeyDown: (e) => {
                  if (e.key === "Enter") show();
                },
              } as HTMLAttributes<HTMLElement>;
            }}
          />
        </>
      )}
      <LineageDrawer
        indicator={open}
        studentId={studentId}
        termId={scores.termId}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
