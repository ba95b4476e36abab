import { request } from "../api/request.ts";

/** The kinds of unit the school's org tree holds (GET /v3/org/tree). */
export type OrgKind = "school" | "grade" | "class" | "dept";

export type OrgNode = {
  id: number;
  /** The parent unit; -100 for the school itself. */
  pid: number;
  label: string;
  kind: OrgKind;
  sort: number;
  children: OrgNode[];
};

export const ROOT_PID = -100;

export const orgTreeQueryKey = ["org", "tree"] as const;

export const fetchOrgTree = (): Promise<OrgNode[]> => request<OrgNode[]>({ url: "/v3/org/tree" });

/** Every node by id, for constant-time lookups while editing or picking. */
export function indexOrgTree(roots: ReadonlyArray<OrgNode>): Map<number, OrgNode> {
  const out = new Map<number, OrgNode>();
  const walk = (nodes: ReadonlyArray<OrgNode>) => {
    for (const node of nodes) {
      out.set(node.id, node);
      walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** The ids of the school and its grades: the tree opens showing grades and their classes. */
export function defaultExpandedIds(roots: ReadonlyArray<OrgNode>): number[] {
  const out: number[] = [];
  const walk = (nodes: ReadonlyArray<OrgNode>) => {
    for (const node of nodes) {
      if ((node.kind === "school" || node.kind === "grade") && node.children.length > 0) out.push(node.id);
      if (node.kind === "school") walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** The labels from the root down to the node, e.g. ["Demo Primary School", "一年级", "一年级(1)班"]. */
export function pathLabels(index: ReadonlyMap<number, OrgNode>, id: number): string[] {
  const out: string[] = [];
  let node = index.get(id);
  while (node && out.length <= 64) {
    out.unshift(node.label);
    node = node.pid === ROOT_PID ? undefined : index.get(node.pid);
  }
  return out;
}

/** A node as antd's Tree and TreeSelect take it. */
export type OrgTreeOption = {
  key: number;
  value: number;
  title: string;
  kind: OrgKind;
  selectable: boolean;
  checkable: boolean;
  children: OrgTreeOption[];
};

/**
 * The tree for a picker: nodes of the wanted kinds are selectable, the others only group them, and branches
 * without any wanted node are left out (a class picker shows no departments).
 */
export function toPickerOptions(
  roots: ReadonlyArray<OrgNode>,
  kinds?: ReadonlyArray<OrgKind>,
): OrgTreeOption[] {
  const wanted = (node: OrgNode) => !kinds || kinds.length === 0 || kinds.includes(node.kind);
  const convert = (node: OrgNode): OrgTreeOption | null => {
    const children = node.children.map(convert).filter((c): c is OrgTreeOption => c !== null);
    const selectable = wanted(node);
    if (!selectable && children.length === 0) return null;
    return {
      key: node.id,
      value: node.id,
      title: node.label,
      kind: node.kind,
      selectable,
      checkable: selectable,
      children,
    };
  };
  return roots.map(convert).filter((c): c is OrgTreeOption => c !== null);
}

/** Keeps the nodes whose label contains the keyword, with their ancestors; case-insensitive. */
export function filterOrgTree(roots: ReadonlyArray<OrgNode>, keyword: string): OrgNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...roots];
  const keep = (node: OrgNode): OrgNode | null => {
    if (node.label.toLowerCase().includes(needle)) return node;
    const children = node.children.map(keep).filter((c): c is OrgNode => c !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  return roots.map(keep).filter((c): c is OrgNode => c !== null);
}
