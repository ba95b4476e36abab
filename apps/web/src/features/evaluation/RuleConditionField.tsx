import { Form, Input, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type RuleFormValues, type RuleItemChoice, readableCondition } from "./ruleConfig.ts";

type Props = { items: RuleItemChoice[]; loading: boolean };

/**
 * The rule's condition: a formula over the submission's items. Items are picked by title and inserted as
 * their {id} reference; below, the condition reads with titles instead of ids.
 */
export function RuleConditionField({ items, loading }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<RuleFormValues>();
  const condition: string = Form.useWatch("condition", form) ?? "";
  const [picked, setPicked] = useState<string | null>(null);
  const titles = Object.fromEntries(items.map((i) => [i.id, i.name]));
  const readable = readableCondition(condition, titles);
  const insert = (id: string) => {
    const now: string = form.getFieldValue("condition") ?? "";
    form.setFieldValue("condition", `${now}${now && !now.endsWith(" ") ? " " : ""}{${id}}`);
    setPicked(null);
  };
  return (
    <Form.Item label={t("evaluation.drawer.condition")} extra={t("evaluation.drawer.conditionHint")}>
      <Select
        value={picked}
        onChange={insert}
        options={items.map((i) => ({ value: i.id, label: i.name }))}
        loading={loading}
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("evaluation.drawer.insertItem")}
        aria-label={t("evaluation.drawer.insertItem")}
        notFoundContent={t("evaluation.drawer.noConditionItems")}
        style={{ width: "100%", marginBottom: 8 }}
        data-testid="rule-condition-item"
      />
      <Form.Item name="condition" noStyle>
        <Input.TextArea
          maxLength={2000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          aria-label={t("evaluation.drawer.condition")}
          data-testid="rule-condition"
        />
      </Form.Item>
      {condition && readable !== condition ? (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: "4px 0 0" }}
          data-testid="rule-condition-readable"
        >
          {t("evaluation.drawer.conditionReads", { condition: readable })}
        </Typography.Paragraph>
      ) : null}
    </Form.Item>
  );
}
