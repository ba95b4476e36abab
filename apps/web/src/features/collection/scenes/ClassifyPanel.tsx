import type { SceneClassifyNode } from "@eos/contracts";
import { Button, Card, Empty, Popconfirm, Result, Skeleton, Space, Tree, type TreeDataNode } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ClassifyNameModal } from "./ClassifyNameModal.tsx";
import { movedSiblings } from "./classifyTree.ts";
import { addClassify, deleteClassify, renameClassify, sortClassify } from "./scenesApi.ts";
import { useClassifyTree } from "./useClassifyTree.ts";
import { useRunWrite } from "./useRunWrite.ts";

type Props = { selectedId: number | undefined; onSelect: (id: number | undefined) => void };
type Edit = { mode: "add"; parent: SceneClassifyNode | null } | { mode: "rename"; node: SceneClassifyNode };
type Item = TreeDataNode & { key: number; children: Item[] };

const toItems = (nodes: ReadonlyArray<SceneClassifyNode>): Item[] =>
  nodes.map((node) => ({
    key: node.id,
    title: `${node.name} (${node.sceneCount})`,
    children: toItems(node.children),
  }));

/** The scene classification tree: pick a node to filter the scenes; add, rename, delete and reorder nodes. */
export function ClassifyPanel({ selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const run = useRunWrite();
  const { roots, index, isLoading, error, refetch } = useClassifyTree();
  const [edit, setEdit] = useState<Edit | null>(null);
  const items = useMemo(() => toItems(roots), [roots]);
  const selected = selectedId === undefined ? undefined : index.get(selectedId);

  const save = async (name: string) => {
    if (!edit) return false;
    if (edit.mode === "add") {
      const out = await run(() => addClassify(name, edit.parent?.id ?? null), t("scenes.classify.added"));
      if (out) onSelect(out.id);
      return out !== undefined;
    }
    const out = await run(
      () => renameClassify(edit.node.id, name, edit.node.pid),
      t("scenes.classify.renamed"),
    );
    return out !== undefined;
  };

  const remove = async (node: SceneClassifyNode) => {
    const out = await run(() => deleteClassify(node.id), t("scenes.classify.deleted"));
    if (out !== undefined) onSelect(node.pid ?? undefined);
  };

  const move = (node: SceneClassifyNode, step: -1 | 1) => {
    const ids = movedSiblings(roots, index, node, step);
    if (ids) void run(() => sortClassify(ids));
  };

  const editTitle = () => {
    if (!edit) return null;
    if (edit.mode === "rename") return t("scenes.classify.renameTitle", { name: edit.node.name });
    return edit.parent
      ? t("scenes.classify.addChildTitle", { name: edit.parent.name })
      : t("scenes.classify.addRootTitle");
  };

  const tree = () => {
    if (isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
    if (error && roots.length === 0) {
      return (
        <Result
          status="warning"
          title={t("scenes.common.loadFailed")}
          extra={<Button onClick={() => void refetch()}>{t("scenes.common.retry")}</Button>}
        />
      );
    }
    if (roots.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("scenes.classify.empty")} />;
    return (
      <Tree<Item>
        treeData={items}
        defaultExpandAll
        blockNode
        selectedKeys={selected ? [selected.id] : []}
        onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : undefined)}
      />
    );
  };

  return (
    <Card className="eos-page__card eos-scenes-classify" title={t("scenes.classify.title")} size="small">
      <Space wrap size={[4, 4]} className="eos-scenes-classify__tools">
        <Button size="small" type={selected ? "default" : "primary"} onClick={() => onSelect(undefined)}>
          {t("scenes.classify.all")}
        </Button>
        <Button
          size="small"
          onClick={() => setEdit({ mode: "add", parent: null })}
          data-testid="classify-add"
        >
          {t("scenes.classify.addRoot")}
        </Button>
        {selected ? (
          <>
            <Button size="small" onClick={() => setEdit({ mode: "add", parent: selected })}>
              {t("scenes.classify.addChild")}
            </Button>
            <Button size="small" onClick={() => setEdit({ mode: "rename", node: selected })}>
              {t("scenes.classify.rename")}
            </Button>
            <Button size="small" onClick={() => move(selected, -1)}>
              {t("scenes.classify.moveUp")}
            </Button>
            <Button size="small" onClick={() => move(selected, 1)}>
              {t("scenes.classify.moveDown")}
            </Button>
            <Popconfirm
              title={t("scenes.classify.deleteTitle", { name: selected.name })}
              description={<div className="eos-scenes-confirm">{t("scenes.classify.deleteHint")}</div>}
              okText={t("scenes.common.delete")}
              okButtonProps={{ danger: true }}
              cancelText={t("scenes.common.cancel")}
              onConfirm={() => remove(selected)}
            >
              <Button size="small" danger>
                {t("scenes.classify.delete")}
              </Button>
            </Popconfirm>
          </>
        ) : null}
      </Space>
      <div data-testid="classify-tree">{tree()}</div>
      <ClassifyNameModal
        title={editTitle()}
        initialName={edit?.mode === "rename" ? edit.node.name : ""}
        onSave={save}
        onClose={() => setEdit(null)}
      />
    </Card>
  );
}
