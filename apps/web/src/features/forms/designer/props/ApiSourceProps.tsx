import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { apiSourceOf } from "../../filler/controls/useApiOptions.ts";
import type { SectionProps } from "./fields.tsx";

/** The item with its outside option source (apiUrlInfos) set, or removed when the address is empty. */
const withSource = (item: SectionProps["item"], url: string, paramJson: string) => {
  const extra = { ...item.extra };
  if (url.trim() === "") delete extra.apiUrlInfos;
  else extra.apiUrlInfos = [{ url: url.trim(), paramJson: paramJson.trim() || undefined }];
  return { ...item, extra };
};

const validJson = (text: string) => {
  if (text.trim() === "") return true;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "object" && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};

/**
 * Options from an outside address (apiUrlInfos, read through queryApiDict): used while the item has no options
 * of its own; the server reads only hosts its administrator allowed (API_DICT_HOSTS).
 */
export function ApiSourceProps({ item, onChange }: SectionProps) {
  const { t } = useTranslation();
  const source = apiSourceOf(item);
  const url = source?.url ?? "";
  const params = source?.paramJson ?? "";
  const badParams = !validJson(params);
  return (
    <>
      <Form.Item label={t("formsDesigner.apiSource.url")} help={t("formsDesigner.apiSource.hint")}>
        <Input
          aria-label={t("formsDesigner.apiSource.url")}
          placeholder="https://"
          value={url}
          onChange={(e) => onChange((i) => withSource(i, e.target.value, params), `${item.id}:apiUrl`)}
        />
      </Form.Item>
      <Form.Item
        label={t("formsDesigner.apiSource.params")}
        validateStatus={badParams ? "error" : undefined}
        help={badParams ? t("formsDesigner.apiSource.badParams") : undefined}
      >
        <Input.TextArea
          aria-label={t("formsDesigner.apiSource.params")}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder='{"grade": 3}'
          value={params}
          disabled={url === ""}
          onChange={(e) => onChange((i) => withSource(i, url, e.target.value), `${item.id}:apiParams`)}
        />
      </Form.Item>
    </>
  );
}
