import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  /** The dialog's title; the dialog is closed when null. */
  title: string | null;
  initialName: string;
  /** Resolves true when saved (the dialog then closes). */
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
};

/** Asks for a classification's name, to add or rename one. */
export function ClassifyNameModal({ title, initialName, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let name: string;
    try {
      name = (await form.validateFields()).name.trim();
    } catch {
      return;
    }
    setSaving(true);
    const saved = await onSave(name);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open={title !== null}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("scenes.common.save")}
      cancelText={t("scenes.common.cancel")}
      confirmLoading={saving}
      okButtonProps={{ "data-testid": "classify-save" } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: initialName }}>
        <Form.Item
          name="name"
          label={t("scenes.classify.name")}
          rules={[{ required: true, whitespace: true, message: t("scenes.classify.nameRequired") }]}
        >
          <Input
            maxLength={60}
            autoComplete="off"
            onPressEnter={() => void submit()}
            data-testid="classify-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
