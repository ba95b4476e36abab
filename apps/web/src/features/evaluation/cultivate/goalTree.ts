import type { CultivateGoal, CultivateGoalInput } from "@eos/contracts";

/** The editor's goal tree as a flat list in display order, the shape /v3/culitivate/update takes. */

export type DraftGoal = CultivateGoalInput & { locked: boolean };
export type GoalFields = Pick<CultivateGoalInput, "name" | "description" | "indicatorIds">;
export type GoalRow = DraftGoal & { level: number; children?: GoalRow[] };

/** Goals deeper than this cannot hold sub-goals. */
export const maxGoalDepth = 3;

/** The saved tree as drafts: existing goals keep their id (as text) as key, siblings in `sort` order. */
export function fromGoals(goals: ReadonlyArray<CultivateGoal>): DraftGoal[] {
  const ordered = [...goals].sort((a, b) => a.level - b.level || a.sort - b.sort || a.id - b.id);
  return ordered.map((g) => ({
    key: String(g.id),
    parentKey: g.pid === null ? null : String(g.pid),
    name: g.name,
    description: g.description,
    indicatorIds: g.indicatorIds,
    locked: g.locked,
  }));
}

/** A key no goal of the list uses yet. */
export function newGoalKey(list: ReadonlyArray<DraftGoal>): string {
  const used = new Set(list.map((g) => g.key));
  let n = list.length + 1;
  while (used.has(`n${n}`)) n += 1;
  return `n${n}`;
}

export function addGoal(list: ReadonlyArray<DraftGoal>, parentKey: string | null, fields: GoalFields) {
  return [...list, { ...fields, key: newGoalKey(list), parentKey, locked: false }];
}

export function updateGoal(list: ReadonlyArray<DraftGoal>, key: string, fields: GoalFields): DraftGoal[] {
  return list.map((g) => (g.key === key && !g.locked ? { ...g, ...fields } : g));
}

/** Removes a goal with everything under it; a locked (area) goal stays, and so do locked ones under it. */
export function removeGoal(list: ReadonlyArray<DraftGoal>, key: string): DraftGoal[] {
  if (list.find((g) => g.key === key)?.locked) return [...list];
  const gone = new Set([key]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of list) {
      if (g.parentKey !== null && gone.has(g.parentKey) && !gone.has(g.key)) {
        gone.add(g.key);
        grew = true;
      }
    }
  }
  return list.filter((g) => !gone.has(g.key));
}

/** Links to indicators the chosen indicator model no longer has are dropped (e.g. after changing model). */
export function keepLinks(list: ReadonlyArray<DraftGoal>, live: ReadonlySet<number>): DraftGoal[] {
  return list.map((g) =>
    g.locked ? g : { ...g, indicatorIds: g.indicatorIds.filter((id) => live.has(id)) },
  );
}

/** Nested rows for a tree table; leaves carry no `children` so that they show no expander. */
export function toGoalRows(list: ReadonlyArray<DraftGoal>): GoalRow[] {
  const build = (parentKey: string | null, level: number): GoalRow[] =>
    list
      .filter((g) => g.parentKey === parentKey)
      .map((g) => {
        const children = build(g.key, level + 1);
        return children.length > 0 ? { ...g, level, children } : { ...g, level };
      });
  return build(null, 1);
}

/** The request's goal list: parents before children, siblings in display order. */
export function toGoalInputs(list: ReadonlyArray<DraftGoal>): CultivateGoalInput[] {
  const out: CultivateGoalInput[] = [];
  const walk = (rows: GoalRow[]) => {
    for (const { key, parentKey, name, description, indicatorIds, children } of rows) {
      out.push({ key, parentKey, name, description, indicatorIds });
      if (children) walk(children);
    }
  };
  walk(toGoalRows(list));
  return out;
}
