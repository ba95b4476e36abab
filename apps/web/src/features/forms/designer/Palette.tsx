import { useDraggable } from "@dnd-kit/core";
import { allControls, type Category, type ControlSpec } from "@eos/forms-core";
import { Empty, Input, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { paletteDragId } from "./dnd.ts";
import { designerLang } from "./useDesignerActions.ts";

const CATEGORIES: Category[] = [
  "basic",
  "choice",
  "dateTime",
  "media",
  "people",
  "layout",
  "advanced",
  "system",
];

type Props = { onAdd: (code: number) => void; addInto: string | null };

/** Every control type of the registry, grouped by category, searchable; click or drag to add. */
export function Palette({ onAdd, addInto }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const lang = designerLang();
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const match = (c: ControlSpec) =>
      !needle ||
      c.names["zh-CN"].toLowerCase().includes(needle) ||
      c.names["en-US"].toLowerCase().includes(needle) ||
      String(c.code) === needle;
    const controls = allControls().filter(match);
    return CATEGORIES.map((category) => ({
      category,
      controls: controls.filter((c) => c.category === category),
    })).filter((g) => g.controls.length > 0);
  }, [search]);

  return (
    <aside className="eos-designer-palette" aria-label={t("formsDesigner.palette.title")}>
      <Typography.Title level={2} className="eos-designer-pane-title">
        {t("formsDesigner.palette.title")}
      </Typography.Title>
      <Input.Search
        allowClear
        placeholder={t("formsDesigner.palette.search")}
        aria-label={t("formsDesigner.palette.search")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="palette-search"
      />
      <Typography.Text type="secondary" className="eos-designer-palette-hint">
        {addInto ? t("formsDesigner.palette.addInto", { name: addInto }) : t("formsDesigner.palette.addHint")}
      </Typography.Text>
      {groups.length === 0 ? <Empty description={t("formsDesigner.palette.noMatch")} /> : null}
      {groups.map((g) => (
        <section key={g.category} className="eos-designer-palette-group">
          <Typography.Title level={3} className="eos-designer-palette-heading">
            {t(`formsDesigner.palette.categories.${g.category}`)}
          </Typography.Title>
          <div className="eos-designer-palette-grid">
            {g.controls.map((c) => (
              <PaletteEntry key={c.code} code={c.code} name={c.names[lang]} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </aside>
  );
}

function PaletteEntry({ code, name, onAdd }: { code: number; name: string; onAdd: (code: number) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragId(code),
    data: { kind: "palette", code },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // Enter and Space add the control (click); dragging is for pointers.
      onKeyDown={undefined}
      className={`eos-designer-palette-entry${isDragging ? " is-dragging" : ""}`}
      onClick={() => onAdd(code)}
      data-testid={`palette-${code}`}
    >
      {name}
    </button>
  );
}
