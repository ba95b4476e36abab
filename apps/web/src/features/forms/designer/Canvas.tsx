import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { FormItem, ItemId } from "@eos/forms-core";
import { Empty, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CanvasItem } from "./CanvasItem.tsx";
import { zoneId } from "./dnd.ts";
import type { ParentId } from "./tree.ts";
import type { DesignerActions } from "./useDesignerActions.ts";

export type CanvasProps = {
  items: FormItem[];
  selectedId: ItemId | null;
  onSelect: (id: ItemId) => void;
  actions: DesignerActions;
  onDelete: (item: FormItem) => void;
  /** Ids of items with release problems, outlined until fixed. */
  flagged: ReadonlySet<string>;
};

/** The form being designed: a sortable list of items, containers holding their own lists. */
export function Canvas(props: CanvasProps) {
  const { t } = useTranslation();
  return (
    <section
      className="eos-designer-canvas"
      aria-label={t("formsDesigner.canvas.label")}
      data-testid="canvas"
    >
      {props.items.length === 0 ? (
        <Empty description={t("formsDesigner.canvas.empty")} data-testid="canvas-empty">
          <Typography.Text type="secondary">{t("formsDesigner.canvas.emptyHint")}</Typography.Text>
        </Empty>
      ) : null}
      <ItemList {...props} list={props.items} parentId={null} />
    </section>
  );
}

export function ItemList(props: CanvasProps & { list: FormItem[]; parentId: ParentId }) {
  const { list, parentId } = props;
  return (
    <div className="eos-designer-list" data-testid={`list-${parentId == null ? "root" : String(parentId)}`}>
      <SortableContext items={list.map((x) => x.id)} strategy={verticalListSortingStrategy}>
        {list.map((item, index) => (
          <CanvasItem
            key={String(item.id)}
            {...props}
            item={item}
            parentId={parentId}
            index={index}
            last={index === list.length - 1}
          />
        ))}
      </SortableContext>
      <DropZone parentId={parentId} size={list.length} />
    </div>
  );
}

function DropZone({ parentId, size }: { parentId: ParentId; size: number }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({
    id: zoneId(parentId),
    data: { kind: "zone", parentId, size },
  });
  return (
    <div ref={setNodeRef} className={`eos-designer-zone${isOver ? " is-over" : ""}`}>
      {parentId != null || size === 0 ? t("formsDesigner.canvas.dropHere") : null}
    </div>
  );
}
