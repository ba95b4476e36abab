import { parseAutoNumberFormat } from "../autonumber/format-parse.ts";
import { formulaGraphOf } from "../formula/graph.ts";
import { LIMITS } from "../model/codes.ts";
import { type CompiledForm, compileForm } from "../model/compile.ts";
import type { FormItem, ItemId } from "../model/item.ts";
import { parseForm } from "../model/parse.ts";
import { specOf } from "../registry/registry.ts";
import { ENUMERATION_STYLES } from "../validate/rules.ts";

export type LintCode =
  | "invalidInput"
  | "duplicateId"
  | "formulaSyntax"
  | "formulaMissingItem"
  | "formulaReadsNoValue"
  | "formulaCycle"
  | "formulaBehindCycle"
  | "rangeMinNotBelowMax"
  | "minOptionsAboveMax"
  | "cascadeEnumMultiLevel"
  | "groupTooDeep"
  | "optionWithoutName"
  | "autoNumberFormat";

export type LintProblem = {
  code: LintCode;
  itemId: ItemId | null;
  /** Where in the definition, for problems found while reading it. */
  path?: string;
  params: Record<string, string | number>;
};

const problem = (code: LintCode, item: FormItem | null, params: LintProblem["params"] = {}): LintProblem => ({
  code,
  itemId: item?.id ?? null,
  params,
});

const hasChildren = (node: unknown): boolean => {
  if (typeof node !== "object" || node === null) return false;
  const children = (node as { children?: unknown }).children;
  return Array.isArray(children) && children.length > 0;
};

const lintSettings = (item: FormItem, out: LintProblem[]) => {
  const s = item.typeJson as {
    rangeMin?: number;
    rangeMax?: number;
    minOptionNum?: number;
    maxOptionNum?: number;
  };
  if (s.rangeMin !== undefined && s.rangeMax !== undefined && s.rangeMin >= s.rangeMax)
    out.push(problem("rangeMinNotBelowMax", item, { min: s.rangeMin, max: s.rangeMax }));
  if (s.minOptionNum !== undefined && s.maxOptionNum !== undefined && s.minOptionNum > s.maxOptionNum)
    out.push(problem("minOptionsAboveMax", item, { min: s.minOptionNum, max: s.maxOptionNum }));
  if (item.type === 34 || item.type === 35) {
    const { style, dictData } = item.typeJson;
    const tree = Array.isArray(dictData) ? dictData : [];
    const multiLevel = tree.some(hasChildren) || item.optionInfos.some((o) => hasChildren(o.extra));
    if (style !== undefined && ENUMERATION_STYLES.has(style) && multiLevel)
      out.push(problem("cascadeEnumMultiLevel", item, { style }));
  }
  if (item.type === 54) {
    const parsed = parseAutoNumberFormat(item.typeJson.format ?? "");
    if (!item.typeJson.format)
      out.push(problem("autoNumberFormat", item, { reason: "missing", position: 0 }));
    else if (!parsed.ok)
      out.push(
        problem("autoNumberFormat", item, { reason: parsed.error.code, position: parsed.error.position }),
      );
  }
  if (specOf(item)?.value === "option" || specOf(item)?.value === "options")
    item.optionInfos.forEach((o, index) => {
      if (o.name.trim() === "") out.push(problem("optionWithoutName", item, { option: String(o.id), index }));
    });
};

const lintFormulas = (form: CompiledForm, out: LintProblem[]) => {
  const graph = formulaGraphOf(form);
  for (const [id, { item, parsed }] of graph.formulas) {
    if (!parsed.ok) {
      out.push(
        problem("formulaSyntax", item, { reason: parsed.error.code, position: parsed.error.position }),
      );
      continue;
    }
    for (const ref of parsed.formula.refs) {
      const target = form.places.get(ref)?.item;
      if (!target) out.push(problem("formulaMissingItem", item, { ref }));
      else if (!specOf(target)?.holdsValue || specOf(target)?.recordScoped)
        out.push(problem("formulaReadsNoValue", item, { ref }));
    }
    if (graph.cyclic.has(id)) out.push(problem("formulaCycle", item));
    else if (graph.blocked.has(id)) out.push(problem("formulaBehindCycle", item));
  }
};

/**
 * Release-time lint of a whole form definition (wire format or parsed items): every problem a designer can
 * fix before the version is frozen. An empty list means the form may be released.
 */
export const lintForm = (definition: unknown): LintProblem[] => {
  const { items, problems } =
    Array.isArray(definition) && definition.every(isParsedItem)
      ? { items: definition, problems: [] }
      : parseForm(definition);
  const out: LintProblem[] = problems.map((p) => ({
    code: "invalidInput",
    itemId: null,
    path: p.path,
    params: { reason: p.code, got: p.got },
  }));
  const form = compileForm(items);
  for (const id of form.duplicateIds)
    out.push({ code: "duplicateId", itemId: id, params: { id: String(id) } });
  for (const { item, groupDepth } of form.places.values()) {
    lintSettings(item, out);
    if (specOf(item)?.recordScoped && groupDepth + 1 > LIMITS.groupNestingLimit)
      out.push(problem("groupTooDeep", item, { depth: groupDepth + 1, limit: LIMITS.groupNestingLimit }));
  }
  lintFormulas(form, out);
  return out;
};

/** Parsed items carry typeJson.extra; wire items do not. */
const isParsedItem = (x: unknown): x is FormItem =>
  typeof x === "object" &&
  x !== null &&
  typeof (x as FormItem).typeJson === "object" &&
  (x as FormItem).typeJson !== null &&
  "extra" in (x as FormItem).typeJson;
