import type { TaskCompletion } from "@eos/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Card, Skeleton, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { dateTime16 } from "./deadline.ts";
import { PeriodSelect } from "./PeriodSelect.tsx";
import { ProgressBar } from "./ProgressBar.tsx";

const periodText = (t: TFunction, c: TaskCompletion, past: boolean): string => {
  if (!c.periodStart) return t("progress.stats.noPeriod");
  const start = dateTime16(c.periodStart);
  if (past) return t("progress.stats.periodPast", { start, end: dateTime16(c.periodEnd) });
  return c.periodEnd
    ? t("progress.stats.period", { start, end: dateTime16(c.periodEnd) })
    : t("progress.stats.periodOpen", { start });
};

/** The period shown (a picker for recurring tasks), the overall bar, on time and late; or the load error. */
export function TaskSummaryCard({
  completion,
  period,
  onPeriod,
}: {
  completion: UseQueryResult<TaskCompletion>;
  period: string | undefined;
  onPeriod: (period: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const data = completion.data;
  if (completion.isError)
    return (
      <Card className="eos-page__card">
        <LoadFailed
          title={t("progress.stats.loadFailed")}
          error={completion.error}
          onRetry={() => void completion.refetch()}
        />
      </Card>
    );
  if (!data)
    return (
      <Card className="eos-page__card">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  return (
    <Card className="eos-page__card">
      <div className="eos-stats-summary">
        {data.periods.length > 1 ? (
          <PeriodSelect periods={data.periods} value={period} onChange={onPeriod} />
        ) : null}
        <Typography.Text data-testid="task-stats-period">
          {periodText(t, data, period !== undefined)}
        </Typography.Text>
        <Typography.Text strong>{t("progress.stats.overall")}</Typography.Text>
        <div className="eos-stats-summary__bar">
          <ProgressBar filled={data.filled} expected={data.expected} />
        </div>
        {/* Without a deadline nobody is late: on time and late would only repeat the filled count. */}
        {data.periodEnd ? (
          <Typography.Text data-testid="task-stats-ontime">
            {t("progress.stats.onTimeLate", { onTime: data.onTime, late: data.late })}
          </Typography.Text>
        ) : null}
        {/* Only a period with a deadline can refuse late fills; an open-ended task has nothing to say here. */}
        {data.acceptsLate || !data.periodEnd ? null : (
          <Typography.Text type="secondary" className="eos-stats-summary__hint">
            {t("progress.stats.noLateFills")}
          </Typography.Text>
        )}
        <Link to="/admin/progress">{t("progress.stats.back")}</Link>
      </div>
    </Card>
  );
}
