import { type FormItem, lookupControl } from "@eos/forms-core";
import { Form, Input, Radio, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { type SectionProps, SettingText } from "./fields.tsx";

/** Values that a default cannot be typed for: files, members, groups, locations, computed and numbered ones. */
const NO_DEFAULT = new Set(["jsonList", "jsonObject", "group", "none"]);
const NO_DEFAULT_CODES = new Set([30, 54]);
const TEXT_BASES = new Set([1, 2, 14, 15, 19, 20, 21, 26, 27, 55]);

/** Name, required and its message, state, default value, placeholder, repeat check and remark. */
export function BasicProps({ item, onChange }: SectionProps) {
  const { t } = useTranslation();
  const spec = lookupControl(item.type);
  const holdsValue = spec?.holdsValue ?? false;
  const key = (field: string) => `${item.id}:${field}`;
  const set = (patch: Partial<FormItem>, field?: string) =>
    onChange((x) => ({ ...x, ...patch }) as FormItem, field ? key(field) : undefined);
  const textLike = spec ? TEXT_BASES.has(spec.base) : false;
  const canDefault = holdsValue && spec && !NO_DEFAULT.has(spec.value) && !NO_DEFAULT_CODES.has(spec.base);
  const nameError = item.name.trim() === "" ? t("formsDesigner.props.nameRequired") : null;

  return (
    <>
      <Form.Item
        label={t("formsDesigner.props.name")}
        validateStatus={nameError ? "error" : undefined}
        help={nameError}
      >
        <Input
          aria-label={t("formsDesigner.props.name")}
          value={item.name}
          maxLength={200}
          onChange={(e) => set({ name: e.target.value }, "name")}
          data-testid="prop-name"
        />
      </Form.Item>
      {holdsValue ? (
        <Form.Item label={t("formsDesigner.props.required")}>
          <Switch
            aria-label={t("formsDesigner.props.required")}
            checked={item.isNull === "N"}
            onChange={(on) => set({ isNull: on ? "N" : "Y" })}
            data-testid="prop-required"
          />
        </Form.Item>
      ) : null}
      {holdsValue && item.isNull === "N" ? (
        <SettingText
          item={item}
          onChange={onChange}
          name="isNullErrMsg"
          label={t("formsDesigner.props.requiredMsg")}
          placeholder={t("formsDesigner.props.requiredMsgHint")}
        />
      ) : null}
      <Form.Item label={t("formsDesigner.props.showState")}>
        <Radio.Group
          aria-label={t("formsDesigner.props.showState")}
          value={item.showState === 3 || item.showState === 4 ? item.showState : 1}
          onChange={(e) => set({ showState: e.target.value as number })}
          optionType="button"
          options={[
            { value: 1, label: t("formsDesigner.props.showNormal") },
            { value: 3, label: t("formsDesigner.props.showReadOnly") },
            { value: 4, label: t("formsDesigner.props.showHidden") },
          ]}
          data-testid="prop-show-state"
        />
      </Form.Item>
      {canDefault && item.optionInfos.length === 0 ? (
        <Form.Item label={t("formsDesigner.props.defaultVal")}>
          <Input
            aria-label={t("formsDesigner.props.defaultVal")}
            value={item.defaultVal ?? ""}
            onChange={(e) => set({ defaultVal: e.target.value === "" ? null : e.target.value }, "defaultVal")}
            data-testid="prop-default"
          />
        </Form.Item>
      ) : null}
      {textLike ? (
        <>
          <SettingText
            item={item}
            onChange={onChange}
            name="placeholder"
            label={t("formsDesigner.props.placeholder")}
          />
          <Form.Item label={t("formsDesigner.props.repeat")}>
            <Switch
              aria-label={t("formsDesigner.props.repeat")}
              checked={item.isRepeat}
              onChange={(on) => set({ isRepeat: on })}
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label={t("formsDesigner.props.remark")}>
        <Input.TextArea
          aria-label={t("formsDesigner.props.remark")}
          value={item.bz ?? ""}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(e) => set({ bz: e.target.value === "" ? null : e.target.value }, "bz")}
        />
      </Form.Item>
    </>
  );
}
