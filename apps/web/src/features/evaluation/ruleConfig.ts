import type { ComputeRuleItem, RuleAggregate, RuleConfig, RuleKind } from "@eos/contracts";
import type { FormOption } from "@eos/forms-core";

/** The rule drawer's form values and how they become the configuration the server scores with. */

export type RuleFormValues = {
  name: string;
  indicatorId: number;
  sceneId: number;
  taskIds?: number[];
  kind: RuleKind;
  points?: number | null;
  itemId?: string | null;
  scale?: number | null;
  perValueMax?: number | null;
  optionPoints?: Record<string, number | null | undefined>;
  condition?: string;
  aggregate: RuleAggregate;
  maxCount?: number | null;
  cap?: number | null;
  /** A data source's key (GET /v3/computeRule/sources); empty: the scene's submissions. */
  source?: string | null;
};

/** Number controls (number, decimals, formula, star score) give points as value × scale. */
export const numberItemTypes: ReadonlySet<number> = new Set([19, 20, 21, 30, 52]);
/** Choice controls (radio, checkbox, select, multi-select) give points per option. */
export const optionItemTypes: ReadonlySet<number> = new Set([4, 5, 16, 17]);

export type RuleItemChoice = { id: string; name: string; options: { id: string; name: string }[] };

const orNull = (n: number | null | undefined) => (typeof n === "number" ? n : null);

/** Only the fields of the chosen kind travel; the others get their neutral defaults. */
export function toConfig(v: RuleFormValues): RuleConfig {
  const optionPoints: Record<string, number> = {};
  if (v.kind === "option") {
    for (const [id, points] of Object.entries(v.optionPoints ?? {})) {
      if (typeof points === "number") optionPoints[id] = points;
    }
  }
  if (v.source)
    return {
      sceneId: v.sceneId,
      taskIds: [],
      kind: "fixed",
      points: 0,
      itemId: null,
      scale: v.scale ?? 1,
      perValueMax: null,
      optionPoints: {},
      condition: "",
      aggregate: v.aggregate,
      maxCount: null,
      cap: orNull(v.cap),
      source: v.source,
    };
  return {
    sceneId: v.sceneId,
    taskIds: v.taskIds ?? [],
    kind: v.kind,
    points: v.kind === "fixed" ? (v.points ?? 0) : 0,
    itemId: v.kind === "fixed" ? null : (v.itemId ?? null),
    scale: v.kind === "item" ? (v.scale ?? 1) : 1,
    perValueMax: v.kind === "item" ? orNull(v.perValueMax) : null,
    optionPoints,
    condition: (v.condition ?? "").trim(),
    aggregate: v.aggregate,
    maxCount: orNull(v.maxCount),
    cap: orNull(v.cap),
    source: null,
  };
}

export function toFormValues(
  rule: Pick<ComputeRuleItem, "name" | "indicatorId">,
  c: RuleConfig,
): RuleFormValues {
  return { ...c, source: c.source ?? "", name: rule.name, indicatorId: rule.indicatorId };
}

export const newRuleValues = (indicatorId?: number): Partial<RuleFormValues> => ({
  indicatorId,
  kind: "fixed",
  points: 1,
  scale: 1,
  taskIds: [],
  aggregate: "sum",
  condition: "",
  optionPoints: {},
  source: "",
});

type WireItem = { id?: unknown; name?: unknown; type?: unknown; optionInfos?: unknown; childItem?: unknown };

/**
 * The items of a released form a rule can read, nested group items included: of a kind's types, or every
 * item (a condition may test any of them).
 */
export function ruleItems(items: ReadonlyArray<unknown>, kind: "item" | "option" | "any"): RuleItemChoice[] {
  const types = kind === "item" ? numberItemTypes : kind === "option" ? optionItemTypes : null;
  const out: RuleItemChoice[] = [];
  const walk = (list: ReadonlyArray<unknown>) => {
    for (const raw of list) {
      const item = raw as WireItem;
      if (types === null ? item.id !== undefined : types.has(Number(item.type))) {
        const options = Array.isArray(item.optionInfos) ? (item.optionInfos as FormOption[]) : [];
        out.push({
          id: String(item.id),
          name: String(item.name ?? item.id),
          options: options.map((o) => ({ id: String(o.id), name: o.name })),
        });
      }
      if (Array.isArray(item.childItem)) walk(item.childItem);
    }
  };
  walk(items);
  return out;
}

/** A condition as people read it: each {itemId} shown as {item title} where the title is known. */
export function readableCondition(condition: string, titles: Readonly<Record<string, string>>): string {
  return condition.replace(/\{([^{}]+)\}/g, (whole, id: string) => {
    const title = titles[id.trim()];
    return title === undefined ? whole : `{${title}}`;
  });
}

/** What a rule reads, in words: its item's title (or id when no released form has it) and its condition. */
export function ruleReads(rule: Pick<ComputeRuleItem, "config" | "itemTitles">): {
  item: string | null;
  condition: string;
} {
  const c = rule.config;
  return {
    item: c.kind === "fixed" || !c.itemId ? null : (rule.itemTitles[c.itemId] ?? c.itemId),
    condition: readableCondition(c.condition, rule.itemTitles),
  };
}
