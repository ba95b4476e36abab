import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { sameAsRule, strengthRule } from "./passwordRules.ts";

type Props = { personal: () => ReadonlyArray<string | null | undefined> };

/** "New password" and "confirm" fields with the strength rules (antd forms). */
export function NewPasswordFields({ personal }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item
        label={t("account.password.new")}
        name="password"
        extra={t("account.password.rulesHint")}
        rules={[
          { required: true, message: t("account.password.rules.newRequired") },
          strengthRule(t, personal),
        ]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t("account.password.newPlaceholder")}
          data-testid="new-password"
        />
      </Form.Item>
      <Form.Item
        label={t("account.password.confirm")}
        name="confirm"
        dependencies={["password"]}
        rules={[
          { required: true, message: t("account.password.rules.confirmRequired") },
          sameAsRule(t, () => form.getFieldValue("password")),
        ]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t("account.password.confirmPlaceholder")}
          data-testid="confirm-password"
        />
      </Form.Item>
    </>
  );
}
