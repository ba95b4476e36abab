import { formatAutoNumber, parseAutoNumberFormat } from "@eos/forms-core";
import { Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { type SectionProps, settingsOf, withSetting } from "./fields.tsx";

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Shanghai";

/** The example of a format (the first number of its sequence, now), or the reason it cannot be read. */
export function describeFormat(
  format: string,
  t: (key: string, params?: Record<string, unknown>) => string,
  now: number = Date.now(),
): { example: string | null; error: string | null } {
  if (format.trim() === "") return { example: null, error: t("formsDesigner.autoNumber.missing") };
  const parsed = parseAutoNumberFormat(format);
  if (!parsed.ok)
    return {
      example: null,
      error: t("formsDesigner.autoNumber.error", {
        column: parsed.error.position + 1,
        reason: t(`formsDesigner.autoNumber.reasons.${parsed.error.code}`),
      }),
    };
  return {
    example: formatAutoNumber(parsed.format, { sequence: 1, now, timeZone: localZone() }),
    error: null,
  };
}

/** Type 54: the number format, with a live example and parse errors. */
export function AutoNumberProps(p: SectionProps) {
  const { t } = useTranslation();
  const raw = settingsOf(p.item).format;
  const format = typeof raw === "string" ? raw : "";
  const { example, error } = describeFormat(format, t as never);
  return (
    <>
      <Form.Item
        label={t("formsDesigner.autoNumber.format")}
        validateStatus={error ? "error" : undefined}
        help={
          <span data-testid="autonumber-status">
            {error ?? t("formsDesigner.autoNumber.example", { value: example })}
          </span>
        }
      >
        <Input
          aria-label={t("formsDesigner.autoNumber.format")}
          value={format}
          placeholder="NO{yyyyMMdd}{SORT_DAY:3}"
          className="eos-designer-code"
          onChange={(e) =>
            p.onChange((item) => withSetting(item, "format", e.target.value), `${p.item.id}:format`)
          }
          data-testid="autonumber-format"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t("formsDesigner.autoNumber.help")}</Typography.Paragraph>
    </>
  );
}
