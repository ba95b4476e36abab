import type { IndicatorScore } from "@eos/contracts";
import { Empty, Table, type TableProps, Typography } from "antd";
import type { HTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { BandTag } from "./BandTag.tsx";
import { formatScore } from "./labels.ts";

/**
 * One person's scores on a model in a term, shared by a student's scores and a teacher's growth record: the
 * total with its band, and the indicator tree whose rows open the lineage. What differs is whose they are,
 * which names the texts' namespace and the test ids (`scores-total`, `score-row-…` for a student;
 * `record-total`, `record-row-…` for a teacher).
 */
export type ScoresOf = "student" | "teacher";

const kinds = {
  student: {
    ns: "evaluation.scores",
    noBand: "evaluation.scores.noBand",
    empty: "evaluation.scores.empty",
    total: "scores",
    row: "score-row",
  },
  teacher: {
    ns: "teaGrowth.record",
    noBand: "teaGrowth.noBand",
    empty: "teaGrowth.record.noIndicators",
    total: "record",
    row: "record-row",
  },
} as const;

const useBand = (of: ScoresOf) => {
  const { t } = useTranslation();
  return (b: string | null) => (b ? <BandTag band={b} /> : t(kinds[of].noBand));
};

type Totals = { total: number; band: string | null; computedAt: string | null };

/** The total and its band, and when it was computed; a term not scored yet says so instead of 0. */
export function ScoreTotal({ of, scores }: { of: ScoresOf; scores: Totals }) {
  const { t } = useTranslation();
  const band = useBand(of);
  const { ns, total } = kinds[of];
  return (
    <div className="eos-eval-total">
      <span>{t(`${ns}.total`)}</span>
      {scores.computedAt === null ? (
        <span className="eos-eval-total__score eos-eval-nodata" data-testid={`${total}-total`}>
          {t("evaluation.scores.noData")}
        </span>
      ) : (
        <span className="eos-eval-total__score" data-testid={`${total}-total`}>
          {formatScore(scores.total)}
        </span>
      )}
      <span data-testid={`${total}-band`}>{band(scores.band)}</span>
      <Typography.Text type="secondary">
        {scores.computedAt
          ? t(`${ns}.computedAt`, { time: formatTime(scores.computedAt) })
          : t(`${ns}.notComputed`)}
      </Typography.Text>
    </div>
  );
}

type Row = IndicatorScore & { children?: Row[] };

const toRows = (list: ReadonlyArray<IndicatorScore>, pid: number | null = null): Row[] =>
  list
    .filter((i) => i.pid === pid)
    .map((i) => {
      const children = toRows(list, i.indicatorId);
      return children.length > 0 ? { ...i, children } : i;
    });

type Props = {
  of: ScoresOf;
  indicators: ReadonlyArray<IndicatorScore>;
  /** A row clicked (or Enter on it): its lineage ("why this score"). */
  onOpen(indicator: { id: number; name: string }): void;
};

/** The indicator tree with each score and band; an indicator nothing scored shows no data, not 0. */
export function IndicatorScores({ of, indicators, onOpen }: Props) {
  const { t } = useTranslation();
  const band = useBand(of);
  const { ns, row: rowId } = kinds[of];
  if (indicators.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(kinds[of].empty)} />;
  const columns: NonNullable<TableProps<Row>["columns"]> = [
    { key: "name", dataIndex: "name", title: t(`${ns}.indicator`) },
    {
      key: "score",
      title: t(`${ns}.score`),
      render: (_, row) =>
        row.scored ? (
          `${formatScore(row.score)} / ${formatScore(row.maxScore)}`
        ) : (
          <span className="eos-eval-nodata">{t("evaluation.scores.noData")}</span>
        ),
    },
    { key: "band", title: t(`${ns}.band`), render: (_, row) => band(row.band) },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t(`${ns}.detailHint`)}</Typography.Paragraph>
      <Table<Row>
        rowKey="indicatorId"
        size="small"
        columns={columns}
        dataSource={toRows(indicators)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        rowClassName="eos-eval-indicator"
        onRow={(row) => {
          const show = () => onOpen({ id: row.indicatorId, name: row.name });
          return {
            "data-testid": `${rowId}-${row.indicatorId}`,
            tabIndex: 0,
            onClick: show,
            onKeyDown: (e) => {
              if (e.key === "Enter") show();
            },
          } as HTMLAttributes<HTMLElement>;
        }}
      />
    </>
  );
}
