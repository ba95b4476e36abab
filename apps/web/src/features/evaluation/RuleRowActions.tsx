import type { ComputeRuleItem } from "@eos/contracts";
import { Button, Form, Input, Modal, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cloneRule, deleteRule, renameRule } from "./evaluationApi.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

type Props = { rule: ComputeRuleItem; onEdit: () => void };

/** A rule row's actions: edit (the drawer), copy, rename (a small dialog), delete (after confirmation). */
export function RuleRowActions({ rule, onEdit }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const [renaming, setRenaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();

  const rename = async () => {
    let name: string;
    try {
      name = (await form.validateFields()).name.trim();
    } catch {
      return;
    }
    const out = await run(() => renameRule(rule.id, name), t("evaluation.common.saved"));
    if (out !== undefined) setRenaming(false);
  };

  return (
    <span className="eos-eval-actions" data-testid="rule-row-actions">
      <Button type="link" size="small" onClick={onEdit} data-testid="rule-edit">
        {t("evaluation.common.edit")}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void run(() => cloneRule(rule.id), t("evaluation.rules.cloned"))}
      >
        {t("evaluation.rules.clone")}
      </Button>
      <Button type="link" size="small" onClick={() => setRenaming(true)}>
        {t("evaluation.rules.rename")}
      </Button>
      <Popconfirm
        title={t("evaluation.rules.deleteTitle", { name: rule.name })}
        description={t("evaluation.rules.deleteHint")}
        okText={t("evaluation.common.delete")}
        cancelText={t("evaluation.common.cancel")}
        okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
        onConfirm={() => run(() => deleteRule(rule.id), t("evaluation.common.deleted"))}
      >
        <Button type="link" size="small" danger>
          {t("evaluation.common.delete")}
        </Button>
      </Popconfirm>
      <Modal
        open={renaming}
        title={t("evaluation.rules.renameTitle", { name: rule.name })}
        onCancel={() => setRenaming(false)}
        onOk={() => void rename()}
        okText={t("evaluation.common.save")}
        cancelText={t("evaluation.common.cancel")}
        okButtonProps={{ "data-testid": "rule-rename-save" } as never}
        destroyOnHidden
      >
        <Form
          form={form}
          name={`rule-${rule.id}-rename`}
          layout="vertical"
          preserve={false}
          initialValues={{ name: rule.name }}
        >
          <Form.Item
            name="name"
            label={t("evaluation.rules.name")}
            rules={[{ required: true, whitespace: true, message: t("evaluation.drawer.nameRequired") }]}
          >
            <Input maxLength={60} data-testid="rule-rename-name" />
          </Form.Item>
        </Form>
      </Modal>
    </span>
  );
}
