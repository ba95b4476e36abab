import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { FormItem, FormOption } from "@eos/forms-core";
import { Button, Checkbox, Input, InputNumber, Space, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { SectionProps } from "./fields.tsx";

const SINGLE = new Set([4, 16, 10008, 10014, 10015]);

/** The next option id: one above the largest numeric id of the item (ids are unique within an item). */
export const nextOptionId = (options: FormOption[]): number =>
  options.reduce((max, o) => (typeof o.id === "number" && o.id > max ? o.id : max), 0) + 1;

const blankOption = (id: number, name: string, custom: FormOption["custom"]): FormOption => ({
  id,
  name,
  isDefault: "N",
  custom,
  customVal: "",
  maxCount: null,
  count: 0,
  cover: null,
  checked: false,
  extra: {},
});

/** Options of radio, checkbox and select lists: names, order, default, custom option, quota and cover. */
export function OptionsEditor({ item, onChange }: SectionProps) {
  const { t } = useTranslation();
  const options = item.optionInfos;
  const single = SINGLE.has(item.type);
  const setOptions = (next: FormOption[], key?: string) =>
    onChange((x) => ({ ...x, optionInfos: next }) as FormItem, key);
  const patch = (index: number, change: Partial<FormOption>, key?: string) =>
    setOptions(
      options.map((o, i) => (i === index ? { ...o, ...change } : o)),
      key ? `${item.id}:option:${index}:${key}` : undefined,
    );
  const setDefault = (index: number, on: boolean) =>
    setOptions(
      options.map((o, i) =>
        i === index ? { ...o, isDefault: on ? "Y" : "N" } : single && on ? { ...o, isDefault: "N" } : o,
      ),
    );
  const move = (index: number, step: -1 | 1) => {
    const to = index + step;
    if (to < 0 || to >= options.length) return;
    const next = [...options];
    [next[index], next[to]] = [next[to], next[index]];
    setOptions(next);
  };
  const add = (custom: boolean) => {
    const id = nextOptionId(options);
    const name = custom
      ? t("formsDesigner.options.customName")
      : t("formsDesigner.canvas.option", { n: options.length + 1 });
    setOptions([...options, blankOption(id, name, custom ? "false" : null)]);
  };
  const hasCustom = options.some((o) => o.custom !== null);

  return (
    <div className="eos-designer-options" data-testid="options-editor">
      {options.map((o, i) => {
        const label = `${t("formsDesigner.options.name")} ${i + 1}`;
        return (
          <div key={String(o.id)} className="eos-designer-option" data-testid="option-row">
            <Space.Compact block>
              <Input
                aria-label={label}
                value={o.name}
                status={o.name.trim() === "" ? "error" : undefined}
                onChange={(e) => patch(i, { name: e.target.value }, "name")}
                data-testid="option-name"
              />
              <Button
                aria-label={t("formsDesigner.options.up")}
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />
              <Button
                aria-label={t("formsDesigner.options.down")}
                icon={<ArrowDownOutlined />}
                disabled={i === options.length - 1}
                onClick={() => move(i, 1)}
              />
              <Button
                aria-label={t("formsDesigner.options.remove")}
                icon={<DeleteOutlined />}
                danger
                onClick={() => setOptions(options.filter((_, j) => j !== i))}
                data-testid="option-remove"
              />
            </Space.Compact>
            <div className="eos-designer-option-flags">
              <Checkbox
                checked={o.isDefault === "Y"}
                onChange={(e) => setDefault(i, e.target.checked)}
                data-testid="option-default"
              >
                {t("formsDesigner.options.isDefault")}
              </Checkbox>
              {o.custom !== null ? (
                <Space size={4}>
                  <Typography.Text type="secondary">{t("formsDesigner.options.custom")}</Typography.Text>
                  <Switch
                    size="small"
                    aria-label={t("formsDesigner.options.customRequired")}
                    checked={o.custom === "true"}
                    onChange={(on) => patch(i, { custom: on ? "true" : "false" })}
                    data-testid="option-custom-required"
                  />
                  <Typography.Text>{t("formsDesigner.options.customRequired")}</Typography.Text>
                </Space>
              ) : null}
              <Space size={4}>
                <Typography.Text type="secondary">{t("formsDesigner.options.quota")}</Typography.Text>
                <InputNumber
                  size="small"
                  aria-label={`${t("formsDesigner.options.quota")} ${i + 1}`}
                  placeholder={t("formsDesigner.options.quotaHint")}
                  min={0}
                  precision={0}
                  value={o.maxCount}
                  onChange={(v) => patch(i, { maxCount: typeof v === "number" ? v : null }, "quota")}
                  data-testid="option-quota"
                />
              </Space>
            </div>
            <Input
              size="small"
              aria-label={`${t("formsDesigner.options.cover")} ${i + 1}`}
              placeholder={t("formsDesigner.options.cover")}
              value={o.cover ?? ""}
              onChange={(e) =>
                patch(i, { cover: e.target.value.trim() === "" ? null : e.target.value.trim() }, "cover")
              }
            />
          </div>
        );
      })}
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => add(false)} data-testid="option-add">
          {t("formsDesigner.options.add")}
        </Button>
        {hasCustom ? null : (
          <Button icon={<PlusOutlined />} onClick={() => add(true)} data-testid="option-add-custom">
            {t("formsDesigner.options.addCustom")}
          </Button>
        )}
      </Space>
    </div>
  );
}
