import { LockOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Empty, Popconfirm, Table, type TableProps, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IndicatorModal } from "./IndicatorModal.tsx";
import {
  addIndicator,
  type DraftIndicator,
  type IndicatorFields,
  type IndicatorRow,
  maxDepth,
  removeIndicator,
  toRows,
  updateIndicator,
} from "./indicatorTree.ts";
import { formatScore } from "./labels.ts";

type Props = { value: DraftIndicator[]; onChange: (next: DraftIndicator[]) => void };

type Editing = { mode: "add"; parent: IndicatorRow | null } | { mode: "edit"; row: IndicatorRow } | null;

const blank: IndicatorFields = { name: "", weight: 100, maxScore: 100 };

/** The indicator tree being edited: add top-level or child (three levels at most), edit, delete; area ones locked. */
export function IndicatorTreeEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const rows = toRows(value);

  const columns: NonNullable<TableProps<IndicatorRow>["columns"]> = [
    {
      key: "name",
      title: t("evaluation.editor.indicatorName"),
      render: (_, row) => (
        <span data-testid={`indicator-${row.name}`}>
          {row.name}{" "}
          {row.locked ? (
            <Tooltip title={t("evaluation.editor.lockedHint")}>
              <Tag icon={<LockOutlined />} data-testid="indicator-locked">
                {t("evaluation.editor.locked")}
              </Tag>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    { key: "weight", title: t("evaluation.editor.weight"), render: (_, row) => formatScore(row.weight) },
    { key: "max", title: t("evaluation.editor.maxScore"), render: (_, row) => formatScore(row.maxScore) },
    {
      key: "actions",
      title: t("evaluation.common.actions"),
      render: (_, row) => (
        <span className="eos-eval-actions">
          {row.level < maxDepth ? (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ mode: "add", parent: row })}
              data-testid="indicator-add-child"
            >
              {t("evaluation.editor.addChild")}
            </Button>
          ) : null}
          {row.locked ? null : (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ mode: "edit", row })}>
                {t("evaluation.common.edit")}
              </Button>
              <Popconfirm
                title={t("evaluation.editor.deleteIndicatorTitle", { name: row.name })}
                okText={t("evaluation.common.delete")}
                cancelText={t("evaluation.common.cancel")}
                okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
                onConfirm={() => onChange(removeIndicator(value, row.key))}
              >
                <Button type="link" size="small" danger>
                  {t("evaluation.common.delete")}
                </Button>
              </Popconfirm>
            </>
          )}
        </span>
      ),
    },
  ];

  const save = (fields: IndicatorFields) => {
    if (!editing) return;
    if (editing.mode === "edit") onChange(updateIndicator(value, editing.row.key, fields));
    else onChange(addIndicator(value, editing.parent?.key ?? null, fields));
    setEditing(null);
  };

  const title = !editing
    ? ""
    : editing.mode === "edit"
      ? t("evaluation.editor.editTitle", { name: editing.row.name })
      : editing.parent
        ? t("evaluation.editor.addChildTitle", { name: editing.parent.name })
        : t("evaluation.editor.addTopTitle");

  return (
    <div data-testid="indicator-tree">
      <div className="eos-eval-toolbar">
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: "add", parent: null })}
          data-testid="indicator-add-top"
        >
          {t("evaluation.editor.addTop")}
        </Button>
      </div>
      <Table<IndicatorRow>
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
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("evaluation.editor.noIndicators")} />
          ),
        }}
      />
      <IndicatorModal
        open={editing !== null}
        title={title}
        initial={editing?.mode === "edit" ? editing.row : blank}
        onOk={save}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
