import type { FormItemWire } from "@eos/contracts";
import { type FormItem, serializeFormItem } from "@eos/forms-core";
import { Alert, Modal, Segmented } from "antd";
import { type ComponentType, lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

type RendererProps = { items: readonly FormItemWire[]; mode: "preview"; device: "pc" | "phone" };

// The filler's renderer, when it is present in this build; the preview stays unavailable without it.
const rendererModules = import.meta.glob<{ FormRenderer: ComponentType<RendererProps> }>(
  "../filler/FormRenderer.tsx",
);
const loadRenderer = Object.values(rendererModules)[0];
const Renderer = loadRenderer ? lazy(async () => ({ default: (await loadRenderer()).FormRenderer })) : null;

export const previewAvailable = Renderer !== null;

type Props = { open: boolean; items: FormItem[]; onClose: () => void };

/** The draft as a filler sees it, at PC width or in a 390 px phone frame; nothing is submitted. */
export function PreviewModal({ open, items, onClose }: Props) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<"pc" | "phone">("pc");
  // Temporary ids stay: the renderer needs every item to have one.
  const wire = useMemo(() => items.map((x) => serializeFormItem(x) as FormItemWire), [items]);
  return (
    <Modal
      open={open}
      title={t("formsDesigner.preview.title")}
      onCancel={onClose}
      footer={null}
      width={device === "pc" ? 1000 : 480}
      destroyOnHidden
    >
      <Segmented
        value={device}
        onChange={(v) => setDevice(v as "pc" | "phone")}
        options={[
          { value: "pc", label: t("formsDesigner.preview.pc") },
          { value: "phone", label: t("formsDesigner.preview.phone") },
        ]}
        data-testid="preview-device"
      />
      <div className={`eos-designer-preview is-${device}`} data-testid={`preview-${device}`}>
        {Renderer ? (
          <Suspense fallback={null}>
            <Renderer key={device} items={wire} mode="preview" device={device} />
          </Suspense>
        ) : (
          <Alert type="info" showIcon title={t("formsDesigner.preview.unavailable")} />
        )}
      </div>
    </Modal>
  );
}
