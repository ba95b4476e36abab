import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { controlName, type FormItem } from "@eos/forms-core";
import { type ReactNode, useState } from "react";
import { type DragData, dropTarget, innermostFirst } from "./dnd.ts";
import { findItem } from "./tree.ts";
import { type DesignerActions, designerLang } from "./useDesignerActions.ts";

type Props = { items: FormItem[]; actions: DesignerActions; children: ReactNode };

/** Drag and drop between the palette and the canvas, and within the canvas (nested lists included). */
export function DesignerDnd({ items, actions, children }: Props) {
  const [label, setLabel] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    if (data?.kind === "palette") setLabel(controlName(data.code as never, designerLang()));
    else setLabel(findItem(items, active.id)?.name ?? null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setLabel(null);
    const from = active.data.current as DragData | undefined;
    const target = dropTarget(from, over?.data.current as DragData | undefined);
    if (!target || !from) return;
    if (from.kind === "palette") actions.insert(from.code, target.parentId, target.index);
    else if (from.kind === "item" && String(active.id) !== String(over?.id))
      actions.move(active.id, target.parentId, target.index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermostFirst}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setLabel(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {label ? <div className="eos-designer-overlay">{label}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
