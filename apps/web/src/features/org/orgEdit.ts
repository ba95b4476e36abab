import { Limits } from "@eos/contracts";
import { type OrgKind, type OrgNode, pathLabels } from "../../components/orgTree.ts";

export type ChildKind = Exclude<OrgKind, "school">;

/** What may sit under what (the server's rule): grades and departments under the school, classes under grades. */
const childKinds: Record<OrgKind, ReadonlyArray<ChildKind>> = {
  school: ["grade", "dept"],
  grade: ["class"],
  class: [],
  dept: ["dept"],
};

export const allChildKinds: ReadonlyArray<ChildKind> = ["grade", "class", "dept"];

/** The kinds that can be added under `node`, none once the tree is as deep as the server allows. */
export function addableKinds(index: ReadonlyMap<number, OrgNode>, node: OrgNode | undefined): ChildKind[] {
  if (!node) return [];
  const depth = pathLabels(index, node.id).length - 1;
  if (depth + 1 >= Limits.orgDepthCap) return [];
  return [...(childKinds[node.kind] ?? [])];
}

/** Why `node` cannot be deleted, or null when the server may accept it (it also checks for students). */
export function deleteBlocker(node: OrgNode | undefined): "root" | "children" | null {
  if (!node) return null;
  if (node.kind === "school") return "root";
  return node.children.length > 0 ? "children" : null;
}

export type DropPlan =
  | { kind: "sort"; pid: number; ids: number[] }
  | { kind: "crossParent" }
  | { kind: "none" };

export type DropEvent = {
  dragId: number;
  targetId: number;
  /** antd's dropPosition minus the target's own index: -1 before it, 1 after it, 0 onto it. */
  relative: number;
  /** False when the node was dropped onto the target (becoming its first child). */
  dropToGap: boolean;
};

/** Turns a drag and drop on the tree into the new order of one parent's children; moves stay within a parent. */
export function planDrop(index: ReadonlyMap<number, OrgNode>, drop: DropEvent): DropPlan {
  const drag = index.get(drop.dragId);
  const target = index.get(drop.targetId);
  if (!drag || !target || drag.id === target.id) return { kind: "none" };
  const intoTarget = !drop.dropToGap;
  const pid = intoTarget ? target.id : target.pid;
  if (pid !== drag.pid) return { kind: "crossParent" };
  const parent = index.get(pid);
  if (!parent) return { kind: "none" };
  const current = parent.children.map((c) => c.id);
  const rest = current.filter((id) => id !== drag.id);
  let at = 0;
  if (!intoTarget) {
    const targetAt = rest.indexOf(target.id);
    at = drop.relative < 0 ? targetAt : targetAt + 1;
  }
  const ids = [...rest.slice(0, at), drag.id, ...rest.slice(at)];
  return ids.every((id, i) => id === current[i]) ? { kind: "none" } : { kind: "sort", pid, ids };
}

/** The tree with `pid`'s children in the order of `ids`: shown at once while the server saves it. */
export function reorderTree(
  roots: ReadonlyArray<OrgNode>,
  pid: number,
  ids: ReadonlyArray<number>,
): OrgNode[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  const walk = (node: OrgNode): OrgNode => {
    const children = node.children.map(walk);
    if (node.id !== pid) return { ...node, children };
    const ordered = [...children].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
    return { ...node, children: ordered.map((c, i) => ({ ...c, sort: i })) };
  };
  return roots.map(walk);
}
