import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  HolderOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from "@ant-design/icons";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { controlName, type FormItem } from "@eos/forms-core";
import { Button, Tag, Tooltip } from "antd";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type CanvasProps, ItemList } from "./Canvas.tsx";
import { holdsChildren, type ParentId, sameId } from "./tree.ts";
import { designerLang } from "./useDesignerActions.ts";

type Props = CanvasProps & { item: FormItem; parentId: ParentId; index: number; last: boolean };

/** One item on the canvas: drag handle, name and flags, move/copy/delete buttons, and its children. */
export function CanvasItem(props: Props) {
  const { t } = useTranslation();
  const { item, parentId, index, actions } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, data: { kind: "item", parentId, index } });
  const selected = sameId(props.selectedId, item.id);
  const container = holdsChildren(item);
  const flagged = props.flagged.has(String(item.id));
  const name = item.name.trim() || t("formsDesigner.canvas.untitled");
  const typeName = item.type === 0 ? String(item.rawType) : controlName(item.type, designerLang());

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      props.onSelect(item.id);
    } else if (e.altKey && e.key === "ArrowUp") {
      e.preventDefault();
      actions.moveUp(item.id);
    } else if (e.altKey && e.key === "ArrowDown") {
      e.preventDefault();
      actions.moveDown(item.id);
    } else if (e.key === "Delete") {
      e.preventDefault();
      props.onDelete(item);
    }
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string, disabled = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        disabled={disabled}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
        data-testid={testId}
      />
    </Tooltip>
  );
  const above = index > 0;

  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={[
        "eos-designer-item",
        selected ? "is-selected" : "",
        isDragging ? "is-dragging" : "",
        flagged ? "is-flagged" : "",
        container ? "is-container" : "",
      ].join(" ")}
      data-testid="canvas-item"
      data-item-id={String(item.id)}
      data-item-type={item.type}
    >
      {/* A click anywhere on the row selects it; keyboards select, move and delete through the name's button
          (the row holds the handle and tool buttons, so it cannot be a button itself: axe nested-interactive). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse shortcut of the name button below */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the name button below takes the keys */}
      <div className="eos-designer-item-head" onClick={() => props.onSelect(item.id)}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="eos-designer-handle"
          aria-label={t("formsDesigner.canvas.dragHandle")}
          {...attributes}
          {...listeners}
        >
          <HolderOutlined />
        </button>
        <button
          type="button"
          className="eos-designer-item-name"
          aria-pressed={selected}
          aria-label={`${typeName}: ${name}`}
          onClick={(e) => {
            e.stopPropagation();
            props.onSelect(item.id);
          }}
          onKeyDown={onKeyDown}
          data-testid="canvas-item-head"
        >
          <span data-testid="canvas-item-name">{name}</span>
        </button>
        <Tag className="eos-designer-item-type">{typeName}</Tag>
        {item.isNull === "N" ? <Tag color="red">{t("formsDesigner.canvas.required")}</Tag> : null}
        {item.showState === 3 ? <Tag>{t("formsDesigner.canvas.readOnly")}</Tag> : null}
        {item.showState === 4 ? <Tag color="default">{t("formsDesigner.canvas.hidden")}</Tag> : null}
        <span className="eos-designer-item-tools">
          {tool(
            t("formsDesigner.canvas.moveUp"),
            <ArrowUpOutlined />,
            () => actions.moveUp(item.id),
            "item-up",
            !above,
          )}
          {tool(
            t("formsDesigner.canvas.moveDown"),
            <ArrowDownOutlined />,
            () => actions.moveDown(item.id),
            "item-down",
            props.last,
          )}
          {tool(
            t("formsDesigner.canvas.indent"),
            <MenuUnfoldOutlined />,
            () => actions.indent(item.id),
            "item-indent",
            !above,
          )}
          {tool(
            t("formsDesigner.canvas.outdent"),
            <MenuFoldOutlined />,
            () => actions.outdent(item.id),
            "item-outdent",
            parentId == null,
          )}
          {tool(t("formsDesigner.canvas.copy"), <CopyOutlined />, () => actions.copy(item.id), "item-copy")}
          {tool(
            t("formsDesigner.canvas.delete"),
            <DeleteOutlined />,
            () => props.onDelete(item),
            "item-delete",
          )}
        </span>
      </div>
      {item.optionInfos.length > 0 ? (
        <ul className="eos-designer-item-options">
          {item.optionInfos.map((o) => (
            <li key={String(o.id)}>{o.name}</li>
          ))}
        </ul>
      ) : null}
      {container ? <ItemList {...props} list={item.childItem} parentId={item.id} /> : null}
    </div>
  );
}
