import type { CompiledForm } from "../model/compile.ts";
import type { FormItem } from "../model/item.ts";
import { type FormulaParseResult, parseFormula } from "./parser.ts";

export type FormulaEntry = { item: FormItem; parsed: FormulaParseResult };

/** The formulas of one form version and how they depend on items and on each other. */
export type FormulaGraph = {
  formulas: ReadonlyMap<string, FormulaEntry>;
  /** Item id → formula item ids that read it directly. */
  dependents: ReadonlyMap<string, readonly string[]>;
  /** Formula item ids in an order where each comes after every formula it reads. */
  order: readonly string[];
  /** Formulas on a dependency cycle. */
  cyclic: ReadonlySet<string>;
  /** Formulas that read a cyclic formula (directly or not) without being on a cycle themselves. */
  blocked: ReadonlySet<string>;
};

const refsOf = (entry: FormulaEntry): string[] => (entry.parsed.ok ? entry.parsed.formula.refs : []);

const collect = (form: CompiledForm): Map<string, FormulaEntry> => {
  const formulas = new Map<string, FormulaEntry>();
  for (const [key, { item }] of form.places)
    if (item.type === 30 && item.typeJson.formula !== undefined && item.typeJson.formula.trim() !== "")
      formulas.set(key, { item, parsed: parseFormula(item.typeJson.formula) });
  return formulas;
};

/** Kahn's algorithm over formula items; whatever is left over sits on or behind a cycle. */
const topoOrder = (formulas: Map<string, FormulaEntry>, dependents: Map<string, string[]>): string[] => {
  const pending = new Map<string, number>();
  for (const [id, entry] of formulas) pending.set(id, refsOf(entry).filter((r) => formulas.has(r)).length);
  const order = [...pending].filter(([, n]) => n === 0).map(([id]) => id);
  for (let i = 0; i < order.length; i++)
    for (const d of dependents.get(order[i]) ?? []) {
      const left = pending.get(d)! - 1;
      pending.set(d, left);
      if (left === 0) order.push(d);
    }
  return order;
};

const reaches = (from: string, target: string, dependents: Map<string, string[]>): boolean => {
  const seen = new Set<string>();
  const stack = [...(dependents.get(from) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === target) return true;
    if (!seen.has(id)) {
      seen.add(id);
      stack.push(...(dependents.get(id) ?? []));
    }
  }
  return false;
};

export const buildFormulaGraph = (form: CompiledForm): FormulaGraph => {
  const formulas = collect(form);
  const dependents = new Map<string, string[]>();
  for (const [id, entry] of formulas)
    for (const ref of refsOf(entry)) dependents.set(ref, [...(dependents.get(ref) ?? []), id]);
  const order = topoOrder(formulas, dependents);
  const placed = new Set(order);
  const cyclic = new Set<string>();
  const blocked = new Set<string>();
  for (const id of formulas.keys())
    if (!placed.has(id)) (reaches(id, id, dependents) ? cyclic : blocked).add(id);
  return { formulas, dependents, order, cyclic, blocked };
};

const graphs = new WeakMap<CompiledForm, FormulaGraph>();

/** The graph of a compiled form version, built once and kept as long as the form is. */
export const formulaGraphOf = (form: CompiledForm): FormulaGraph => {
  let graph = graphs.get(form);
  if (!graph) {
    graph = buildFormulaGraph(form);
    graphs.set(form, graph);
  }
  return graph;
};

/** Formulas to recompute after the given items changed, in evaluation order; nothing else. */
export const affectedFormulas = (graph: FormulaGraph, changed: Iterable<string | number>): string[] => {
  const hit = new Set<string>();
  const stack = [...changed].map(String);
  while (stack.length > 0) {
    for (const d of graph.dependents.get(stack.pop()!) ?? [])
      if (!hit.has(d)) {
        hit.add(d);
        stack.push(d);
      }
  }
  return graph.order.filter((id) => hit.has(id));
};
