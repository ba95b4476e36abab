import { DatePicker, Form } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import {
  type SectionProps,
  SettingNumber,
  SettingSelect,
  SettingText,
  settingsOf,
  withSetting,
} from "./fields.tsx";

const num = (v: unknown) => (typeof v === "number" ? v : undefined);

function useLimitOptions(withDigits: boolean) {
  const { t } = useTranslation();
  const options = [
    { value: 1, label: t("formsDesigner.props.limitPositive") },
    { value: 2, label: t("formsDesigner.props.limitNegative") },
  ];
  if (withDigits) options.push({ value: 3, label: t("formsDesigner.props.limitNumbers") });
  return options;
}

/** Single- and multi-line text and their kin: maximum length and allowed input. */
export function TextProps(p: SectionProps) {
  const { t } = useTranslation();
  const limits = useLimitOptions(true);
  return (
    <>
      <SettingNumber
        {...p}
        name="charNumber"
        label={t("formsDesigner.props.charNumber")}
        min={1}
        max={20000}
        precision={0}
      />
      <SettingSelect
        {...p}
        name="inputLimit"
        label={t("formsDesigner.props.inputLimit")}
        options={limits}
        allowClear
      />
    </>
  );
}

/** Integer, decimal and percent: range, sign, decimal places, step and the linked-value settings. */
export function NumberProps(p: SectionProps) {
  const { t } = useTranslation();
  const limits = useLimitOptions(false);
  const s = settingsOf(p.item);
  const min = num(s.rangeMin);
  const max = num(s.rangeMax);
  const rangeError =
    min !== undefined && max !== undefined && min >= max ? t("formsDesigner.props.rangeError") : null;
  return (
    <>
      <SettingNumber {...p} name="rangeMin" label={t("formsDesigner.props.rangeMin")} />
      <SettingNumber {...p} name="rangeMax" label={t("formsDesigner.props.rangeMax")} error={rangeError} />
      <SettingSelect
        {...p}
        name="inputLimit"
        label={t("formsDesigner.props.inputLimit")}
        options={limits}
        allowClear
      />
      {p.item.type === 20 || p.item.type === 21 ? (
        <SettingNumber
          {...p}
          name="decimals"
          label={t("formsDesigner.props.decimals")}
          min={0}
          max={p.item.type === 21 ? 3 : 2}
          precision={0}
        />
      ) : null}
      <SettingNumber {...p} name="inputInterval" label={t("formsDesigner.props.step")} min={0} />
      <SettingNumber
        {...p}
        name="displayType"
        label={t("formsDesigner.props.displayType")}
        min={0}
        precision={0}
      />
      <SettingText {...p} name="fieldValue" label={t("formsDesigner.props.fieldValue")} />
      <SettingNumber {...p} name="constantValue" label={t("formsDesigner.props.constantValue")} />
    </>
  );
}

/** Radio, checkbox and lists: how many options may be chosen, and how they are laid out. */
export function ChoiceLimits(p: SectionProps) {
  const { t } = useTranslation();
  const s = settingsOf(p.item);
  const multi = p.item.type === 5 || p.item.type === 17 || p.item.type === 10007 || p.item.type === 10013;
  const min = num(s.minOptionNum);
  const max = num(s.maxOptionNum);
  const error =
    min !== undefined && max !== undefined && min > max ? t("formsDesigner.props.optionRangeError") : null;
  const count = Math.max(1, p.item.optionInfos.length);
  return (
    <>
      {multi ? (
        <>
          <SettingNumber
            {...p}
            name="minOptionNum"
            label={t("formsDesigner.props.minOptionNum")}
            min={0}
            max={count}
            precision={0}
          />
          <SettingNumber
            {...p}
            name="maxOptionNum"
            label={t("formsDesigner.props.maxOptionNum")}
            min={1}
            max={count}
            precision={0}
            error={error}
          />
        </>
      ) : null}
      {p.item.type === 4 || p.item.type === 5 ? (
        <SettingSelect
          {...p}
          name="layout"
          label={t("formsDesigner.props.layout")}
          allowClear
          options={[
            { value: 1, label: t("formsDesigner.props.layoutRow") },
            { value: 2, label: t("formsDesigner.props.layoutColumn") },
          ]}
        />
      ) : null}
    </>
  );
}

/** Date and date-time: the earliest and latest values accepted. */
export function DateProps(p: SectionProps) {
  const { t } = useTranslation();
  const withTime = p.item.type === 3;
  const pattern = withTime ? "YYYY-MM-DD HH:mm" : "YYYY-MM-DD";
  const s = settingsOf(p.item);
  const picker = (name: "startDate" | "endDate", label: string) => {
    const raw = typeof s[name] === "string" ? (s[name] as string) : "";
    const value = raw && dayjs(raw).isValid() ? dayjs(raw) : null;
    return (
      <Form.Item label={label}>
        <DatePicker
          aria-label={label}
          className="eos-designer-number"
          value={value}
          showTime={withTime ? { format: "HH:mm" } : false}
          format={pattern}
          onChange={(d) => p.onChange((item) => withSetting(item, name, d ? d.format(pattern) : undefined))}
        />
      </Form.Item>
    );
  };
  const start = typeof s.startDate === "string" ? s.startDate : "";
  const end = typeof s.endDate === "string" ? s.endDate : "";
  return (
    <>
      {picker("startDate", t("formsDesigner.props.startDate"))}
      {picker("endDate", t("formsDesigner.props.endDate"))}
      {start && end && start > end ? (
        <Form.Item validateStatus="error" help={t("formsDesigner.props.rangeError")} />
      ) : null}
    </>
  );
}
