import { LockOutlined, PlusOutlined } from "@ant-design/icons";
import type { CultivateModelDetail } from "@eos/contracts";
import { Button, Empty, Popconfirm, Table, type TableProps, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GoalModal } from "./GoalModal.tsx";
import {
  addGoal,
  type DraftGoal,
  type GoalFields,
  type GoalRow,
  maxGoalDepth,
  removeGoal,
  toGoalRows,
  updateGoal,
} from "./goalTree.ts";

type Props = {
  value: DraftGoal[];
  onChange: (next: DraftGoal[]) => void;
  indicators: CultivateModelDetail["indicators"];
};

type Editing = { mode: "add"; parent: GoalRow | null } | { mode: "edit"; row: GoalRow } | null;

const blank: GoalFields = { name: "", description: "", indicatorIds: [] };

/** The goal tree being edited: add top-level or sub-goals (three levels), edit, delete; area goals locked. */
export function GoalTreeEditor({ value, onChange, indicators }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const rows = toGoalRows(value);
  const names = new Map(indicators.map((i) => [i.id, i.name]));

  const columns: NonNullable<TableProps<GoalRow>["columns"]> = [
    {
      key: "name",
      title: t("cultivate.goal.name"),
      render: (_, row) => (
        <span data-testid={`goal-${row.name}`}>
          {row.name}{" "}
          {row.locked ? (
            <Tooltip title={t("cultivate.goal.lockedHint")}>
              <Tag icon={<LockOutlined />} data-testid="goal-locked">
                {t("cultivate.goal.locked")}
              </Tag>
            </Tooltip>
          ) : null}
          {row.description ? (
            <Typography.Text type="secondary" style={{ display: "block" }}>
              {row.description}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    {
      key: "indicators",
      title: t("cultivate.goal.indicators"),
      render: (_, row) =>
        row.indicatorIds.length === 0 ? (
          <Typography.Text type="secondary">{t("cultivate.goal.noIndicators")}</Typography.Text>
        ) : (
          <span data-testid="goal-links">
            {row.indicatorIds.map((id) => (
              <Tag key={id}>{names.get(id) ?? id}</Tag>
            ))}
          </span>
        ),
    },
    {
      key: "actions",
      title: t("cultivate.actions"),
      render: (_, row) => (
        <span className="eos-eval-actions">
          {row.level < maxGoalDepth ? (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ mode: "add", parent: row })}
              data-testid="goal-add-child"
            >
              {t("cultivate.goal.addChild")}
            </Button>
          ) : null}
          {row.locked ? null : (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ mode: "edit", row })}>
                {t("cultivate.edit")}
              </Button>
              <Popconfirm
                title={t("cultivate.goal.deleteTitle", { name: row.name })}
                okText={t("cultivate.delete")}
                cancelText={t("cultivate.cancel")}
                okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
                onConfirm={() => onChange(removeGoal(value, row.key))}
              >
                <Button type="link" size="small" danger>
                  {t("cultivate.delete")}
                </Button>
              </Popconfirm>
            </>
          )}
        </span>
      ),
    },
  ];

  const save = (fields: GoalFields) => {
    if (!editing) return;
    if (editing.mode === "edit") onChange(updateGoal(value, editing.row.key, fields));
    else onChange(addGoal(value, editing.parent?.key ?? null, fields));
    setEditing(null);
  };

  const title = !editing
    ? ""
    : editing.mode === "edit"
      ? t("cultivate.goal.editTitle", { name: editing.row.name })
      : editing.parent
        ? t("cultivate.goal.addChildTitle", { name: editing.parent.name })
        : t("cultivate.goal.addTopTitle");

  return (
    <div data-testid="goal-tree">
      <div className="eos-eval-toolbar">
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: "add", parent: null })}
          data-testid="goal-add-top"
        >
          {t("cultivate.goal.addTop")}
        </Button>
      </div>
      <Table<GoalRow>
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: "max-content" }}
        expandable={{ defaultExpandAllRows: true }}
        // A new table per shape so that rows added under a parent show expanded.
        key={value.length}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("cultivate.goal.empty")} />,
        }}
      />
      <GoalModal
        open={editing !== null}
        title={title}
        initial={editing?.mode === "edit" ? editing.row : blank}
        indicators={indicators}
        onOk={save}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
