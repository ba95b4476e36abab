import { type FormItem, renderValidationMessage } from "@eos/forms-core";
import type { ReactNode } from "react";
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

/** Label, required mark, remark, the control and its error line. */
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
  return (
    <div className="eos-fill-field" data-item-id={String(item.id)}>
      <label className="eos-fill-label" htmlFor={id} id={`${id}-label`}>
        {item.isNull === "N" && !readOnly ? <span className="eos-fill-required">*</span> : null}
        {item.name}
      </label>
      {item.bz ? <div className="eos-fill-remark">{item.bz}</div> : null}
      <div className="eos-fill-control">{children}</div>
      {readOnly ? null : <ErrorLine item={item} scope={scope} />}
    </div>
  );
}

export const controlId = (item: FormItem, scope: Scope): string =>
  `f-${item.id}-${scope.pid ?? 0}-${scope.recordNum ?? 0}`;
