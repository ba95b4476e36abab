import type { MonitorRow } from "@eos/contracts";
import { Button, type TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dateTime16, ProgressBar } from "../../collection/index.ts";
import type { MonitorKind } from "./monitorApi.ts";

type Columns = NonNullable<TableProps<MonitorRow>["columns"]>;

/** Whole percent filled of expected; nothing when nobody is expected. */
export const completionRate = (row: MonitorRow): number | null =>
  row.expected > 0 ? Math.round((row.filled / row.expected) * 100) : null;

/**
 * The columns of one kind of finding: completion figures, who filled how much when, or a student's repeated
 * values. With `area`, rows of several schools: a school column, and tasks without a link (they belong to
 * the schools, not to the area's site). Out-of-range rows open their values with `onValues`.
 */
export function useMonitorColumns(
  kind: MonitorKind,
  area = false,
  onValues: (row: MonitorRow) => void = () => undefined,
): Columns {
  const { t } = useTranslation();
  const unknown = t("monitor.table.unknown");
  const school: Columns = area
    ? [{ key: "school", dataIndex: "schoolName", title: t("monitor.table.school") }]
    : [];
  const shared: Columns = [
    ...school,
    {
      key: "task",
      title: t("monitor.table.task"),
      render: (_, row) =>
        area ? (
          row.taskName
        ) : (
          <Link to={`/admin/tasks/${row.taskId}/stats`} data-testid={`monitor-task-${row.taskId}`}>
            {row.taskName}
          </Link>
        ),
    },
    { key: "scene", dataIndex: "sceneName", title: t("monitor.table.scene") },
  ];
  if (kind === "duplicate")
    return [
      ...shared,
      { key: "student", title: t("monitor.table.student"), render: (_, row) => row.studentName ?? unknown },
      { key: "filledBy", title: t("monitor.table.filledBy"), render: (_, row) => row.userName || unknown },
      { key: "count", dataIndex: "filled", title: t("monitor.table.values"), align: "right" },
      {
        key: "identical",
        title: t("monitor.table.identical"),
        render: (_, row) => t(row.identical ? "monitor.table.yes" : "monitor.table.no"),
      },
      { key: "time", title: t("monitor.table.latest"), render: (_, row) => dateTime16(row.at) || unknown },
    ];
  if (kind === "outOfRange")
    return [
      ...shared,
      { key: "offending", dataIndex: "filled", title: t("monitor.table.offending"), align: "right" },
      { key: "all", dataIndex: "expected", title: t("monitor.table.submissions"), align: "right" },
      { key: "time", title: t("monitor.table.latest"), render: (_, row) => dateTime16(row.at) || unknown },
      {
        key: "values",
        title: "",
        render: (_, row) => (
          <Button type="link" onClick={() => onValues(row)} data-testid={`monitor-values-open-${row.taskId}`}>
            {t("monitor.table.showValues")}
          </Button>
        ),
      },
    ];
  if (kind === "bulk")
    return [
      ...shared,
      { key: "filledBy", title: t("monitor.table.filledBy"), render: (_, row) => row.userName ?? unknown },
      { key: "count", dataIndex: "filled", title: t("monitor.table.count"), align: "right" },
      { key: "time", title: t("monitor.table.time"), render: (_, row) => dateTime16(row.at) || unknown },
    ];
  return [
    ...shared,
    {
      key: "progress",
      title: t("monitor.table.progress"),
      className: "eos-monitor-progress",
      render: (_, row) => <ProgressBar filled={row.filled} expected={row.expected} />,
    },
    {
      key: "rate",
      title: t("monitor.table.rate"),
      align: "right",
      render: (_, row) => {
        const rate = completionRate(row);
        return rate === null ? unknown : t("monitor.table.ratePercent", { rate });
      },
    },
  ];
}
