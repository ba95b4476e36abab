import type { TaskCompletion } from "@eos/contracts";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { dateTime16 } from "./deadline.ts";
import "./progress.css";

/**
 * The periods of a recurring task so far (newest first, the current one marked): picking one shows that
 * day's or week's figures. Undefined stands for the current period.
 */
export function PeriodSelect({
  periods,
  value,
  onChange,
}: {
  periods: TaskCompletion["periods"];
  value: string | undefined;
  onChange: (period: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const options = periods
    .filter((p): p is { start: string; end: string | null } => p.start !== null)
    .map((p, i) => {
      const label = t("progress.stats.periodOption", { start: dateTime16(p.start), end: dateTime16(p.end) });
      return { value: p.start, label: i === 0 ? t("progress.stats.periodCurrent", { label }) : label };
    });
  return (
    <Select<string>
      className="eos-stats-summary__period"
      aria-label={t("progress.stats.periodPick")}
      value={value ?? options[0]?.value}
      onChange={(next) => onChange(next === options[0]?.value ? undefined : next)}
      options={options}
      popupMatchSelectWidth={false}
      data-testid="task-stats-period-select"
    />
  );
}
