import type { CollisionDetection } from "@dnd-kit/core";
import { pointerWithin, rectIntersection } from "@dnd-kit/core";
import type { ParentId } from "./tree.ts";

/** Drag ids: palette entries, canvas items (their id) and the drop zone at the end of each child list. */
export const paletteDragId = (code: number) => `palette:${code}`;
export const zoneId = (parentId: ParentId) => `zone:${parentId == null ? "" : String(parentId)}`;

export type ItemDragData = { kind: "item"; parentId: ParentId; index: number };
export type ZoneDragData = { kind: "zone"; parentId: ParentId; size: number };
export type PaletteDragData = { kind: "palette"; code: number };
export type DragData = ItemDragData | ZoneDragData | PaletteDragData;

export type DropTarget = { parentId: ParentId; index: number };

/**
 * Where a drop lands. On an item: before it, or after it when an item moves down its own list (the sortable
 * convention). On a zone: at the end of that list.
 */
export function dropTarget(active: DragData | undefined, over: DragData | undefined): DropTarget | null {
  if (!over || over.kind === "palette") return null;
  if (over.kind === "zone") return { parentId: over.parentId, index: over.size };
  const sameList = active?.kind === "item" && String(active.parentId ?? "") === String(over.parentId ?? "");
  const down = sameList && active.kind === "item" && active.index < over.index;
  return { parentId: over.parentId, index: down ? over.index + 1 : over.index };
}

/** The innermost droppable under the pointer (nested lists), else the largest overlap. */
export const innermostFirst: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return rectIntersection(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};
