import { LIMITS } from "@eos/forms-core";
import { Rate, Select } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchSchoolYears, type SchoolYear } from "../fillerApi.ts";
import { ReadOnlyValue } from "./basic.tsx";
import { SingleChoiceControl } from "./choice.tsx";
import type { ControlProps } from "./types.ts";

/** Type 52: stars (5 unless the item says otherwise); the value is the whole number of stars. */
export function ScoreControl({ item, cell, set, readOnly, id }: ControlProps) {
  const stars = (item.typeJson as { stars?: number }).stars ?? LIMITS.defaultScoreStars;
  const value = Number(cell.val) || 0;
  return (
    <Rate
      id={id}
      count={stars}
      value={value}
      disabled={readOnly}
      onChange={(n) => set(n > 0 ? String(Math.round(n)) : "")}
      style={{ fontSize: 28 }}
    />
  );
}

let years: Promise<SchoolYear[]> | null = null;

/** Types 56 (school term) and 57 (school year): the item's options, or the school's years and terms. */
export function TermYearControl(props: ControlProps) {
  const { item, cell, set, readOnly, id, phone } = props;
  const { t } = useTranslation();
  const [list, setList] = useState<SchoolYear[] | null>(null);
  const own = item.optionInfos.length > 0;
  useEffect(() => {
    if (own) return;
    let live = true;
    years ??= fetchSchoolYears().catch(() => []);
    void years.then((y) => live && setList(y));
    return () => {
      live = false;
    };
  }, [own]);
  if (own) return <SingleChoiceControl {...props} />;
  const options =
    item.type === 57
      ? (list ?? []).map((y) => ({ value: y.value, label: y.label }))
      : (list ?? []).flatMap((y) =>
          y.children.map((term) => ({ value: term.value, label: `${y.label} ${term.label}` })),
        );
  if (readOnly) {
    const label = options.find((o) => o.value === cell.val)?.label;
    return label ? (
      <div className="eos-fill-readonly">{label}</div>
    ) : (
      <ReadOnlyValue item={item} val={cell.val} />
    );
  }
  return (
    <Select
      id={id}
      allowClear
      style={{ width: "100%" }}
      size={phone ? "large" : "middle"}
      loading={list === null}
      placeholder={t("formsFiller.choose")}
      value={cell.val || undefined}
      options={options}
      onChange={(v: string | undefined) => set(v ?? "")}
    />
  );
}
