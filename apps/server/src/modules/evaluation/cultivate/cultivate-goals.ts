import type { CultivateGoalInput } from "@eos/contracts";
import type { Tx } from "../../../platform/db/client.ts";
import { planTree, type TreeRefusals } from "../model-tree.ts";
import { cultivateError } from "./cultivate.messages.ts";
import { deleteGoals, type GoalRow, insertGoal, listGoals, updateGoal } from "./cultivate.store.ts";
import type { GoalLink } from "./cultivate-data.store.ts";

/** A goal tree sent in a bad shape, refused in cultivate's words. */
const goalRefusals: TreeRefusals = {
  duplicateKey: (key) => cultivateError(400, "duplicateGoalKey", { key }),
  unknownParent: (name) => cultivateError(400, "unknownGoalParent", { name }),
  tooDeep: (name) => cultivateError(400, "goalTooDeep", { name }),
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
  const { ordered, levelOf, sortOf } = planTree(items, goalRefusals);
  const existing = new Map((await listGoals(tx, schoolId, modelId)).map((r) => [String(r.id), r]));
  for (const item of items)
    if (item.indicatorIds.some((id) => !live.has(id)))
      throw cultivateError(400, "indicatorNotLinkable", { name: item.name });
  const ids = new Map<string, number>();
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
      level: levelOf(item),
      name: item.name,
      description: item.description,
      sort: sortOf(item),
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
