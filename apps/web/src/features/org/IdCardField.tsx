import { Button, Checkbox, Form, Input, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../api/usePermissions.ts";
import { type IdCardHolder, unmaskIdCard } from "./peopleApi.ts";
import { idCardRules } from "./peopleRules.ts";

/** The form values this field adds to a person's drawer. */
export type IdCardValues = { idCard?: string; idCardRemove?: boolean };

/** What a save sends: left out keeps the stored number, "" removes it, a new number replaces it. */
export const idCardInput = (values: IdCardValues): string | undefined =>
  values.idCardRemove ? "" : values.idCard?.trim() || undefined;

type Props = { kind: IdCardHolder; id?: number; masked: string | null };

/**
 * A person's ID card number: the stored one masked, shown in full only to holders of people.unmask after they
 * confirm (the server writes each reveal to the audit log); a new number may be typed to replace it.
 */
export function IdCardField({ kind, id, masked }: Props) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [full, setFull] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const reveal = async () => {
    if (!id) return;
    setLoading(true);
    try {
      setFull((await unmaskIdCard(kind, id)).idCard);
    } catch {
      // The client has already shown the server's refusal.
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {id && masked ? (
        <Form.Item label={t("people.idCard.current")}>
          <Space wrap>
            <Typography.Text code data-testid={`${kind}-idcard-value`}>
              {full ?? masked}
            </Typography.Text>
            {!can("people.unmask") ? null : full ? (
              <Button
                size="small"
                type="link"
                onClick={() => setFull(null)}
                data-testid={`${kind}-idcard-hide`}
              >
                {t("people.idCard.hide")}
              </Button>
            ) : (
              <Popconfirm
                title={t("people.idCard.confirmTitle")}
                description={t("people.idCard.confirmHint")}
                okText={t("people.idCard.show")}
                cancelText={t("people.common.cancel")}
                onConfirm={() => void reveal()}
              >
                <Button size="small" type="link" loading={loading} data-testid={`${kind}-idcard-show`}>
                  {t("people.idCard.show")}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Form.Item>
      ) : null}
      <Form.Item
        name="idCard"
        label={masked ? t("people.idCard.replace") : t("people.idCard.label")}
        rules={idCardRules(t)}
        extra={masked ? t("people.idCard.keepHint") : t("people.idCard.hint")}
      >
        <Input maxLength={18} autoComplete="off" data-testid={`${kind}-idcard`} />
      </Form.Item>
      {masked ? (
        <Form.Item name="idCardRemove" valuePropName="checked">
          <Checkbox data-testid={`${kind}-idcard-remove`}>{t("people.idCard.remove")}</Checkbox>
        </Form.Item>
      ) : null}
    </>
  );
}
