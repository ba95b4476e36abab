import { type FormItem, type FormOption, isOptionFull, optionRemaining } from "@eos/forms-core";
import { Checkbox, Input, Radio, Select, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useFillEnv, useFillText } from "../fillContext.ts";
import { ReadOnlyValue } from "./basic.tsx";
import type { ControlProps } from "./types.ts";
import { useItemOptions } from "./useApiOptions.ts";

type OptionView = { option: FormOption; id: string; remaining: number | null; disabled: boolean };

const splitIds = (val: string): string[] =>
  val
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

/** Options with what remains of their quotas; a full option is disabled unless this value already holds it. */
function useOptionViews(item: FormItem, props: ControlProps): OptionView[] {
  const { store } = useFillEnv();
  const counts = store.optionCounts(item.id);
  const held = new Set(splitIds(store.heldOptions(item.id, props.scope)));
  return useItemOptions(item).map((option) => {
    const id = String(option.id);
    const count = counts?.[id] ?? option.count;
    return {
      option,
      id,
      remaining: optionRemaining(option, count),
      disabled: isOptionFull(option, count) && !held.has(id),
    };
  });
}

function OptionLabel({ view }: { view: OptionView }) {
  const { t } = useTranslation();
  return (
    <span className="eos-fill-option">
      {view.option.cover ? <img className="eos-fill-option-cover" src={view.option.cover} alt="" /> : null}
      {view.option.name}
      {view.remaining !== null ? (
        <Tag className="eos-fill-quota" color={view.disabled ? "default" : "blue"}>
          {view.disabled ? t("formsFiller.full") : t("formsFiller.remaining", { n: view.remaining })}
        </Tag>
      ) : null}
    </span>
  );
}

/** The text box of a custom ("other") option, shown while that option is chosen. */
function CustomText({ props, chosen }: { props: ControlProps; chosen: readonly string[] }) {
  const { t } = useTranslation();
  const custom = props.item.optionInfos.find((o) => o.custom !== null && chosen.includes(String(o.id)));
  if (!custom) return null;
  return (
    <Input
      className="eos-fill-custom"
      aria-label={custom.name}
      size={props.phone ? "large" : "middle"}
      value={props.cell.valOther}
      placeholder={t("formsFiller.customPlaceholder")}
      onChange={(e) => props.set(props.cell.val, e.target.value)}
    />
  );
}

/** The item as read-only views show it: options read from an outside source name the stored ids. */
const shownItem = (item: FormItem, views: readonly OptionView[]): FormItem =>
  item.optionInfos.length > 0 || views.length === 0
    ? item
    : ({ ...item, optionInfos: views.map((v) => v.option) } as FormItem);

const vertical = (item: FormItem, phone: boolean) =>
  phone || ("layout" in item.typeJson && item.typeJson.layout === 1);

/** Types 4 (radio) and 16 (select list), and 56/57 when they carry options. */
export function SingleChoiceControl(props: ControlProps) {
  const { item, cell, set, readOnly, id, phone } = props;
  const t = useFillText();
  const views = useOptionViews(item, props);
  if (readOnly) return <ReadOnlyValue item={shownItem(item, views)} val={cell.val} />;
  const chosen = cell.val === "" ? [] : [cell.val];
  const control =
    item.type === 4 ? (
      <Radio.Group id={id} value={cell.val || undefined} onChange={(e) => set(String(e.target.value))}>
        <div className={vertical(item, phone) ? "eos-fill-options eos-fill-options-v" : "eos-fill-options"}>
          {views.map((v) => (
            <Radio key={v.id} value={v.id} disabled={v.disabled}>
              <OptionLabel view={v} />
            </Radio>
          ))}
        </div>
      </Radio.Group>
    ) : (
      <Select
        id={id}
        allowClear
        style={{ width: "100%" }}
        size={phone ? "large" : "middle"}
        placeholder={t("formsFiller.choose")}
        value={cell.val || undefined}
        onChange={(v: string | undefined) => set(v ?? "")}
        options={views.map((v) => ({ value: v.id, disabled: v.disabled, label: <OptionLabel view={v} /> }))}
      />
    );
  return (
    <>
      {control}
      <CustomText props={props} chosen={chosen} />
    </>
  );
}

/** Types 5 (checkbox) and 17 (multi-select list): option ids joined by ",". */
export function MultiChoiceControl(props: ControlProps) {
  const { item, cell, set, readOnly, id, phone } = props;
  const t = useFillText();
  const views = useOptionViews(item, props);
  if (readOnly) return <ReadOnlyValue item={shownItem(item, views)} val={cell.val} />;
  const chosen = splitIds(cell.val);
  const update = (ids: string[]) => {
    const order = new Map(views.map((v, i) => [v.id, i]));
    set([...ids].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)).join(","));
  };
  const control =
    item.type === 5 ? (
      <Checkbox.Group value={chosen} onChange={(ids) => update(ids.map(String))}>
        <div className={vertical(item, phone) ? "eos-fill-options eos-fill-options-v" : "eos-fill-options"}>
          {views.map((v) => (
            <Checkbox key={v.id} value={v.id} disabled={v.disabled && !chosen.includes(v.id)}>
              <OptionLabel view={v} />
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
    ) : (
      <Select
        id={id}
        mode="multiple"
        allowClear
        style={{ width: "100%" }}
        size={phone ? "large" : "middle"}
        placeholder={t("formsFiller.choose")}
        value={chosen}
        onChange={(ids: string[]) => update(ids)}
        options={views.map((v) => ({ value: v.id, disabled: v.disabled, label: <OptionLabel view={v} /> }))}
      />
    );
  return (
    <>
      {control}
      <CustomText props={props} chosen={chosen} />
    </>
  );
}
