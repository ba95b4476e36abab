import type { TaskItem } from "@eos/contracts";
import { Empty, Table, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { TaskRowActions } from "./TaskRowActions.tsx";
import {
  classesText,
  fillerLabel,
  recurrenceLabel,
  taskStateColor,
  taskStateLabel,
  timeWindowText,
} from "./taskFormat.ts";

type Props = {
  tasks: TaskItem[];
  loading: boolean;
  onEdit: (task: TaskItem) => void;
  onMove: (task: TaskItem, step: -1 | 1) => void;
  onQr: (task: TaskItem) => void;
  sceneShown: boolean;
};

/** A scene's tasks in their order, with their form, fillers, classes, time window, recurrence and state. */
export function TasksTable({ tasks, loading, onEdit, onMove, onQr, sceneShown }: Props) {
  const { t } = useTranslation();
  const columns: NonNullable<TableProps<TaskItem>["columns"]> = [
    { key: "name", dataIndex: "name", title: t("scenes.tasks.name") },
    { key: "form", dataIndex: "formName", title: t("scenes.tasks.form") },
    { key: "fillers", title: t("scenes.tasks.fillers"), render: (_, row) => fillerLabel(t, row.fillerType) },
    {
      key: "classes",
      title: t("scenes.tasks.classes"),
      width: 200,
      ellipsis: true,
      render: (_, row) => classesText(t, row.classNames),
    },
    { key: "time", title: t("scenes.tasks.time"), render: (_, row) => timeWindowText(t, row) },
    {
      key: "recurrence",
      title: t("scenes.tasks.recurrence"),
      render: (_, row) => recurrenceLabel(t, row.recurrence),
    },
    {
      key: "state",
      title: t("scenes.tasks.state"),
      render: (_, row) => <Tag color={taskStateColor(row.state)}>{taskStateLabel(t, row.state)}</Tag>,
    },
    {
      key: "actions",
      title: t("scenes.common.actions"),
      // Two short rows of links at the right edge, kept in view however wide the other columns grow (one long
      // row was cut off on a laptop screen).
      fixed: "right",
      width: 232,
      render: (_, row, i) => (
        <TaskRowActions
          task={row}
          first={i === 0}
          last={i === tasks.length - 1}
          onEdit={() => onEdit(row)}
          onMove={(step) => onMove(row, step)}
          onQr={() => onQr(row)}
          sceneShown={sceneShown}
        />
      ),
    },
  ];
  return (
    <div data-testid="tasks-table">
      <Table<TaskItem>
        className="eos-tasks-table"
        rowKey="id"
        columns={columns}
        dataSource={tasks}
        loading={loading}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("scenes.tasks.empty")} />,
        }}
      />
    </div>
  );
}
