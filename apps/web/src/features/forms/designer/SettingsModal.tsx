import type { FormSettings } from "@eos/contracts";
import { App, Form, Input, Modal, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveSettings } from "./designerApi.ts";

type Props = {
  open: boolean;
  formId: number;
  settings: FormSettings;
  onClose: () => void;
  onSaved: (settings: FormSettings) => void;
};

/** Form-level settings (saveSetting): description, submit button text, visitors, repeated submissions. */
export function SettingsModal({ open, formId, settings, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormSettings>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    const next: FormSettings = {
      description: values.description?.trim() || undefined,
      submitText: values.submitText?.trim() || undefined,
      allowVisitor: Boolean(values.allowVisitor),
      allowRepeat: Boolean(values.allowRepeat),
    };
    setBusy(true);
    try {
      await saveSettings(formId, next);
      void message.success(t("formsDesigner.settings.saved"));
      onSaved(next);
    } catch {
      // The client has told the user why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t("formsDesigner.settings.title")}
      okText={t("formsDesigner.settings.ok")}
      cancelText={t("formsDesigner.settings.cancel")}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ "data-testid": "settings-ok" } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={settings} preserve={false}>
        <Form.Item name="description" label={t("formsDesigner.settings.description")} rules={[{ max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="settings-description" />
        </Form.Item>
        <Form.Item name="submitText" label={t("formsDesigner.settings.submitText")} rules={[{ max: 20 }]}>
          <Input data-testid="settings-submit-text" />
        </Form.Item>
        <Form.Item
          name="allowVisitor"
          label={t("formsDesigner.settings.allowVisitor")}
          valuePropName="checked"
        >
          <Switch data-testid="settings-visitor" />
        </Form.Item>
        <Form.Item name="allowRepeat" label={t("formsDesigner.settings.allowRepeat")} valuePropName="checked">
          <Switch data-testid="settings-repeat" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
