import { displayValue, type FormItem } from "@eos/forms-core";
import { DatePicker, Input } from "antd";
import dayjs from "dayjs";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useFillEnv, useFillText } from "../fillContext.ts";
import type { ControlProps } from "./types.ts";

/** The value as text, for read-only items (Query state, query mode). */
export function ReadOnlyValue({ item, val }: { item: FormItem; val: string }) {
  const { lang } = useFillEnv();
  const { t } = useTranslation();
  const text = displayValue(item, val, lang);
  return <div className="eos-fill-readonly">{text === "" ? t("formsFiller.empty") : text}</div>;
}

const placeholderOf = (item: FormItem): string | undefined => item.typeJson.placeholder;

const inputModes: Partial<Record<number, "email" | "tel" | "numeric" | "decimal" | "text">> = {
  14: "email",
  15: "tel",
  19: "numeric",
  20: "decimal",
  21: "decimal",
  26: "numeric",
};

/** Single-line text and the format-checked kinds: email, phone, postcode, ID card, numbers. */
export function TextControl({ item, cell, set, readOnly, id, phone }: ControlProps) {
  const t = useFillText();
  if (readOnly) return <ReadOnlyValue item={item} val={cell.val} />;
  const max = "charNumber" in item.typeJson ? item.typeJson.charNumber : undefined;
  return (
    <Input
      id={id}
      value={cell.val}
      size={phone ? "large" : "middle"}
      inputMode={inputModes[item.type]}
      placeholder={placeholderOf(item) ?? t("formsFiller.input")}
      suffix={item.type === 21 ? "%" : undefined}
      showCount={max !== undefined && max > 0 ? { formatter: ({ count }) => `${count}/${max}` } : false}
      onChange={(e) => set(item.type === 27 ? e.target.value.toUpperCase() : e.target.value)}
    />
  );
}

/**
 * Growing with the text measures the box (a forced layout per text area); an empty one is simply three rows,
 * so it measures only once there is text.
 */
const AUTO_SIZE = { minRows: 3, maxRows: 10 };

export function TextAreaControl({ item, cell, set, readOnly, id }: ControlProps) {
  const t = useFillText();
  if (readOnly) return <ReadOnlyValue item={item} val={cell.val} />;
  return (
    <Input.TextArea
      id={id}
      value={cell.val}
      rows={3}
      autoSize={cell.val === "" ? false : AUTO_SIZE}
      placeholder={placeholderOf(item) ?? t("formsFiller.input")}
      onChange={(e) => set(e.target.value)}
    />
  );
}

/** antd-mobile's picker, loaded only on the phone pages. */
const PhoneDate = lazy(() => import("./phoneDate.tsx"));

const dateBound = (raw: string | undefined) => (raw ? dayjs(raw) : undefined);

/**
 * Types 22 (YYYY-MM-DD) and 3 (YYYY-MM-DD HH:mm), limited to the item's start and end dates: antd's calendar on
 * PC, antd-mobile's wheel picker on the phone pages.
 */
export function DateControl({ item, cell, set, readOnly, id, phone }: ControlProps) {
  const t = useFillText();
  if (readOnly) return <ReadOnlyValue item={item} val={cell.val} />;
  const withTime = item.type === 3;
  const format = withTime ? "YYYY-MM-DD HH:mm" : "YYYY-MM-DD";
  const settings = item.typeJson as { startDate?: string; endDate?: string };
  if (phone)
    return (
      <Suspense fallback={<div className="eos-fill-phone-date" />}>
        <PhoneDate
          id={id}
          title={item.name}
          value={cell.val}
          format={format}
          withTime={withTime}
          start={settings.startDate}
          end={settings.endDate}
          placeholder={t("formsFiller.choose")}
          set={set}
        />
      </Suspense>
    );
  const parsed = cell.val ? dayjs(cell.val, format) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: 260 }}
      showTime={withTime ? { format: "HH:mm" } : false}
      format={format}
      value={parsed?.isValid() ? parsed : null}
      minDate={dateBound(settings.startDate)}
      maxDate={dateBound(settings.endDate)}
      placeholder={t("formsFiller.choose")}
      onChange={(d) => set(d ? d.format(format) : "")}
    />
  );
}

/** Type 30: computed live from the formula, never typed. */
export function FormulaControl({ cell, id }: ControlProps) {
  const { t } = useTranslation();
  return (
    <output id={id} className="eos-fill-readonly eos-fill-formula">
      {cell.val === "" ? t("formsFiller.empty") : cell.val}
    </output>
  );
}

/** Type 54: the server assigns the number when the form is submitted. */
export function AutoNumberControl({ cell, id }: ControlProps) {
  const { t } = useTranslation();
  return (
    <div id={id} className="eos-fill-readonly">
      {cell.val === "" ? t("formsFiller.autoNumber") : cell.val}
    </div>
  );
}
