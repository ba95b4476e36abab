import type { CultivateGoalInput } from "@eos/contracts";
import type { Tx } from "../../../platform/db/client.ts";
import { cultivateError } from "./cultivate.messages.ts";
import { deleteGoals, type GoalRow, insertGoal, listGoals, updateGoal } from "./cultivate.store.ts";
import type { GoalLink } from "./cultivate-data.store.ts";

/** Goals three levels deep at most (e.g. 德 / 理想信念 / 国家认同). */
export const maxGoalDepth = 3;

/** Each key's depth as sent, refusing duplicate keys, unknown parents, loops and a fourth level. */
const levelsOf = (items: CultivateGoalInput[]): Map<string, number> => {
  const byKey = new Map<string, CultivateGoalInput>();
  for (const item of items) {
    if (byKey.has(item.key)) throw cultivateError(400, "duplicateGoalKey", { key: item.key });
    byKey.set(item.key, item);
  }
  const levels = new Map<string, number>();
  const depth = (item: CultivateGoalInput, seen: Set<string>): number => {
    const known = levels.get(item.key);
    if (known !== undefined) return known;
    if (item.parentKey === null) return 1;
    const parent = byKey.get(item.parentKey);
    if (!parent || seen.has(item.parentKey))
      throw cultivateError(400, "unknownGoalParent", { name: item.name });
    const level = depth(parent, new Set([...seen, item.key])) + 1;
    if (level > maxGoalDepth) throw cultivateError(400, "goalTooDeep", { name: item.name });
    levels.set(item.key, level);
    return level;
  };
  for (const item of items) levels.set(item.key, depth(item, new Set([item.key])));
  return levels;
};

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** A goal's links that still name an indicator of the model (indicators deleted since drop out). */
export const liveLinks = (ids: number[], live: ReadonlySet<number>) => ids.filter((id) => live.has(id));

/**
 * Writes the tree as sent: existing goals (key = their id) updated, new ones inserted parents first, missing
 * ones deleted. Pushed (locked) goals must come back unchanged; every link must name a live indicator.
 */
export const writeGoals = async (
  tx: Tx,
  schoolId: number,
  modelId: number,
  items: CultivateGoalInput[],
  live: ReadonlySet<number>,
) => {
  const levels = levelsOf(items);
  const existing = new Map((await listGoals(tx, schoolId, modelId)).map((r) => [String(r.id), r]));
  const sortOf = new Map<string, number>();
  const siblings = new Map<string, number>();
  for (const item of items) {
    const group = item.parentKey ?? "";
    sortOf.set(item.key, siblings.get(group) ?? 0);
    siblings.set(group, (sortOf.get(item.key) ?? 0) + 1);
    if (item.indicatorIds.some((id) => !live.has(id)))
      throw cultivateError(400, "indicatorNotLinkable", { name: item.name });
  }
  const ids = new Map<string, number>();
  const ordered = [...items].sort((a, b) => (levels.get(a.key) ?? 1) - (levels.get(b.key) ?? 1));
  for (const item of ordered) {
    const pid = item.parentKey === null ? null : (ids.get(item.parentKey) ?? null);
    const old = existing.get(item.key);
    if (old?.locked) {
      const same =
        old.name === item.name &&
        old.description === item.description &&
        old.pid === pid &&
        sameIds(liveLinks(old.indicatorIds, live), item.indicatorIds);
      if (!same) throw cultivateError(400, "lockedGoalChanged", { name: old.name });
    }
    const row = {
      pid,
      level: levels.get(item.key) ?? 1,
      name: item.name,
      description: item.description,
      sort: sortOf.get(item.key) ?? 0,
      indicatorIds: [...new Set(item.indicatorIds)],
      locked: old?.locked ?? false,
      sourceId: old?.sourceId ?? null,
    };
    if (old) {
      await updateGoal(tx, schoolId, old.id, row);
      ids.set(item.key, old.id);
    } else {
      ids.set(item.key, await insertGoal(tx, schoolId, modelId, row));
    }
  }
  const gone = [...existing.values()].filter((r) => !ids.has(String(r.id)));
  const locked = gone.find((r) => r.locked);
  if (locked) throw cultivateError(400, "lockedGoalChanged", { name: locked.name });
  await deleteGoals(
    tx,
    schoolId,
    gone.map((r) => r.id),
  );
};

/** What counts for each goal: its own links and those of every goal under it. */
export const goalLinks = (goals: ReadonlyArray<GoalRow>, live: ReadonlySet<number>): GoalLink[] => {
  const children = new Map<number, GoalRow[]>();
  for (const g of goals) if (g.pid !== null) children.set(g.pid, [...(children.get(g.pid) ?? []), g]);
  const under = (g: GoalRow): number[] => [
    ...liveLinks(g.indicatorIds, live),
    ...(children.get(g.id) ?? []).flatMap(under),
  ];
  return goals.flatMap((g) => [...new Set(under(g))].map((indicatorId) => ({ goalId: g.id, indicatorId })));
};
