import type { DictEntry } from "./designerApi.ts";

/** A cascade's own data (typeJson.dictData): a tree of codes and names, the code path being the value. */
export type DictNode = { code: string; name: string; children?: DictNode[] };

export type RowProblem = { line: number; reason: "noCode" | "duplicate" | "noParent"; code?: string };

const splitRow = (line: string): string[] =>
  (line.includes("\t") ? line.split("\t") : line.split(/[,，]/)).map((x) => x.trim());

/**
 * Reads pasted or uploaded rows `code,name,parent code` (comma, full-width comma or tab separated); a header
 * row whose first cell is "code" is skipped. Problems name the line; entries are kept in their order.
 */
export function parseDictRows(text: string): { entries: DictEntry[]; problems: RowProblem[] } {
  const entries: DictEntry[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = i + 1;
    if (raw.trim() === "") continue;
    const [code = "", name = "", parent = ""] = splitRow(raw.replace(/^\uFEFF/, ""));
    if (i === 0 && /^(code|编码)$/i.test(code)) continue;
    if (!code) problems.push({ line, reason: "noCode" });
    else if (seen.has(code)) problems.push({ line, reason: "duplicate", code });
    else {
      seen.add(code);
      entries.push({ code, name: name || code, parentCode: parent || null });
    }
  }
  entries.forEach((e) => {
    if (e.parentCode && !seen.has(e.parentCode)) {
      const line = text.split(/\r?\n/).findIndex((l) => splitRow(l)[0] === e.code) + 1;
      problems.push({ line, reason: "noParent", code: e.parentCode });
    }
  });
  return { entries, problems };
}

/** Flat entries with parents into a tree (entries whose parent is missing become roots). */
export function toTree(entries: DictEntry[]): DictNode[] {
  const nodes = new Map<string, DictNode>(entries.map((e) => [e.code, { code: e.code, name: e.name }]));
  const roots: DictNode[] = [];
  for (const e of entries) {
    const node = nodes.get(e.code)!;
    const parent = e.parentCode ? nodes.get(e.parentCode) : undefined;
    if (parent && parent !== node) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

export function treeToRows(tree: unknown, parent = ""): string[] {
  if (!Array.isArray(tree)) return [];
  return tree.flatMap((n: Partial<DictNode>) => {
    if (!n || n.code == null) return [];
    const own = [n.code, n.name ?? n.code, parent].join(",").replace(/,$/, "");
    return [own, ...treeToRows(n.children, String(n.code))];
  });
}

export const countNodes = (tree: DictNode[]): number =>
  tree.reduce((n, x) => n + 1 + countNodes(x.children ?? []), 0);

export const depthOf = (tree: DictNode[]): number =>
  tree.reduce((d, x) => Math.max(d, 1 + depthOf(x.children ?? [])), 0);
