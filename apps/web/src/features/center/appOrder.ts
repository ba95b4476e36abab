/** An app as the ordering needs it: its id and the category it is ordered within. */
export type Ordered = { id: number; category: string };

/**
 * The school's whole order after moving `activeId` to where `overId` stands, both in one category; null when
 * they are in different categories or either is unknown (apps are ordered within their category).
 */
export const placeBefore = (all: readonly Ordered[], activeId: number, overId: number): number[] | null => {
  const from = all.findIndex((a) => a.id === activeId);
  const to = all.findIndex((a) => a.id === overId);
  if (from < 0 || to < 0 || from === to || all[from].category !== all[to].category) return null;
  const ids = all.map((a) => a.id);
  ids.splice(from, 1);
  ids.splice(to, 0, activeId);
  return ids;
};

/** The whole order after moving an app one place up (-1) or down (1) among its category's apps; null at an end. */
export const moveWithin = (all: readonly Ordered[], id: number, by: -1 | 1): number[] | null => {
  const app = all.find((a) => a.id === id);
  if (!app) return null;
  const same = all.filter((a) => a.category === app.category);
  const neighbour = same[same.findIndex((a) => a.id === id) + by];
  return neighbour ? placeBefore(all, id, neighbour.id) : null;
};

/** The apps grouped by category, categories in the order of their first app. */
export const byCategory = <T extends Ordered>(all: readonly T[]): { category: string; apps: T[] }[] => {
  const groups = new Map<string, T[]>();
  for (const a of all) groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
  return [...groups].map(([category, apps]) => ({ category, apps }));
};
