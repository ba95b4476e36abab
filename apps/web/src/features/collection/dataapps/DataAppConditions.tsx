import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { DataAppItem } from "@eos/contracts";
import { Button, Form, Input, InputNumber, Select, Space } from "antd";
import { useTranslation } from "react-i18next";

const isNumber = (kind?: string) => kind === "integer" || kind === "number";
const isOption = (kind?: string) => kind === "option" || kind === "options";

/** The operators an item's kind allows: numbers equal or fall in a range, options equal, texts also contain. */
const opsOf = (kind?: string): ("eq" | "contains" | "range")[] =>
  isNumber(kind) ? ["eq", "range"] : isOption(kind) ? ["eq"] : ["eq", "contains"];

function ConditionRow({
  name,
  items,
  onRemove,
}: {
  name: number;
  items: DataAppItem[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const itemId = Form.useWatch(["conditions", name, "itemId"], form) as number | undefined;
  const op = Form.useWatch(["conditions", name, "op"], form) as string | undefined;
  const item = items.find((i) => i.id === itemId);
  return (
    <Space align="start" wrap data-testid={`data-app-condition-${name}`}>
      <Form.Item name={[name, "itemId"]} noStyle>
        <Select
          style={{ minWidth: 140 }}
          aria-label={t("dataApps.drawer.item")}
          placeholder={t("dataApps.drawer.item")}
          options={items.map((i) => ({ value: i.id, label: i.name }))}
          onChange={() => form.setFieldValue(["conditions", name, "op"], "eq")}
        />
      </Form.Item>
      <Form.Item name={[name, "op"]} noStyle initialValue="eq">
        <Select
          style={{ minWidth: 90 }}
          aria-label={t("dataApps.drawer.op")}
          options={opsOf(item?.kind).map((o) => ({ value: o, label: t(`dataApps.drawer.${o}`) }))}
        />
      </Form.Item>
      {op === "range" ? (
        <>
          <Form.Item name={[name, "min"]} noStyle>
            <InputNumber aria-label={t("dataApps.drawer.min")} placeholder={t("dataApps.drawer.min")} />
          </Form.Item>
          <Form.Item name={[name, "max"]} noStyle>
            <InputNumber aria-label={t("dataApps.drawer.max")} placeholder={t("dataApps.drawer.max")} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name={[name, "value"]} noStyle>
          {isOption(item?.kind) ? (
            <Select
              style={{ minWidth: 120 }}
              aria-label={t("dataApps.drawer.value")}
              options={(item?.options ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
          ) : (
            <Input
              aria-label={t("dataApps.drawer.value")}
              placeholder={t("dataApps.drawer.value")}
              maxLength={200}
            />
          )}
        </Form.Item>
      )}
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={t("dataApps.drawer.removeCondition")}
        onClick={onRemove}
      />
    </Space>
  );
}

/** Conditions on the items of the task's form, all of which a row must meet. */
export function DataAppConditions({ items }: { items: DataAppItem[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("dataApps.drawer.conditions")}>
      <Form.List name="conditions">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: "100%" }}>
            {fields.map((field) => (
              <ConditionRow
                key={field.key}
                name={field.name}
                items={items}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={items.length === 0}
              onClick={() => add({ op: "eq" })}
              data-testid="data-app-add-condition"
            >
              {t("dataApps.drawer.addCondition")}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
