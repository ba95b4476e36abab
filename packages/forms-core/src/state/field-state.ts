import { LIMITS } from "../model/codes.ts";
import type { CompiledForm } from "../model/compile.ts";
import type { FormItem } from "../model/item.ts";
import { type FieldState, narrower } from "./types.ts";

/** SPEC 4: 1 query, 2 add/edit, 3 query unless adding. */
export type PermissionType = 1 | 2 | 3;
export type FillMode = "add" | "edit";
export type StateContext = { permissionType: PermissionType; mode: FillMode };

export const permissionState = (ctx: StateContext): FieldState => {
  if (ctx.permissionType === 2) return "Add";
  if (ctx.permissionType === 3 && ctx.mode === "add") return "Add";
  return "Query";
};

/**
 * What the item's own definition allows (SPEC 4): showState 4 hides it; showState 3 with no status is
 * read-only; showState 1 with status Query resets to no status; otherwise its fieldStatus, if any.
 */
export const itemState = (item: Pick<FormItem, "showState" | "fieldStatus">): FieldState | null => {
  if (item.showState === LIMITS.hiddenShowState) return "Hidden";
  if (item.showState === LIMITS.editableShowState && item.fieldStatus === "Query") return null;
  if (item.showState === LIMITS.readOnlyShowState && item.fieldStatus === null) return "Query";
  return item.fieldStatus;
};

/** The state of one item: the narrowest of the permission, the item, its containers and the client's wish. */
export const computeFieldState = (
  item: Pick<FormItem, "showState" | "fieldStatus">,
  ctx: StateContext,
  inherited: FieldState = "Add",
  client?: FieldState,
): FieldState => {
  const own = narrower(permissionState(ctx), itemState(item) ?? "Add");
  return narrower(narrower(own, inherited), client ?? "Add");
};

/**
 * States of every item of a form, containers passing theirs down. A client-sent state (e.g. from the
 * customForm query parameter) can only narrow what the server computes, never widen it.
 */
export const computeFieldStates = (
  form: CompiledForm,
  ctx: StateContext,
  clientStates?: ReadonlyMap<string, FieldState>,
): Map<string, FieldState> => {
  const states = new Map<string, FieldState>();
  const visit = (items: FormItem[], inherited: FieldState) => {
    for (const item of items) {
      const state = computeFieldState(item, ctx, inherited, clientStates?.get(String(item.id)));
      states.set(String(item.id), state);
      visit(item.childItem, state);
    }
  };
  visit(form.items, "Add");
  return states;
};
