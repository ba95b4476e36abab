import type { TaskCompletion } from "@eos/contracts";
import { Card, Empty, Table, type TableProps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ProgressBar } from "./ProgressBar.tsx";

type ClassRow = TaskCompletion["classes"][number];

/**
 * Completion of the chosen period by class (on time and late), with a bar each; a row click filters the people
 * below. A teacher task's rows are the teachers' departments.
 */
export function TaskClassesCard({
  classes,
  loading,
  onPick,
  teachers = false,
  timed = true,
}: {
  classes: ClassRow[];
  loading: boolean;
  onPick: (classId: number) => void;
  teachers?: boolean;
  /** Whether the period has a deadline: without one nobody is late, so on time and late say nothing. */
  timed?: boolean;
}) {
  const { t } = useTranslation();
  const groupColumns: NonNullable<TableProps<ClassRow>["columns"]> = teachers
    ? [
        {
          key: "class",
          title: t("taskFillers.departmentCol"),
          render: (_, row) => row.className || t("taskFillers.noDepartment"),
        },
      ]
    : [
        { key: "grade", dataIndex: "gradeName", title: t("progress.stats.grade") },
        { key: "class", dataIndex: "className", title: t("progress.stats.className") },
      ];
  const columns: NonNullable<TableProps<ClassRow>["columns"]> = [
    ...groupColumns,
    { key: "expected", dataIndex: "expected", title: t("progress.stats.expected") },
    { key: "filled", dataIndex: "filled", title: t("progress.stats.filled") },
    ...(timed
      ? [
          { key: "onTime", dataIndex: "onTime", title: t("progress.stats.onTime") },
          { key: "late", dataIndex: "late", title: t("progress.stats.late") },
        ]
      : []),
    {
      key: "missing",
      title: t("progress.stats.missing"),
      render: (_, row) => Math.max(0, row.expected - row.filled),
    },
    {
      key: "rate",
      title: t("progress.stats.rate"),
      render: (_, row) => <ProgressBar filled={row.filled} expected={row.expected} />,
    },
  ];
  return (
    <Card
      className="eos-page__card eos-people-table-card"
      title={
        <Typography.Title level={2} className="eos-card-title">
          {teachers ? t("taskFillers.byDepartment") : t("progress.stats.classes")}
        </Typography.Title>
      }
    >
      <div data-testid="task-stats-classes">
        <Table<ClassRow>
          rowKey="classId"
          size="small"
          columns={columns}
          dataSource={classes}
          loading={loading}
          scroll={{ x: "max-content" }}
          pagination={classes.length > 20 ? { pageSize: 20 } : false}
          onRow={(row) =>
            // Teachers in no department cannot be picked out (the people filter takes units).
            row.classId > 0 ? { onClick: () => onPick(row.classId), style: { cursor: "pointer" } } : {}
          }
          locale={{ emptyText: <Empty description={t("progress.stats.noClasses")} /> }}
        />
      </div>
    </Card>
  );
}
