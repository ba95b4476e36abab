import type { FormItem } from "@eos/forms-core";
import { Form, Input, InputNumber, Select, Switch } from "antd";
import type { ReactNode } from "react";

/** What every property section receives: the selected item and a way to change it (one undo step per key). */
export type SectionProps = {
  item: FormItem;
  onChange: (fn: (item: FormItem) => FormItem, key?: string) => void;
};

export const settingsOf = (item: FormItem): Record<string, unknown> =>
  item.typeJson as Record<string, unknown>;

/** The item with one typeJson setting changed; undefined removes it. */
export function withSetting(item: FormItem, key: string, value: unknown): FormItem {
  const typeJson = { ...settingsOf(item) } as Record<string, unknown>;
  if (value === undefined || value === null || value === "") delete typeJson[key];
  else typeJson[key] = value;
  if (!("extra" in typeJson)) typeJson.extra = {};
  return { ...item, typeJson } as FormItem;
}

type FieldProps = SectionProps & { name: string; label: string; hint?: ReactNode; error?: string | null };

const itemProps = (p: FieldProps) => ({
  label: p.label,
  help: p.error ?? p.hint,
  validateStatus: p.error ? ("error" as const) : undefined,
});

export function SettingNumber(p: FieldProps & { min?: number; max?: number; precision?: number }) {
  const value = settingsOf(p.item)[p.name];
  return (
    <Form.Item {...itemProps(p)}>
      <InputNumber
        aria-label={p.label}
        className="eos-designer-number"
        value={typeof value === "number" ? value : null}
        min={p.min}
        max={p.max}
        precision={p.precision}
        onChange={(v) =>
          p.onChange((item) => withSetting(item, p.name, v ?? undefined), `${p.item.id}:${p.name}`)
        }
      />
    </Form.Item>
  );
}

export function SettingText(p: FieldProps & { placeholder?: string; multiline?: boolean }) {
  const value = settingsOf(p.item)[p.name];
  const text = typeof value === "string" ? value : "";
  const onChange = (v: string) =>
    p.onChange((item) => withSetting(item, p.name, v), `${p.item.id}:${p.name}`);
  return (
    <Form.Item {...itemProps(p)}>
      {p.multiline ? (
        <Input.TextArea
          aria-label={p.label}
          value={text}
          placeholder={p.placeholder}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          aria-label={p.label}
          value={text}
          placeholder={p.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Form.Item>
  );
}

export function SettingSwitch(p: FieldProps & { fallback?: boolean }) {
  const value = settingsOf(p.item)[p.name];
  return (
    <Form.Item {...itemProps(p)}>
      <Switch
        aria-label={p.label}
        checked={typeof value === "boolean" ? value : (p.fallback ?? false)}
        onChange={(v) => p.onChange((item) => withSetting(item, p.name, v))}
      />
    </Form.Item>
  );
}

export function SettingSelect<V extends string | number>(
  p: FieldProps & { options: { value: V; label: string }[]; allowClear?: boolean },
) {
  const value = settingsOf(p.item)[p.name];
  return (
    <Form.Item {...itemProps(p)}>
      <Select<V>
        aria-label={p.label}
        value={(value ?? undefined) as V | undefined}
        allowClear={p.allowClear}
        options={p.options}
        onChange={(v) => p.onChange((item) => withSetting(item, p.name, v ?? undefined))}
      />
    </Form.Item>
  );
}
