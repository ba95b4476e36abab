import type { SceneClassifyNode } from "@eos/contracts";

/** Every classification by id. */
export function indexClassify(roots: ReadonlyArray<SceneClassifyNode>): Map<number, SceneClassifyNode> {
  const out = new Map<number, SceneClassifyNode>();
  const walk = (nodes: ReadonlyArray<SceneClassifyNode>) => {
    for (const node of nodes) {
      out.set(node.id, node);
      walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** The ids of a node's siblings (itself included) in their order, with the node moved by `step`; null at an end. */
export function movedSiblings(
  roots: ReadonlyArray<SceneClassifyNode>,
  index: ReadonlyMap<number, SceneClassifyNode>,
  node: SceneClassifyNode,
  step: -1 | 1,
): number[] | null {
  const siblings = node.pid === null ? roots : (index.get(node.pid)?.children ?? []);
  return moveId(
    siblings.map((s) => s.id),
    node.id,
    step,
  );
}

/** `ids` with `id` swapped with its neighbour in the direction of `step`; null when it cannot move. */
export function moveId(ids: ReadonlyArray<number>, id: number, step: -1 | 1): number[] | null {
  const out = [...ids];
  const at = out.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= out.length) return null;
  [out[at], out[to]] = [out[to], out[at]];
  return out;
}

export type ClassifyOption = { value: number; title: string; children: ClassifyOption[] };

/** The tree as antd's TreeSelect takes it. */
export const toClassifyOptions = (nodes: ReadonlyArray<SceneClassifyNode>): ClassifyOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: toClassifyOptions(node.children) }));
