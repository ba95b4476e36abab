import {
  ArrowLeftOutlined,
  EditOutlined,
  EyeOutlined,
  RedoOutlined,
  RocketOutlined,
  SaveOutlined,
  SettingOutlined,
  UndoOutlined,
} from "@ant-design/icons";
import { Button, Input, Modal, Space, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SaveTemplateButton } from "./SaveTemplateButton.tsx";
import type { Designer } from "./useDesigner.ts";

type Props = {
  d: Designer;
  onRelease: () => void;
  releasing: boolean;
  onSettings: () => void;
  onFillAids: () => void;
  onPreview: () => void;
  previewAvailable: boolean;
};

const stateColor = { saved: "green", saving: "blue", dirty: "orange", failed: "red" } as const;

/** Back to the list, the form's name (rename), its release state, undo/redo, save state, settings, preview, release. */
export function DesignerToolbar({
  d,
  onRelease,
  releasing,
  onSettings,
  onFillAids,
  onPreview,
  previewAvailable,
}: Props) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const meta = d.meta;
  const saveText = {
    saved: t("formsDesigner.designer.saved"),
    saving: t("formsDesigner.designer.saving"),
    dirty: t("formsDesigner.designer.dirty"),
    failed: t("formsDesigner.designer.saveFailed"),
  }[d.saveState];
  const submitRename = async () => {
    const name = renaming?.trim();
    if (!name) return;
    if (await d.rename(name).catch(() => false)) setRenaming(null);
  };

  return (
    <header className="eos-designer-toolbar">
      <Link to="/admin/forms" className="eos-designer-back">
        <ArrowLeftOutlined /> {t("formsDesigner.designer.back")}
      </Link>
      <Typography.Title level={1} className="eos-designer-title" data-testid="designer-title">
        {meta?.name}
      </Typography.Title>
      <Tooltip title={t("formsDesigner.designer.rename")}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t("formsDesigner.designer.rename")}
          onClick={() => setRenaming(meta?.name ?? "")}
          data-testid="designer-rename"
        />
      </Tooltip>
      {meta?.version == null ? (
        <Tag>{t("formsDesigner.designer.notReleased")}</Tag>
      ) : (
        <Tag color="green">{t("formsDesigner.list.versionN", { version: meta.version })}</Tag>
      )}
      {meta?.version != null && meta.draftChanged ? (
        <Tag color="orange">{t("formsDesigner.designer.unreleased")}</Tag>
      ) : null}
      <span className="eos-designer-spacer" />
      <Tag color={stateColor[d.saveState]} role="status" data-testid="save-state">
        {saveText}
      </Tag>
      <Space wrap size={4}>
        <Tooltip title={t("formsDesigner.designer.undo")}>
          <Button
            icon={<UndoOutlined />}
            aria-label={t("formsDesigner.designer.undo")}
            disabled={!d.canUndo}
            onClick={d.undo}
            data-testid="designer-undo"
          />
        </Tooltip>
        <Tooltip title={t("formsDesigner.designer.redo")}>
          <Button
            icon={<RedoOutlined />}
            aria-label={t("formsDesigner.designer.redo")}
            disabled={!d.canRedo}
            onClick={d.redo}
            data-testid="designer-redo"
          />
        </Tooltip>
        <Button icon={<SettingOutlined />} onClick={onSettings} data-testid="designer-settings">
          {t("formsDesigner.designer.settings")}
        </Button>
        <Button onClick={onFillAids} data-testid="designer-fill-aids">
          {t("formsDesigner.fillAids.open")}
        </Button>
        <Button
          icon={<EyeOutlined />}
          disabled={!previewAvailable}
          onClick={onPreview}
          data-testid="designer-preview"
        >
          {t("formsDesigner.designer.preview")}
        </Button>
        <SaveTemplateButton formId={d.formId} name={meta?.name ?? ""} saveFirst={d.save} />
        <Button
          icon={<SaveOutlined />}
          loading={d.saveState === "saving"}
          onClick={() => void d.save()}
          data-testid="designer-save"
        >
          {t("formsDesigner.designer.save")}
        </Button>
        <Button
          type="primary"
          icon={<RocketOutlined />}
          loading={releasing}
          onClick={onRelease}
          data-testid="designer-release"
        >
          {t("formsDesigner.designer.release")}
        </Button>
      </Space>
      <Modal
        open={renaming !== null}
        title={t("formsDesigner.designer.renameTitle")}
        onCancel={() => setRenaming(null)}
        onOk={() => void submitRename()}
        okButtonProps={{ disabled: !renaming?.trim(), "data-testid": "rename-ok" } as never}
        destroyOnHidden
      >
        <Input
          aria-label={t("formsDesigner.list.name")}
          value={renaming ?? ""}
          maxLength={100}
          onChange={(e) => setRenaming(e.target.value)}
          onPressEnter={() => void submitRename()}
          data-testid="rename-input"
        />
      </Modal>
    </header>
  );
}
