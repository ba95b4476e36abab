import type { AreaSchoolClasses } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Drawer, Empty, Grid, Select, Skeleton, Table, type TableProps, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { dateTime16, PeriodSelect, ProgressBar } from "../../collection/index.ts";
import { AreaClassPeople } from "./AreaClassPeople.tsx";
import { type AreaPeriodPick, areaProgressKeys, fetchAreaSchoolClasses } from "./areaApi.ts";

type SchoolTask = AreaSchoolClasses["tasks"][number];
type ClassRow = SchoolTask["classes"][number];
type Props = {
  sceneId: number;
  open: boolean;
  school: { schoolId: number; schoolName: string } | null;
  onClose: () => void;
};

const periodText = (t: TFunction, task: SchoolTask): string => {
  if (!task.periodStart) return t("areaProgress.drawer.noPeriod");
  const start = dateTime16(task.periodStart);
  return task.periodEnd
    ? t("areaProgress.drawer.period", { start, end: dateTime16(task.periodEnd) })
    : t("areaProgress.drawer.periodOpen", { start });
};

function useClassColumns(): NonNullable<TableProps<ClassRow>["columns"]> {
  const { t } = useTranslation();
  return [
    { key: "grade", dataIndex: "gradeName", title: t("areaProgress.drawer.grade") },
    { key: "class", dataIndex: "className", title: t("areaProgress.drawer.className") },
    { key: "expected", dataIndex: "expected", title: t("areaProgress.drawer.expected"), align: "right" },
    { key: "filled", dataIndex: "filled", title: t("areaProgress.drawer.filled"), align: "right" },
    {
      key: "missing",
      title: t("areaProgress.drawer.missing"),
      align: "right",
      render: (_, row) => Math.max(0, row.expected - row.filled),
    },
    {
      key: "rate",
      title: t("areaProgress.drawer.rate"),
      render: (_, row) => <ProgressBar filled={row.filled} expected={row.expected} />,
    },
  ];
}

type ViewProps = {
  sceneId: number;
  data: AreaSchoolClasses;
  pick: AreaPeriodPick;
  onPick: (pick: AreaPeriodPick) => void;
};

/**
 * One school's tasks of its copy: pick a task and, for a recurring one, a period; see its classes; a class
 * opens its students in that period.
 */
function SchoolTasksView({ sceneId, data, pick, onPick }: ViewProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ClassRow | null>(null);
  const columns = useClassColumns();
  const task = data.tasks.find((x) => x.taskId === pick.taskId) ?? data.tasks[0];
  if (!task) return <Empty description={t("areaProgress.drawer.noTasks")} />;
  const period = pick.taskId === task.taskId ? pick.period : undefined;
  if (picked)
    return (
      <AreaClassPeople
        query={{
          sceneId,
          targetSchoolId: data.schoolId,
          taskId: task.taskId,
          classId: picked.classId,
          period,
        }}
        className={`${picked.gradeName} ${picked.className}`.trim()}
        onBack={() => setPicked(null)}
      />
    );
  return (
    <div className="eos-area-progress__tasks">
      <Select<number>
        className="eos-area-progress__task"
        aria-label={t("areaProgress.drawer.task")}
        value={task.taskId}
        onChange={(taskId) => onPick({ taskId })}
        options={data.tasks.map((x) => ({ value: x.taskId, label: x.taskName }))}
        data-testid="area-school-task"
      />
      {task.periods.length > 1 && (
        <PeriodSelect
          periods={task.periods}
          value={period}
          onChange={(next) => onPick({ taskId: task.taskId, period: next })}
        />
      )}
      <Typography.Paragraph type="secondary" data-testid="area-school-period">
        {periodText(t, task)}
      </Typography.Paragraph>
      <div data-testid="area-school-classes">
        <Table<ClassRow>
          rowKey="classId"
          size="small"
          columns={columns}
          dataSource={task.classes}
          scroll={{ x: "max-content" }}
          pagination={task.classes.length > 20 ? { pageSize: 20 } : false}
          onRow={(row) => ({ onClick: () => setPicked(row), style: { cursor: "pointer" } })}
          locale={{ emptyText: <Empty description={t("areaProgress.drawer.noClasses")} /> }}
        />
      </div>
    </div>
  );
}

/** The drawer of one school (full width on phones): its copy's tasks by class, then a class's students. */
export function AreaSchoolDrawer({ sceneId, open, school, onClose }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const schoolId = school?.schoolId ?? 0;
  const [pick, setPick] = useState<AreaPeriodPick & { schoolId?: number }>({});
  // A pick belongs to the school it was made in.
  const current = pick.schoolId === schoolId ? pick : {};
  const classes = useQuery({
    queryKey: areaProgressKeys.school(sceneId, schoolId, current),
    queryFn: () => fetchAreaSchoolClasses(sceneId, schoolId, current),
    enabled: open && schoolId > 0,
    // While another period loads, keep the school's figures (never another school's).
    placeholderData: (previous) => (previous?.schoolId === schoolId ? previous : undefined),
  });
  let body = <Skeleton active />;
  if (classes.isError)
    body = (
      <LoadFailed
        title={t("areaProgress.drawer.loadFailed")}
        error={classes.error}
        onRetry={() => void classes.refetch()}
        retryTestId="area-school-retry"
      />
    );
  else if (classes.data)
    body = (
      <SchoolTasksView
        key={schoolId}
        sceneId={sceneId}
        data={classes.data}
        pick={current}
        onPick={(next) => setPick({ ...next, schoolId })}
      />
    );
  return (
    <Drawer
      open={open}
      title={t("areaProgress.drawer.title", { school: school?.schoolName ?? "" })}
      onClose={onClose}
      size={isPhone ? "100%" : 760}
      destroyOnHidden
      closable={{ "aria-label": t("areaProgress.drawer.close") }}
    >
      <div data-testid="area-school-drawer">{body}</div>
    </Drawer>
  );
}
