import { controlName, type FormItem, type ItemId, type Lang } from "@eos/forms-core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../i18n/i18n.ts";
import {
  duplicate,
  findItem,
  findPlace,
  holdsChildren,
  indent,
  insertAt,
  moveBy,
  moveItem,
  newItem,
  outdent,
  type ParentId,
  removeItem,
  updateItem,
} from "./tree.ts";
import type { Designer } from "./useDesigner.ts";

export const designerLang = (): Lang => (currentLanguage() === "en-US" ? "en-US" : "zh-CN");

/** Where a control added by a click goes: into the selected container, after the selected item, or last. */
export function addTarget(
  items: FormItem[],
  selectedId: ItemId | null,
): { parentId: ParentId; index: number } {
  const selected = findItem(items, selectedId);
  if (selected && holdsChildren(selected)) return { parentId: selected.id, index: selected.childItem.length };
  const place = selectedId == null ? null : findPlace(items, selectedId);
  if (place) return { parentId: place.parentId, index: place.index + 1 };
  return { parentId: null, index: items.length };
}

/** The edits the canvas, palette and property panel make, each one undoable step. */
export function useDesignerActions(d: Designer) {
  const { t } = useTranslation();
  const make = (code: number) =>
    newItem(code, controlName(code as never, designerLang()), (n) => t("formsDesigner.canvas.option", { n }));

  const insert = (code: number, parentId: ParentId, index: number) => {
    const item = make(code);
    const parent = parentId == null ? null : findItem(d.items, parentId);
    if (parentId != null && (!parent || !holdsChildren(parent))) return;
    const items = insertAt(d.items, parentId, index, item);
    d.change(items);
    d.select(item.id);
  };

  return {
    add: (code: number) => {
      const target = addTarget(d.items, d.selectedId);
      insert(code, target.parentId, target.index);
    },
    insert,
    move: (id: ItemId, parentId: ParentId, index: number) => d.change(moveItem(d.items, id, parentId, index)),
    moveUp: (id: ItemId) => d.change(moveBy(d.items, id, -1)),
    moveDown: (id: ItemId) => d.change(moveBy(d.items, id, 1)),
    indent: (id: ItemId) => d.change(indent(d.items, id)),
    outdent: (id: ItemId) => d.change(outdent(d.items, id)),
    copy: (id: ItemId) => {
      const { items, copy } = duplicate(d.items, id);
      d.change(items);
      if (copy) d.select(copy.id);
    },
    remove: (id: ItemId) => {
      d.change(removeItem(d.items, id));
      d.select(null);
    },
    /** One property edit; `key` lets quick typing in one field count as one undo step. */
    update: (id: ItemId, fn: (item: FormItem) => FormItem, key?: string) =>
      d.change(updateItem(d.items, id, fn), key),
  };
}

export type DesignerActions = ReturnType<typeof useDesignerActions>;
