import { LockOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Empty, Popconfirm, Table, type TableProps, Tag, Tooltip } from "antd";
import { type ReactNode, useState } from "react";

/** A row of an editable tree: its key, name, depth (1 at the top) and whether the area locked it. */
export type TreeRow = { key: string; name: string; level: number; locked?: boolean; children?: TreeRow[] };

/** What the tree's pages name in their own words (each page keeps its catalogue). */
export type TreeLabels = {
  name: string;
  locked: string;
  lockedHint: string;
  actions: string;
  addTop: string;
  addChild: string;
  edit: string;
  delete: string;
  cancel: string;
  empty: string;
  deleteTitle: (name: string) => string;
  editTitle: (name: string) => string;
  addChildTitle: (parent: string) => string;
  addTopTitle: string;
};

export type TreeModalProps<F> = {
  open: boolean;
  title: string;
  initial: F;
  onOk: (fields: F) => void;
  onClose: () => void;
};

type Props<R extends TreeRow, F> = {
  rows: R[];
  /** Changes whenever a node is added or removed, so rows added under a parent show expanded. */
  shape: number;
  maxDepth: number;
  /** Prefix of the test ids: `<prefix>-tree`, `<prefix>-add-top`, `<prefix>-<name>`… */
  testId: string;
  labels: TreeLabels;
  /** Shown under the name (a goal's description, for one). */
  below?: (row: R) => ReactNode;
  /** The columns between the name and the actions. */
  columns: NonNullable<TableProps<R>["columns"]>;
  blank: F;
  onAdd: (parentKey: string | null, fields: F) => void;
  onUpdate: (key: string, fields: F) => void;
  onRemove: (key: string) => void;
  modal: (props: TreeModalProps<F>) => ReactNode;
};

type Editing<R> = { mode: "add"; parent: R | null } | { mode: "edit"; row: R } | null;

/**
 * A tree edited in a table: add at the top or under a row (down to `maxDepth`), edit, delete after confirming;
 * rows the area pushed are locked. The indicator model editor and the cultivate goal editor both use it.
 */
export function EditableTree<R extends TreeRow, F>(p: Props<R, F>) {
  const [editing, setEditing] = useState<Editing<R>>(null);
  const { labels, testId } = p;

  const columns: NonNullable<TableProps<R>["columns"]> = [
    {
      key: "name",
      title: labels.name,
      render: (_, row) => (
        <span data-testid={`${testId}-${row.name}`}>
          {row.name}{" "}
          {row.locked ? (
            <Tooltip title={labels.lockedHint}>
              <Tag icon={<LockOutlined />} data-testid={`${testId}-locked`}>
                {labels.locked}
              </Tag>
            </Tooltip>
          ) : null}
          {p.below?.(row)}
        </span>
      ),
    },
    ...p.columns,
    {
      key: "actions",
      title: labels.actions,
      render: (_, row) => (
        <span className="eos-eval-actions">
          {row.level < p.maxDepth ? (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ mode: "add", parent: row })}
              data-testid={`${testId}-add-child`}
            >
              {labels.addChild}
            </Button>
          ) : null}
          {row.locked ? null : (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ mode: "edit", row })}>
                {labels.edit}
              </Button>
              <Popconfirm
                title={labels.deleteTitle(row.name)}
                okText={labels.delete}
                cancelText={labels.cancel}
                okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
                onConfirm={() => p.onRemove(row.key)}
              >
                <Button type="link" size="small" danger>
                  {labels.delete}
                </Button>
              </Popconfirm>
            </>
          )}
        </span>
      ),
    },
  ];

  const save = (fields: F) => {
    if (!editing) return;
    if (editing.mode === "edit") p.onUpdate(editing.row.key, fields);
    else p.onAdd(editing.parent?.key ?? null, fields);
    setEditing(null);
  };

  const title = !editing
    ? ""
    : editing.mode === "edit"
      ? labels.editTitle(editing.row.name)
      : editing.parent
        ? labels.addChildTitle(editing.parent.name)
        : labels.addTopTitle;

  return (
    <div data-testid={`${testId}-tree`}>
      <div className="eos-eval-toolbar">
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: "add", parent: null })}
          data-testid={`${testId}-add-top`}
        >
          {labels.addTop}
        </Button>
      </div>
      <Table<R>
        rowKey="key"
        columns={columns}
        dataSource={p.rows}
        pagination={false}
        size="small"
        scroll={{ x: "max-content" }}
        expandable={{ defaultExpandAllRows: true }}
        key={p.shape}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={labels.empty} /> }}
      />
      {p.modal({
        open: editing !== null,
        title,
        initial: editing?.mode === "edit" ? (editing.row as unknown as F) : p.blank,
        onOk: save,
        onClose: () => setEditing(null),
      })}
    </div>
  );
}
