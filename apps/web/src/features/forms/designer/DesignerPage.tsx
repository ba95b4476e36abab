import type { FormItem } from "@eos/forms-core";
import { App, Button, Grid, Result, Spin } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Canvas } from "./Canvas.tsx";
import { DesignerDnd } from "./DesignerDnd.tsx";
import { DesignerToolbar } from "./DesignerToolbar.tsx";
import { FillAidsModal } from "./FillAidsModal.tsx";
import { Palette } from "./Palette.tsx";
import { PreviewModal, previewAvailable } from "./PreviewModal.tsx";
import { PropertyPanel } from "./PropertyPanel.tsx";
import { ReleaseProblems } from "./ReleaseProblems.tsx";
import { SettingsModal } from "./SettingsModal.tsx";
import { findItem, flatten, holdsChildren } from "./tree.ts";
import { useDesigner } from "./useDesigner.ts";
import { useDesignerActions } from "./useDesignerActions.ts";
import "./designer.css";

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** /admin/forms/:id/design: palette, canvas and property panel (a laptop tool; phones get a pointer back). */
export function DesignerPage() {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  if (isPhone)
    return (
      <Result
        status="info"
        title={t("formsDesigner.designer.phoneTitle")}
        subTitle={t("formsDesigner.designer.phoneHint")}
        extra={
          <Link to="/admin/forms" data-testid="designer-phone-link">
            <Button type="primary">{t("formsDesigner.designer.toList")}</Button>
          </Link>
        }
        data-testid="designer-phone"
      />
    );
  return <Designer />;
}

function Designer() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const formId = Number(useParams().id);
  const d = useDesigner(formId);
  const actions = useDesignerActions(d);
  const [releasing, setReleasing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [fillAidsOpen, setFillAidsOpen] = useState(false);
  const closeFillAids = useCallback(() => setFillAidsOpen(false), []);
  const [previewOpen, setPreviewOpen] = useState(false);
  const selected = findItem(d.items, d.selectedId);
  const flagged = useMemo(
    () => new Set((d.problems ?? []).filter((p) => p.itemId !== null).map((p) => String(p.itemId))),
    [d.problems],
  );

  const { undo, redo } = d;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || editable(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) undo();
      else if ((key === "z" && e.shiftKey) || key === "y") redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  const confirmDelete = (item: FormItem) => {
    const inside = flatten(item.childItem).length;
    modal.confirm({
      title: t("formsDesigner.canvas.deleteTitle", { name: item.name || t("formsDesigner.canvas.untitled") }),
      content: inside
        ? `${t("formsDesigner.canvas.deleteHint")} ${t("formsDesigner.canvas.deleteWithChildren", { count: inside })}`
        : t("formsDesigner.canvas.deleteHint"),
      okText: t("formsDesigner.canvas.delete"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: () => actions.remove(item.id),
    });
  };

  const release = async () => {
    setReleasing(true);
    try {
      const done = await d.release();
      if (done) void message.success(t("formsDesigner.designer.released", { version: done.version }));
    } catch (error) {
      void message.error(t("formsDesigner.designer.releaseFailed", { reason: (error as Error).message }));
    } finally {
      setReleasing(false);
    }
  };

  if (d.draft.error)
    return (
      <Result
        status="warning"
        title={t("formsDesigner.designer.loadFailed")}
        subTitle={d.draft.error?.message}
        extra={<Button onClick={() => void d.draft.refetch()}>{t("formsDesigner.designer.retry")}</Button>}
      />
    );
  if (!d.meta) return <Spin size="large" className="eos-designer-loading" />;

  const pick = (id: FormItem["id"] | null) => {
    if (id === null) return;
    d.select(id);
    requestAnimationFrame(() =>
      [...document.querySelectorAll<HTMLElement>("[data-item-id]")]
        .find((el) => el.dataset.itemId === String(id))
        ?.scrollIntoView?.({ block: "center" }),
    );
  };

  return (
    <div className="eos-designer" data-testid="designer">
      <DesignerToolbar
        d={d}
        releasing={releasing}
        onRelease={() => void release()}
        onSettings={() => setSettingsOpen(true)}
        onFillAids={() => void d.save().then((saved) => saved && setFillAidsOpen(true))}
        onPreview={() => setPreviewOpen(true)}
        previewAvailable={previewAvailable}
      />
      <DesignerDnd items={d.items} actions={actions}>
        <div className="eos-designer-panes">
          <Palette onAdd={actions.add} addInto={selected && holdsChildren(selected) ? selected.name : null} />
          <Canvas
            items={d.items}
            selectedId={d.selectedId}
            onSelect={d.select}
            actions={actions}
            onDelete={confirmDelete}
            flagged={flagged}
          />
          <PropertyPanel
            item={selected ?? undefined}
            onChange={selected ? (fn, key) => actions.update(selected.id, fn, key) : undefined}
            allItems={d.items}
          />
        </div>
      </DesignerDnd>
      <ReleaseProblems problems={d.problems} onPick={pick} onClose={d.clearProblems} />
      <SettingsModal
        open={settingsOpen}
        formId={formId}
        settings={d.meta.settings}
        onClose={() => setSettingsOpen(false)}
        onSaved={(settings) => {
          setSettingsOpen(false);
          d.setMeta((m) => (m ? { ...m, settings } : m));
        }}
      />
      <FillAidsModal open={fillAidsOpen} formId={formId} items={d.items} onClose={closeFillAids} />
      <PreviewModal open={previewOpen} items={d.items} onClose={() => setPreviewOpen(false)} />
    </div>
  );
}
