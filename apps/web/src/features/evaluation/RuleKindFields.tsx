import type { RuleKind } from "@eos/contracts";
import { Form, InputNumber, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { RuleItemChoice } from "./ruleConfig.ts";

type Props = { kind: RuleKind; items: RuleItemChoice[]; itemsLoading: boolean; itemId: string | undefined };

const wide = { width: "100%" };

/** The fields of the chosen scoring kind: fixed points, a number item and its scale, or points per option. */
export function RuleKindFields({ kind, items, itemsLoading, itemId }: Props) {
  const { t } = useTranslation();
  if (kind === "fixed") {
    return (
      <Form.Item name="points" label={t("evaluation.drawer.points")} rules={[{ required: true }]}>
        <InputNumber min={-1000} max={1000} style={wide} data-testid="rule-points" />
      </Form.Item>
    );
  }
  const itemSelect = (
    <Form.Item
      name="itemId"
      label={kind === "item" ? t("evaluation.drawer.item") : t("evaluation.drawer.optionItem")}
      rules={[{ required: true, message: t("evaluation.drawer.itemRequired") }]}
    >
      <Select
        options={items.map((i) => ({ value: i.id, label: i.name }))}
        loading={itemsLoading}
        showSearch={{ optionFilterProp: "label" }}
        notFoundContent={t("evaluation.drawer.noItems")}
        data-testid="rule-item"
      />
    </Form.Item>
  );
  if (kind === "item") {
    return (
      <>
        {itemSelect}
        <Form.Item name="scale" label={t("evaluation.drawer.scale")} extra={t("evaluation.drawer.scaleHint")}>
          <InputNumber min={-1000} max={1000} style={wide} data-testid="rule-scale" />
        </Form.Item>
        <Form.Item name="perValueMax" label={t("evaluation.drawer.perValueMax")}>
          <InputNumber min={0} max={100000} style={wide} data-testid="rule-per-value-max" />
        </Form.Item>
      </>
    );
  }
  const options = items.find((i) => i.id === itemId)?.options ?? [];
  return (
    <>
      {itemSelect}
      <Form.Item label={t("evaluation.drawer.optionPoints")}>
        {options.length === 0 ? (
          <Typography.Text type="secondary">{t("evaluation.drawer.noOptions")}</Typography.Text>
        ) : (
          options.map((o) => (
            <Form.Item key={o.id} name={["optionPoints", o.id]} label={o.name} colon={false}>
              <InputNumber
                min={-1000}
                max={1000}
                style={wide}
                aria-label={o.name}
                data-testid={`rule-option-${o.id}`}
              />
            </Form.Item>
          ))
        )}
      </Form.Item>
    </>
  );
}
