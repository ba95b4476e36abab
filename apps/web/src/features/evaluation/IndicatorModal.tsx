import { Form, Input, InputNumber, Modal } from "antd";
import { useTranslation } from "react-i18next";
import type { IndicatorFields } from "./indicatorTree.ts";

type Props = {
  open: boolean;
  title: string;
  initial: IndicatorFields;
  onOk: (fields: IndicatorFields) => void;
  onClose: () => void;
};

/** Name, weight and max score of one indicator, for adding or editing it in the tree being edited. */
export function IndicatorModal({ open, title, initial, onOk, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<IndicatorFields>();
  const submit = async () => {
    try {
      const values = await form.validateFields();
      onOk({ ...values, name: values.name.trim() });
    } catch {
      // The form shows what is missing.
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("evaluation.common.save")}
      cancelText={t("evaluation.common.cancel")}
      okButtonProps={{ "data-testid": "indicator-save" } as never}
      destroyOnHidden
    >
      <Form<IndicatorFields>
        form={form}
        name="indicator"
        layout="vertical"
        preserve={false}
        initialValues={initial}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label={t("evaluation.editor.indicatorName")}
          rules={[
            { required: true, whitespace: true, message: t("evaluation.editor.nameIndicatorRequired") },
          ]}
        >
          <Input maxLength={60} data-testid="indicator-name" />
        </Form.Item>
        <Form.Item
          name="weight"
          label={t("evaluation.editor.weight")}
          rules={[{ required: true, message: t("evaluation.editor.weightRequired") }]}
        >
          <InputNumber min={0} max={100} style={{ width: "100%" }} data-testid="indicator-weight" />
        </Form.Item>
        <Form.Item
          name="maxScore"
          label={t("evaluation.editor.maxScore")}
          rules={[{ required: true, message: t("evaluation.editor.maxScoreRequired") }]}
        >
          <InputNumber min={0.01} max={100000} style={{ width: "100%" }} data-testid="indicator-max" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
