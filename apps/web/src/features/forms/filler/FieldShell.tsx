import { type FormItem, renderValidationMessage } from "@eos/forms-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCellError, useFillEnv } from "./fillContext.ts";
import type { Scope } from "./fillKeys.ts";

/** The error line of one slot: its own subscription, so an error change re-renders only this line. */
function ErrorLine({ item, scope }: { item: FormItem; scope: Scope }) {
  const error = useCellError(item.id, scope);
  const { lang } = useFillEnv();
  if (!error) return null;
  return (
    <div className="eos-fill-error" role="alert">
      {renderValidationMessage(error, item, lang)}
    </div>
  );
}

type Range = { min?: number; max?: number };

/** The numbers a numeric item takes (19, 20, 21, and single-line text limited to numbers), when it has a range. */
export const rangeOf = (item: FormItem): Range | null => {
  const s = item.typeJson as { rangeMin?: number; rangeMax?: number; inputLimit?: number };
  const numeric = item.type === 19 || item.type === 20 || item.type === 21;
  const limited = item.type === 1 && (s.inputLimit === 1 || s.inputLimit === 2 || s.inputLimit === 3);
  if (!numeric && !limited) return null;
  if (s.rangeMin === undefined && s.rangeMax === undefined) return null;
  return { min: s.rangeMin, max: s.rangeMax };
};

/** Says before any typing which numbers the item takes, so that the range is no surprise at submit. */
function RangeHint({ range, id }: { range: Range; id: string }) {
  const { t } = useTranslation();
  const { lang } = useFillEnv();
  const { min, max } = range;
  const text =
    min !== undefined && max !== undefined
      ? t("formsFiller.range.between", { lng: lang, min, max })
      : min !== undefined
        ? t("formsFiller.range.atLeast", { lng: lang, min })
        : t("formsFiller.range.atMost", { lng: lang, max });
  return (
    <div className="eos-fill-remark eos-fill-range" id={id} data-testid="fill-range-hint">
      {text}
    </div>
  );
}

/** Label, required mark, remark, the range a number takes, the control and its error line. */
export function FieldShell({
  item,
  scope,
  readOnly,
  children,
}: {
  item: FormItem;
  scope: Scope;
  readOnly: boolean;
  children: ReactNode;
}) {
  const id = `f-${item.id}-${scope.pid ?? 0}-${scope.recordNum ?? 0}`;
  const range = readOnly ? null : rangeOf(item);
  return (
    <div className="eos-fill-field" data-item-id={String(item.id)}>
      <label className="eos-fill-label" htmlFor={id} id={`${id}-label`}>
        {item.isNull === "N" && !readOnly ? <span className="eos-fill-required">*</span> : null}
        {item.name}
      </label>
      {item.bz ? <div className="eos-fill-remark">{item.bz}</div> : null}
      {range ? <RangeHint range={range} id={`${id}-range`} /> : null}
      <div className="eos-fill-control">{children}</div>
      {readOnly ? null : <ErrorLine item={item} scope={scope} />}
    </div>
  );
}

export const controlId = (item: FormItem, scope: Scope): string =>
  `f-${item.id}-${scope.pid ?? 0}-${scope.recordNum ?? 0}`;
