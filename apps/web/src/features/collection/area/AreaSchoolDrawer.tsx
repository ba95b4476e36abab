import type { AreaSchoolClasses } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Drawer, Empty, Grid, Select, Skeleton, Table, type TableProps, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { dateTime16 } from "../progress/deadline.ts";
import { ProgressBar } from "../progress/ProgressBar.tsx";
import { AreaClassPeople } from "./AreaClassPeople.tsx";
import { areaProgressKeys, fetchAreaSchoolClasses } from "./areaApi.ts";

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

/** One school's tasks of its copy: pick a task, see its classes; a class opens its students. */
function SchoolTasksView({ sceneId, data }: { sceneId: number; data: AreaSchoolClasses }) {
  const { t } = useTranslation();
  const [taskId, setTaskId] = useState<number>(data.tasks[0]?.taskId ?? 0);
  const [picked, setPicked] = useState<ClassRow | null>(null);
  const columns = useClassColumns();
  const task = data.tasks.find((x) => x.taskId === taskId) ?? data.tasks[0];
  if (!task) return <Empty description={t("areaProgress.drawer.noTasks")} />;
  if (picked)
    return (
      <AreaClassPeople
        query={{ sceneId, targetSchoolId: data.schoolId, taskId: task.taskId, classId: picked.classId }}
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
        onChange={setTaskId}
        options={data.tasks.map((x) => ({ value: x.taskId, label: x.taskName }))}
        data-testid="area-school-task"
      />
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
  const classes = useQuery({
    queryKey: areaProgressKeys.school(sceneId, schoolId),
    queryFn: () => fetchAreaSchoolClasses(sceneId, schoolId),
    enabled: open && schoolId > 0,
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
  else if (classes.data) body = <SchoolTasksView key={schoolId} sceneId={sceneId} data={classes.data} />;
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
