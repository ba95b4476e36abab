import { LIMITS } from "../model/codes.ts";
import type { CompiledForm } from "../model/compile.ts";
import type { FormItem } from "../model/item.ts";
import { type FieldState, narrower } from "../state/types.ts";
import type { Failure, ValidationError } from "./errors.ts";
import { planOf } from "./plan.ts";
import { checkFilledValue, checkSystemField } from "./rules.ts";
import {
  type AcceptedValue,
  type IgnoredValue,
  type IndexedSubmission,
  indexSubmission,
  lookupValue,
  recordsIn,
} from "./submission.ts";

export type { AcceptedValue };

export type ValidateOptions = {
  /** States from computeFieldStates; an item missing from the map is fillable. */
  states?: ReadonlyMap<string, FieldState>;
};

export type ValidationResult = {
  ok: boolean;
  errors: ValidationError[];
  values: AcceptedValue[];
  ignored: IgnoredValue[];
};

/** Where the walk is: the record (and outer record) values are read from, and the state inherited from containers. */
type Scope = { recordNum: number | null; pid: number | null; inherited: FieldState };
type Walk = {
  form: CompiledForm;
  index: IndexedSubmission;
  options: ValidateOptions;
  result: ValidationResult;
};

/** Children of types 8 (description), 9 (location) and 30 (data processing) do not make a group filled. */
const NOT_COUNTED_IN_GROUP: ReadonlySet<number> = new Set([8, 9, 30]);

const stateOf = (walk: Walk, item: FormItem, scope: Scope): FieldState => {
  if (item.showState === LIMITS.hiddenShowState) return "Hidden";
  const states = walk.options.states;
  return states ? narrower(scope.inherited, states.get(planOf(item).key) ?? "Add") : scope.inherited;
};

const report = (walk: Walk, item: FormItem, scope: Scope, failure: Failure) => {
  walk.result.errors.push({ itemId: item.id, recordNum: scope.recordNum, pid: scope.pid, ...failure });
};

const checkValue = (walk: Walk, item: FormItem, scope: Scope) => {
  const value = lookupValue(walk.index, item, scope.pid, scope.recordNum);
  const state = stateOf(walk, item, scope);
  if (value) {
    value.hidden = state === "Hidden";
    value.readOnly = state === "Query";
    walk.result.values.push(value);
  }
  // A read-only item's value is not the filler's to fix, and a hidden one is never required.
  if (state === "Query") return;
  const val = value?.val ?? "";
  const plan = planOf(item);
  const empty = plan.isEmpty(val);
  const failure =
    (state === "Hidden" && empty ? null : checkSystemField(plan, val, empty)) ??
    (empty
      ? item.isNull === "N" && state === "Add"
        ? { code: "required" as const, params: {} }
        : null
      : checkFilledValue(plan, item, val, value?.valOther ?? ""));
  if (failure) report(walk, item, scope, failure);
};

/** A top-level group's records are keyed by no outer record; a nested one's by the record it sits in. */
const recordsOf = (walk: Walk, group: FormItem, scope: Scope): readonly number[] =>
  recordsIn(walk.index, group, scope.recordNum);

const childScope = (scope: Scope, recordNum: number, inherited: FieldState): Scope => ({
  recordNum,
  pid: scope.recordNum,
  inherited,
});

/** Whether any visible child in any record has a value, children of types 8, 9 and 30 not counted. */
const groupHasValue = (walk: Walk, group: FormItem, scope: Scope): boolean => {
  const inner = stateOf(walk, group, scope);
  return recordsOf(walk, group, scope).some((r) =>
    listHasValue(walk, group.childItem, childScope(scope, r, inner)),
  );
};

const listHasValue = (walk: Walk, items: FormItem[], scope: Scope): boolean =>
  items.some((child) => {
    const spec = planOf(child).spec;
    const state = spec ? stateOf(walk, child, scope) : "Hidden";
    if (!spec || state === "Hidden" || NOT_COUNTED_IN_GROUP.has(spec.base)) return false;
    if (spec.recordScoped) return groupHasValue(walk, child, scope);
    if (!spec.holdsValue) return listHasValue(walk, child.childItem, { ...scope, inherited: state });
    const value = lookupValue(walk.index, child, scope.pid, scope.recordNum);
    return value !== undefined && !planOf(child).isEmpty(value.val);
  });

const checkGroup = (walk: Walk, group: FormItem, scope: Scope) => {
  const state = stateOf(walk, group, scope);
  if (group.isNull === "N" && state === "Add" && !groupHasValue(walk, group, scope))
    report(walk, group, scope, { code: "required", params: {} });
  for (const r of recordsOf(walk, group, scope))
    checkList(walk, group.childItem, childScope(scope, r, state));
};

const checkList = (walk: Walk, items: FormItem[], scope: Scope) => {
  for (const item of items) {
    const spec = planOf(item).spec;
    if (!spec) continue;
    if (spec.recordScoped) checkGroup(walk, item, scope);
    else if (spec.holdsValue) checkValue(walk, item, scope);
    else if (spec.holdsChildren)
      checkList(walk, item.childItem, { ...scope, inherited: stateOf(walk, item, scope) });
  }
};

/**
 * Validates a whole submission against a compiled form version: every rule of SPEC 5, group records
 * recursively. Never throws; errors come in form order, at most one per value.
 */
export const validateSubmission = (
  form: CompiledForm,
  submission: unknown,
  options: ValidateOptions = {},
): ValidationResult => {
  const index = indexSubmission(form, submission);
  const result: ValidationResult = { ok: true, errors: [], values: [], ignored: index.ignored };
  checkList({ form, index, options, result }, form.items, { recordNum: null, pid: null, inherited: "Add" });
  result.ok = result.errors.length === 0;
  return result;
};
