import { baseControlOf, type FormItem } from "@eos/forms-core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { AutoNumberControl, DateControl, FormulaControl, TextAreaControl, TextControl } from "./basic.tsx";
import { CascadeControl, RegionControl } from "./cascade.tsx";
import { MultiChoiceControl, SingleChoiceControl } from "./choice.tsx";
import { LocationControl } from "./location.tsx";
import { MemberControl } from "./member.tsx";
import { ScoreControl, TermYearControl } from "./misc.tsx";
import { ScanControl } from "./scan.tsx";
import type { ControlProps } from "./types.ts";
import { UploadControl } from "./upload.tsx";

/** Types 36 (face recognition) and 37 (payment details): shown as a notice, never crash the form. */
function NotSupportedControl({ item }: ControlProps) {
  const { t } = useTranslation();
  return <div className="eos-fill-notice">{t("formsFiller.notSupported", { name: item.name })}</div>;
}

const TABLE: Partial<Record<number, ComponentType<ControlProps>>> = {
  1: TextControl,
  2: TextAreaControl,
  3: DateControl,
  4: SingleChoiceControl,
  5: MultiChoiceControl,
  6: UploadControl,
  9: LocationControl,
  10: MemberControl,
  14: TextControl,
  15: TextControl,
  16: SingleChoiceControl,
  17: MultiChoiceControl,
  19: TextControl,
  20: TextControl,
  21: TextControl,
  22: DateControl,
  25: RegionControl,
  26: TextControl,
  27: TextControl,
  28: UploadControl,
  29: UploadControl,
  30: FormulaControl,
  31: UploadControl,
  34: CascadeControl,
  35: CascadeControl,
  36: NotSupportedControl,
  37: NotSupportedControl,
  50: MemberControl,
  52: ScoreControl,
  54: AutoNumberControl,
  55: ScanControl,
  56: TermYearControl,
  57: TermYearControl,
};

/** The control of an item: by its type, or by the base control of a system field. */
export const controlFor = (item: FormItem): ComponentType<ControlProps> =>
  TABLE[item.type] ?? TABLE[baseControlOf(item) ?? 1] ?? TextControl;
