import { useQuery } from "@tanstack/react-query";
import { Form, Input, InputNumber, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { effectiveMaxMb, ossConfig, serverCapMb, uploadKindOf } from "../../filler/uploadLimits.ts";
import {
  type SectionProps,
  SettingNumber,
  SettingSelect,
  SettingSwitch,
  SettingText,
  settingsOf,
  withSetting,
} from "./fields.tsx";

/**
 * The size per file: the item's own setting shown as the filler will apply it, never above the server's cap
 * for the item's kind (GET /api/oss/config), which the hint names.
 */
function MaxSizeField(p: SectionProps) {
  const { t } = useTranslation();
  const server = useQuery({
    queryKey: ["ossConfig"],
    queryFn: ossConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const cap = serverCapMb(server.data, uploadKindOf(p.item));
  const label = t("formsDesigner.props.maxSize");
  return (
    <Form.Item
      label={label}
      help={cap === undefined ? undefined : t("formsDesigner.props.maxSizeHint", { mb: cap })}
    >
      <InputNumber
        aria-label={label}
        className="eos-designer-number"
        value={effectiveMaxMb(p.item, cap)}
        min={1}
        max={cap ?? 1024}
        precision={0}
        data-testid="prop-max-size"
        onChange={(v) =>
          p.onChange((item) => withSetting(item, "maxSize", v ?? undefined), `${p.item.id}:maxSize`)
        }
      />
    </Form.Item>
  );
}

/** Image, audio, video, attachment and face uploads: how many, how large, which types, compression. */
export function UploadProps(p: SectionProps) {
  const { t } = useTranslation();
  const image = p.item.type === 6 || p.item.type === 10000 || p.item.type === 10019;
  return (
    <>
      <SettingNumber
        {...p}
        name="maxCount"
        label={t("formsDesigner.props.maxCount")}
        min={1}
        max={100}
        precision={0}
      />
      <MaxSizeField {...p} />
      <SettingText
        {...p}
        name="accept"
        label={t("formsDesigner.props.accept")}
        placeholder={t("formsDesigner.props.acceptHint")}
      />
      {image ? (
        <SettingSwitch {...p} name="compress" label={t("formsDesigner.props.compress")} fallback />
      ) : null}
    </>
  );
}

/** Score: number of stars (default 5) and half stars. */
export function ScoreProps(p: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <SettingNumber
        {...p}
        name="stars"
        label={t("formsDesigner.props.stars")}
        min={1}
        max={10}
        precision={0}
      />
      <SettingSwitch {...p} name="allowHalf" label={t("formsDesigner.props.allowHalf")} />
    </>
  );
}

/** Group form: whether it starts with one empty record, and how many records it may hold. */
export function GroupProps(p: SectionProps) {
  const { t } = useTranslation();
  const showType = settingsOf(p.item).showType === 2 ? 2 : 1;
  return (
    <>
      <Form.Item label={t("formsDesigner.props.showType")}>
        <Radio.Group
          aria-label={t("formsDesigner.props.showType")}
          value={showType}
          onChange={(e) => p.onChange((item) => withSetting(item, "showType", e.target.value))}
          options={[
            { value: 1, label: t("formsDesigner.props.showOne") },
            { value: 2, label: t("formsDesigner.props.showNone") },
          ]}
        />
      </Form.Item>
      <SettingNumber
        {...p}
        name="maxRecords"
        label={t("formsDesigner.props.maxRecords")}
        min={1}
        max={1000}
        precision={0}
      />
    </>
  );
}

/** Province-city-district: how deep the choice goes. */
export function RegionProps(p: SectionProps) {
  const { t } = useTranslation();
  const level = settingsOf(p.item).level;
  return (
    <Form.Item label={t("formsDesigner.props.level")}>
      <Radio.Group
        aria-label={t("formsDesigner.props.level")}
        value={level === 1 || level === 2 ? level : 3}
        onChange={(e) => p.onChange((item) => withSetting(item, "level", e.target.value))}
        optionType="button"
        options={[
          { value: 1, label: t("formsDesigner.props.levelProvince") },
          { value: 2, label: t("formsDesigner.props.levelCity") },
          { value: 3, label: t("formsDesigner.props.levelDistrict") },
        ]}
      />
    </Form.Item>
  );
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** Embedded page: its address (checked against the allow list when filled) and height. */
export function IframeProps(p: SectionProps) {
  const { t } = useTranslation();
  const url = settingsOf(p.item).url;
  const text = typeof url === "string" ? url : "";
  const error = text && !isHttpUrl(text) ? t("formsDesigner.props.urlInvalid") : null;
  return (
    <>
      <Form.Item
        label={t("formsDesigner.props.url")}
        help={error ?? t("formsDesigner.props.urlHint")}
        validateStatus={error ? "error" : undefined}
      >
        <Input
          aria-label={t("formsDesigner.props.url")}
          value={text}
          placeholder="https://"
          onChange={(e) =>
            p.onChange((item) => withSetting(item, "url", e.target.value.trim()), `${p.item.id}:url`)
          }
        />
      </Form.Item>
      <SettingNumber
        {...p}
        name="height"
        label={t("formsDesigner.props.height")}
        min={100}
        max={4000}
        precision={0}
      />
    </>
  );
}

/** Description text, text, icon, image and QR code: their content (text, icon name, address). */
export function ContentProps(p: SectionProps) {
  const { t } = useTranslation();
  return (
    <SettingText
      {...p}
      name="content"
      label={t("formsDesigner.props.content")}
      multiline={p.item.type === 8 || p.item.type === 47}
    />
  );
}

/** Columns and tables: how many columns. */
export function ColumnsProps(p: SectionProps) {
  const { t } = useTranslation();
  return (
    <SettingNumber
      {...p}
      name="columns"
      label={t("formsDesigner.props.columns")}
      min={1}
      max={12}
      precision={0}
    />
  );
}

/** Member pickers: one or several people. */
export function MemberProps(p: SectionProps) {
  const { t } = useTranslation();
  return <SettingSwitch {...p} name="multiple" label={t("formsDesigner.props.multiple")} />;
}

/** Button: its action and the click lock. */
export function ButtonProps(p: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <SettingSelect
        {...p}
        name="buttonType"
        label={t("formsDesigner.props.buttonType")}
        allowClear
        options={[
          { value: "export", label: t("formsDesigner.props.buttonExport") },
          { value: "import", label: t("formsDesigner.props.buttonImport") },
          { value: "logout", label: t("formsDesigner.props.buttonLogout") },
        ]}
      />
      <SettingNumber
        {...p}
        name="lockMs"
        label={t("formsDesigner.props.lockMs")}
        min={0}
        max={60000}
        precision={0}
      />
    </>
  );
}
