import {
  type FormItem,
  formatFormulaError,
  functionNames,
  lookupControl,
  parseFormula,
} from "@eos/forms-core";
import { Alert, Button, Form, type GetRef, Input, Space, Typography } from "antd";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { flatten, sameId } from "../tree.ts";
import { designerLang } from "../useDesignerActions.ts";
import { type SectionProps, SettingNumber, settingsOf, withSetting } from "./fields.tsx";

export type FormulaCheck = { ok: true } | { ok: false; messages: string[] };

const holdsReadableValue = (item: FormItem) => {
  const spec = lookupControl(item.type);
  return Boolean(spec?.holdsValue && !spec.recordScoped);
};

/** Live check of a formula: syntax (the engine's parser) and every reference against the form's items. */
export function checkFormula(
  source: string,
  self: FormItem,
  items: FormItem[],
  t: (key: string, params?: Record<string, unknown>) => string,
): FormulaCheck {
  if (source.trim() === "") return { ok: true };
  const parsed = parseFormula(source);
  if (!parsed.ok) return { ok: false, messages: [formatFormulaError(parsed.error, designerLang())] };
  const all = flatten(items).map((p) => p.item);
  const messages: string[] = [];
  for (const ref of new Set(parsed.formula.refs)) {
    const target = all.find((x) => String(x.id) === ref);
    if (!target) messages.push(t("formsDesigner.formula.unknownRef", { ref }));
    else if (!holdsReadableValue(target) || sameId(target.id, self.id))
      messages.push(t("formsDesigner.formula.noValueRef", { name: target.name || ref }));
  }
  return messages.length ? { ok: false, messages } : { ok: true };
}

/** Type 30: the formula with item references to click in, functions, decimals and a live check. */
export function FormulaEditor(p: SectionProps & { allItems: FormItem[] }) {
  const { t } = useTranslation();
  const ref = useRef<GetRef<typeof Input.TextArea>>(null);
  const source = typeof settingsOf(p.item).formula === "string" ? (settingsOf(p.item).formula as string) : "";
  const check = useMemo(
    () => checkFormula(source, p.item, p.allItems, t as never),
    [source, p.item, p.allItems, t],
  );
  const fields = flatten(p.allItems)
    .map((x) => x.item)
    .filter((x) => holdsReadableValue(x) && !sameId(x.id, p.item.id));
  const setSource = (next: string, key?: string) =>
    p.onChange((item) => withSetting(item, "formula", next), key);

  const insert = (text: string) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? source.length;
    const end = el?.selectionEnd ?? source.length;
    setSource(source.slice(0, start) + text + source.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <>
      <Form.Item label={t("formsDesigner.formula.label")}>
        <Input.TextArea
          ref={ref}
          aria-label={t("formsDesigner.formula.label")}
          value={source}
          placeholder={t("formsDesigner.formula.placeholder")}
          autoSize={{ minRows: 3, maxRows: 10 }}
          className="eos-designer-code"
          onChange={(e) => setSource(e.target.value, `${p.item.id}:formula`)}
          data-testid="formula-input"
        />
      </Form.Item>
      <div data-testid="formula-check" className="eos-designer-check">
        {check.ok ? (
          source.trim() ? (
            <Alert type="success" showIcon title={t("formsDesigner.formula.ok")} />
          ) : null
        ) : (
          <Alert
            type="error"
            showIcon
            title={
              <ul className="eos-designer-messages">
                {check.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            }
          />
        )}
      </div>
      <Typography.Text strong>{t("formsDesigner.formula.insert")}</Typography.Text>
      <Typography.Paragraph type="secondary">{t("formsDesigner.formula.insertHint")}</Typography.Paragraph>
      {fields.length === 0 ? (
        <Typography.Paragraph type="secondary">{t("formsDesigner.formula.noFields")}</Typography.Paragraph>
      ) : (
        <Space wrap size={[4, 4]} className="eos-designer-refs" data-testid="formula-fields">
          {fields.map((x) => (
            <Button key={String(x.id)} size="small" onClick={() => insert(`{${x.id}}`)}>
              {x.name || String(x.id)}
            </Button>
          ))}
        </Space>
      )}
      <Typography.Text strong className="eos-designer-block">
        {t("formsDesigner.formula.functions")}
      </Typography.Text>
      <Space wrap size={[4, 4]} className="eos-designer-refs">
        {functionNames().map((name) => (
          <Button key={name} size="small" type="dashed" onClick={() => insert(`${name}(`)}>
            {name}
          </Button>
        ))}
      </Space>
      <SettingNumber
        {...p}
        name="decimals"
        label={t("formsDesigner.props.decimals")}
        min={0}
        max={10}
        precision={0}
      />
    </>
  );
}
