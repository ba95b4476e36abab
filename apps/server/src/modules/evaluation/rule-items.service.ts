import type { RuleConfig } from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { type ReleasedItem, releasedItems } from "../forms/index.ts";
import { tasksOfScene } from "./scene-tasks.store.ts";

/** The item ids a configuration refers to: the item it reads and the condition's {id} references. */
export const itemRefsOf = (c: RuleConfig | null): string[] => {
  if (!c) return [];
  const inCondition = [...(c.condition ?? "").matchAll(/\{([^{}]+)\}/g)].map((m) => m[1].trim());
  return [...new Set([...(c.itemId ? [c.itemId] : []), ...inCondition])];
};

type Titled = { config: RuleConfig; draft: RuleConfig | null };

/**
 * Each rule's item titles, from the released forms of the tasks it scores (its tasks, else its scene's tasks
 * of the kind its model scores): id → title for every item its configuration or draft refers to. Scenes and
 * forms shared by several rules are read once.
 */
export const itemTitlesOf = async <R extends Titled>(
  db: Db,
  schoolId: number,
  rules: R[],
): Promise<Record<string, string>[]> => {
  const scenes = new Map<number, Awaited<ReturnType<typeof tasksOfScene>>>();
  const forms = new Map<number, ReleasedItem[]>();
  const out: Record<string, string>[] = [];
  for (const rule of rules) {
    const refs = [...new Set([...itemRefsOf(rule.config), ...itemRefsOf(rule.draft)])];
    const titles: Record<string, string> = {};
    out.push(titles);
    if (refs.length === 0) continue;
    const c = rule.config;
    if (!scenes.has(c.sceneId)) scenes.set(c.sceneId, await tasksOfScene(db, schoolId, c.sceneId));
    const tasks = (scenes.get(c.sceneId) ?? []).filter(
      (t) => c.taskIds.length === 0 || c.taskIds.includes(t.id),
    );
    for (const formId of new Set(tasks.map((t) => t.formId))) {
      if (!forms.has(formId)) forms.set(formId, (await releasedItems(db, schoolId, formId)) ?? []);
      for (const item of forms.get(formId) ?? [])
        if (refs.includes(item.id) && titles[item.id] === undefined) titles[item.id] = item.name;
    }
  }
  return out;
};
