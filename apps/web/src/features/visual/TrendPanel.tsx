import { useQuery } from "@tanstack/react-query";
import { DatePicker, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EChart } from "../../components/EChart.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Panel } from "./BoardFrame.tsx";
import { rateLines } from "./charts.ts";
import { fetchTrend, visualKeys } from "./visualApi.ts";

const DAY = "YYYY-MM-DD";

/** Range trends: daily present, late and absent rates of the school or a grade (the board's second tab). */
export function TrendPanel() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, "day"), dayjs()]);
  const [gradeId, setGradeId] = useState<number>();
  const from = range[0].format(DAY);
  const to = range[1].format(DAY);
  const trend = useQuery({
    queryKey: visualKeys.trend(from, to, gradeId),
    queryFn: () => fetchTrend({ from, to, gradeId }),
    placeholderData: (previous) => previous,
  });
  const series = useMemo(
    () => [
      {
        label: t("visual.board.presentRate"),
        of: (d: { presentRate: number | null }) => d.presentRate,
        color: "#4ade80",
      },
      {
        label: t("visual.board.lateRate"),
        of: (d: { lateRate: number | null }) => d.lateRate,
        color: "#fbbf24",
      },
      {
        label: t("visual.board.absentRate"),
        of: (d: { absentRate: number | null }) => d.absentRate,
        color: "#f87171",
      },
    ],
    [t],
  );
  const option = useMemo(
    () => (trend.data ? rateLines(trend.data.days, series) : null),
    [trend.data, series],
  );
  return (
    <div data-testid="board-trend">
      <div className="eos-board__controls">
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), "day")}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange([v[0], v[1]]);
          }}
          aria-label={t("visual.board.range")}
          data-testid="trend-range"
        />
        <Select
          allowClear
          placeholder={t("visual.board.allGrades")}
          value={gradeId}
          onChange={(v) => setGradeId(v)}
          options={(trend.data?.grades ?? []).map((g) => ({ value: g.id, label: g.name }))}
          aria-label={t("visual.board.grade")}
          data-testid="trend-grade"
        />
      </div>
      {trend.error ? (
        <LoadFailed
          title={t("visual.board.loadFailed")}
          error={trend.error}
          onRetry={() => void trend.refetch()}
        />
      ) : (
        <Panel title={t("visual.board.trend")}>
          {option ? (
            <EChart
              option={option}
              height={360}
              aria-label={t("visual.board.trend")}
              data-testid="trend-chart"
            />
          ) : (
            <div className="eos-board__empty">{t("visual.board.noData")}</div>
          )}
        </Panel>
      )}
    </div>
  );
}
