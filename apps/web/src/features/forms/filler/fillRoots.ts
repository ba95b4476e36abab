import { type CompiledForm, compileForm, type FormItem, type ItemId } from "@eos/forms-core";

/**
 * The top-level items of a form, each with the ids under it and a compiled form of its own, so a keystroke
 * re-validates only the top-level item it happened in (a field, or a whole group form) with the same engine.
 */
export type RootIndex = {
  rootOf: (itemId: ItemId) => FormItem | undefined;
  subForm: (root: FormItem) => CompiledForm;
  owns: (root: FormItem, itemId: string) => boolean;
};

export function rootIndex(form: CompiledForm): RootIndex {
  const roots = new Map<string, FormItem>();
  const members = new Map<FormItem, Set<string>>();
  const subForms = new Map<FormItem, CompiledForm>();
  const visit = (item: FormItem, root: FormItem, set: Set<string>) => {
    roots.set(String(item.id), root);
    set.add(String(item.id));
    for (const child of item.childItem) visit(child, root, set);
  };
  for (const root of form.items) {
    const set = new Set<string>();
    visit(root, root, set);
    members.set(root, set);
  }
  return {
    rootOf: (itemId) => roots.get(String(itemId)),
    subForm: (root) => {
      let sub = subForms.get(root);
      if (!sub) {
        sub = compileForm([root]);
        subForms.set(root, sub);
      }
      return sub;
    },
    owns: (root, itemId) => members.get(root)?.has(itemId) === true,
  };
}
