import {
  App,
  Button,
  Card,
  Empty,
  Result,
  Skeleton,
  Tag,
  Tree,
  type TreeDataNode,
  type TreeProps,
} from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { defaultExpandedIds, type OrgNode } from "../../components/orgTree.ts";
import { useOrgTree } from "../../components/useOrgTree.ts";
import { OrgToolbar } from "./OrgToolbar.tsx";
import { type OrgUnitEdit, OrgUnitModal } from "./OrgUnitModal.tsx";
import { planDrop } from "./orgEdit.ts";
import { useOrgActions } from "./useOrgActions.ts";
import { useWriteAccess } from "./useWriteAccess.ts";
import "../../components/consolePage.css";
import "./people.css";

type TreeItem = TreeDataNode & { key: number; title: string; node: OrgNode; children: TreeItem[] };

const toItems = (nodes: ReadonlyArray<OrgNode>): TreeItem[] =>
  nodes.map((node) => ({ key: node.id, title: node.label, node, children: toItems(node.children) }));

/** /admin/org: the school's grades, classes and departments; add, rename, delete and reorder them. */
export function OrgPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { roots, index, isLoading, error, refetch } = useOrgTree();
  const { canWrite } = useWriteAccess("org.edit");
  const actions = useOrgActions();
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [edit, setEdit] = useState<OrgUnitEdit | null>(null);
  const items = useMemo(() => toItems(roots), [roots]);
  const selected = index.get(selectedId ?? roots[0]?.id ?? -1);
  const expandedKeys = expanded ?? defaultExpandedIds(roots);

  const move = (node: OrgNode, step: -1 | 1) => {
    const ids = (index.get(node.pid)?.children ?? []).map((c) => c.id);
    const at = ids.indexOf(node.id);
    const to = at + step;
    if (at < 0 || to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to], ids[at]];
    void actions.sort(node.pid, ids);
  };

  const onDrop: TreeProps<TreeItem>["onDrop"] = (info) => {
    const pos = info.node.pos.split("-");
    const plan = planDrop(index, {
      dragId: Number(info.dragNode.key),
      targetId: Number(info.node.key),
      relative: info.dropPosition - Number(pos[pos.length - 1]),
      dropToGap: info.dropToGap,
    });
    if (plan.kind === "crossParent") void message.warning(t("people.org.crossParent"));
    if (plan.kind === "sort") void actions.sort(plan.pid, plan.ids);
  };

  const onSaved = (id: number) => {
    if (edit?.mode === "add") {
      void message.success(t("people.org.added"));
      setExpanded([...new Set([...expandedKeys, edit.parent.id])]);
      setSelectedId(id);
    } else {
      void message.success(t("people.common.saved"));
    }
    setEdit(null);
    void actions.refresh();
  };

  const body = () => {
    if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (error && roots.length === 0) {
      return (
        <Result
          status="warning"
          title={t("people.common.loadFailed")}
          extra={
            <Button onClick={refetch} data-testid="org-retry">
              {t("people.common.retry")}
            </Button>
          }
        />
      );
    }
    if (roots.length === 0) return <Empty description={t("people.org.empty")} />;
    return (
      <>
        <OrgToolbar
          node={selected}
          index={index}
          canWrite={canWrite}
          onAdd={(kind) => selected && setEdit({ mode: "add", parent: selected, kind })}
          onRename={() => selected && setEdit({ mode: "rename", node: selected })}
          onDelete={() => selected && actions.confirmDelete(selected, () => setSelectedId(selected.pid))}
          onMove={(step) => selected && move(selected, step)}
        />
        <div data-testid="org-tree">
          <Tree<TreeItem>
            className="eos-org-tree"
            treeData={items}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            selectedKeys={selected ? [selected.id] : []}
            onSelect={(keys) => keys.length > 0 && setSelectedId(Number(keys[0]))}
            titleRender={(item) => (
              <span className="eos-org-tree__title" data-testid={`org-node-${item.key}`}>
                <span>{item.title}</span>
                <Tag className="eos-org-tree__kind" variant="filled">
                  {t(`people.kinds.${item.node.kind}`)}
                </Tag>
              </span>
            )}
            draggable={
              canWrite ? { icon: false, nodeDraggable: (n) => (n as TreeItem).node.kind !== "school" } : false
            }
            onDrop={onDrop}
            blockNode
            showLine
          />
        </div>
      </>
    );
  };

  return (
    <div className="eos-page" data-testid="org-page">
      <ConsolePageHeader title={t("people.org.title")} testId="org-title" readOnly={!canWrite} />
      <Card className="eos-page__card eos-org-card">
        {canWrite && roots.length > 0 ? <p className="eos-people-hint">{t("people.org.dragHint")}</p> : null}
        {body()}
      </Card>
      <OrgUnitModal edit={edit} onClose={() => setEdit(null)} onSaved={onSaved} />
    </div>
  );
}
