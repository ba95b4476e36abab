import type { CultivateModelDetail } from "@eos/contracts";
import { Form, Input, Modal, TreeSelect } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { GoalFields } from "./goalTree.ts";

type IndicatorOption = CultivateModelDetail["indicators"][number];
type TreeNode = { value: number; title: string; children?: TreeNode[] };

type Props = {
  open: boolean;
  title: string;
  initial: GoalFields;
  indicators: ReadonlyArray<IndicatorOption>;
  onOk: (fields: GoalFields) => void;
  onClose: () => void;
};

/** The indicator model's tree, for picking the indicators a goal links. */
export const indicatorTreeData = (indicators: ReadonlyArray<IndicatorOption>): TreeNode[] => {
  const build = (pid: number | null): TreeNode[] =>
    indicators
      .filter((i) => i.pid === pid)
      .map((i) => {
        const children = build(i.id);
        return children.length > 0
          ? { value: i.id, title: i.name, children }
          : { value: i.id, title: i.name };
      });
  return build(null);
};

/** Name, description and linked indicators of one goal, for adding or editing it. */
export function GoalModal({ open, title, initial, indicators, onOk, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GoalFields>();
  const treeData = useMemo(() => indicatorTreeData(indicators), [indicators]);
  const submit = async () => {
    try {
      const values = await form.validateFields();
      onOk({
        name: values.name.trim(),
        description: (values.description ?? "").trim(),
        indicatorIds: values.indicatorIds ?? [],
      });
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
      okText={t("cultivate.save")}
      cancelText={t("cultivate.cancel")}
      okButtonProps={{ "data-testid": "goal-save" } as never}
      destroyOnHidden
    >
      <Form<GoalFields> form={form} name="goal" layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item
          name="name"
          label={t("cultivate.goal.name")}
          rules={[{ required: true, whitespace: true, message: t("cultivate.goal.nameRequired") }]}
        >
          <Input maxLength={60} data-testid="goal-name" />
        </Form.Item>
        <Form.Item name="description" label={t("cultivate.goal.description")}>
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 4 }}
            data-testid="goal-description"
          />
        </Form.Item>
        <Form.Item
          name="indicatorIds"
          label={t("cultivate.goal.indicators")}
          extra={
            indicators.length > 0 ? t("cultivate.goal.indicatorsHint") : t("cultivate.editor.pickTargetFirst")
          }
        >
          <TreeSelect
            multiple
            treeDefaultExpandAll
            allowClear
            treeData={treeData}
            disabled={indicators.length === 0}
            placeholder={t("cultivate.goal.noIndicators")}
            aria-label={t("cultivate.goal.indicators")}
            showSearch={{ treeNodeFilterProp: "title" }}
            data-testid="goal-indicators"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
