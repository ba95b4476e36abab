/**
 * The model engine's reading of a tree as the editor sends it, shared by indicator (target) models and
 * cultivate models: nodes keyed by the client (an existing node by its id), each naming its parent's key.
 * What each kind refuses it says in its own words (`TreeRefusals`).
 */
export type SentNode = { key: string; parentKey: string | null; name: string };

export type TreeRefusals = {
  duplicateKey(key: string): Error;
  unknownParent(name: string): Error;
  tooDeep(name: string): Error;
};

/** Models' trees go three levels deep at most (e.g. 德 / 理想信念 / 国家认同). */
export const maxTreeDepth = 3;

/** Each key's depth as sent, refusing duplicate keys, unknown parents, loops and a fourth level. */
const levelsOf = <T extends SentNode>(items: T[], refuse: TreeRefusals): Map<string, number> => {
  const byKey = new Map<string, T>();
  for (const item of items) {
    if (byKey.has(item.key)) throw refuse.duplicateKey(item.key);
    byKey.set(item.key, item);
  }
  const levels = new Map<string, number>();
  const depth = (item: T, seen: Set<string>): number => {
    const known = levels.get(item.key);
    if (known !== undefined) return known;
    if (item.parentKey === null) return 1;
    const parent = byKey.get(item.parentKey);
    if (!parent || seen.has(item.parentKey)) throw refuse.unknownParent(item.name);
    const level = depth(parent, new Set([...seen, item.key])) + 1;
    if (level > maxTreeDepth) throw refuse.tooDeep(item.name);
    levels.set(item.key, level);
    return level;
  };
  for (const item of items) levels.set(item.key, depth(item, new Set([item.key])));
  return levels;
};

/**
 * The tree as sent, ready to write: each key's level and its place among its siblings (in the order sent),
 * and the nodes parents first, so that a child finds its parent's id.
 */
export const planTree = <T extends SentNode>(items: T[], refuse: TreeRefusals) => {
  const levels = levelsOf(items, refuse);
  const sorts = new Map<string, number>();
  const siblings = new Map<string, number>();
  for (const item of items) {
    const group = item.parentKey ?? "";
    sorts.set(item.key, siblings.get(group) ?? 0);
    siblings.set(group, (sorts.get(item.key) ?? 0) + 1);
  }
  const ordered = [...items].sort((a, b) => (levels.get(a.key) ?? 1) - (levels.get(b.key) ?? 1));
  return {
    ordered,
    levelOf: (item: T) => levels.get(item.key) ?? 1,
    sortOf: (item: T) => sorts.get(item.key) ?? 0,
  };
};
