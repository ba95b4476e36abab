import type { CenterTemplate } from "@eos/contracts";
import { Form, Modal, Select } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveTemplate } from "./centerApi.ts";

type Props = {
  open: boolean;
  template: CenterTemplate | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/** The app centre's layout: the categories in order, and the hosts whose links open inside the site. */
export function TemplateModal({ open, template, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CenterTemplate>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open && template) form.setFieldsValue(template);
  }, [open, template, form]);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await saveTemplate({ categories: values.categories ?? [], iframeHosts: values.iframeHosts ?? [] });
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t("center.template.title")}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="categories"
          label={t("center.template.categories")}
          extra={t("center.template.categoriesHelp")}
        >
          <Select mode="tags" data-testid="template-categories" />
        </Form.Item>
        <Form.Item
          name="iframeHosts"
          label={t("center.template.hosts")}
          extra={t("center.template.hostsHelp")}
        >
          <Select mode="tags" data-testid="template-hosts" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
