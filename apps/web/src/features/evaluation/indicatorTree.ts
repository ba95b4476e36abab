import type { Indicator, IndicatorInput } from "@eos/contracts";

/** The model editor's indicator tree as a flat list in display order, the shape /v3/target/update takes. */

export type DraftIndicator = IndicatorInput & { locked: boolean };
export type IndicatorFields = Pick<IndicatorInput, "name" | "weight" | "maxScore">;
export type IndicatorRow = DraftIndicator & { level: number; children?: IndicatorRow[] };

/** Indicators deeper than this cannot hold children (model, dimension, item). */
export const maxDepth = 3;

/** The saved tree as drafts: existing indicators keep their id (as text) as key, siblings in `sort` order. */
export function fromIndicators(indicators: ReadonlyArray<Indicator>): DraftIndicator[] {
  const ordered = [...indicators].sort((a, b) => a.level - b.level || a.sort - b.sort || a.id - b.id);
  return ordered.map((i) => ({
    key: String(i.id),
    parentKey: i.pid === null ? null : String(i.pid),
    name: i.name,
    weight: i.weight,
    maxScore: i.maxScore,
    locked: i.locked,
  }));
}

export function depthOf(list: ReadonlyArray<DraftIndicator>, key: string): number {
  const byKey = new Map(list.map((i) => [i.key, i]));
  let depth = 0;
  let at = byKey.get(key);
  while (at && depth <= maxDepth) {
    depth += 1;
    at = at.parentKey === null ? undefined : byKey.get(at.parentKey);
  }
  return depth;
}

/** A key no indicator of the list uses yet. */
export function newKey(list: ReadonlyArray<DraftIndicator>): string {
  const used = new Set(list.map((i) => i.key));
  let n = list.length + 1;
  while (used.has(`n${n}`)) n += 1;
  return `n${n}`;
}

export function addIndicator(
  list: ReadonlyArray<DraftIndicator>,
  parentKey: string | null,
  fields: IndicatorFields,
): DraftIndicator[] {
  return [...list, { ...fields, key: newKey(list), parentKey, locked: false }];
}

export function updateIndicator(
  list: ReadonlyArray<DraftIndicator>,
  key: string,
  fields: IndicatorFields,
): DraftIndicator[] {
  return list.map((i) => (i.key === key && !i.locked ? { ...i, ...fields } : i));
}

/** Removes an indicator with everything under it; a locked (area) indicator stays. */
export function removeIndicator(list: ReadonlyArray<DraftIndicator>, key: string): DraftIndicator[] {
  if (list.find((i) => i.key === key)?.locked) return [...list];
  const gone = new Set([key]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const i of list) {
      if (i.parentKey !== null && gone.has(i.parentKey) && !gone.has(i.key)) {
        gone.add(i.key);
        grew = true;
      }
    }
  }
  return list.filter((i) => !gone.has(i.key));
}

/** Nested rows for a tree table; leaves carry no `children` so that they show no expander. */
export function toRows(list: ReadonlyArray<DraftIndicator>): IndicatorRow[] {
  const build = (parentKey: string | null, level: number): IndicatorRow[] =>
    list
      .filter((i) => i.parentKey === parentKey)
      .map((i) => {
        const children = build(i.key, level + 1);
        return children.length > 0 ? { ...i, level, children } : { ...i, level };
      });
  return build(null, 1);
}

/** The request's indicator list: parents before children, siblings in display order. */
export function toInputs(list: ReadonlyArray<DraftIndicator>): IndicatorInput[] {
  const out: IndicatorInput[] = [];
  const walk = (rows: IndicatorRow[]) => {
    for (const { key, parentKey, name, weight, maxScore, children } of rows) {
      out.push({ key, parentKey, name, weight, maxScore });
      if (children) walk(children);
    }
  };
  walk(toRows(list));
  return out;
}

/** Each indicator's name with its ancestors' ("Moral / Volunteer service"), in the tree's display order. */
export function indicatorPaths(indicators: ReadonlyArray<Indicator>): { id: number; path: string }[] {
  const byId = new Map(indicators.map((i) => [i.id, i]));
  const pathOf = (i: Indicator): string => {
    const parent = i.pid === null ? undefined : byId.get(i.pid);
    return parent ? `${pathOf(parent)} / ${i.name}` : i.name;
  };
  const drafts = fromIndicators(indicators);
  return toInputs(drafts).flatMap((d) => {
    const i = byId.get(Number(d.key));
    return i ? [{ id: i.id, path: pathOf(i) }] : [];
  });
}
