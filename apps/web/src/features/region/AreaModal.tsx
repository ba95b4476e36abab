import { Form, Input, Modal } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AreaItem, addArea, updateArea } from "./regionApi.ts";
import { useRegionWrite } from "./useRegionWrite.ts";

type Props = { open: boolean; area: AreaItem | null; onClose: () => void };
type Values = { name: string; code?: string };

/** Adds an area, or renames one (its code too). */
export function AreaModal({ open, area, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const run = useRegionWrite();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ name: area?.name ?? "", code: area?.code ?? "" });
  }, [open, area, form]);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const input = { name: values.name.trim(), code: values.code?.trim() || undefined };
    const out = await run(
      () => (area ? updateArea({ id: area.id, ...input }) : addArea(input)),
      t("region.areas.saved"),
    );
    setSaving(false);
    if (out) onClose();
  };
  return (
    <Modal
      open={open}
      title={area ? t("region.areas.editTitle") : t("region.areas.addTitle")}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("region.common.save")}
      cancelText={t("region.common.cancel")}
      confirmLoading={saving}
      forceRender
      data-testid="area-modal"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t("region.areas.name")}
          rules={[{ required: true, whitespace: true, message: t("region.areas.nameRequired") }]}
        >
          <Input maxLength={60} data-testid="area-name" />
        </Form.Item>
        <Form.Item name="code" label={t("region.areas.code")}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
