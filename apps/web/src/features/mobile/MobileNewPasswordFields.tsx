import { Form, Input } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { sameAsRule, strengthRule } from "../identity/index.ts";

type Props = {
  personal: () => ReadonlyArray<string | null | undefined>;
  password: () => string | undefined;
};

/** "New password" and "confirm" with the strength rules, for antd-mobile forms. */
export function MobileNewPasswordFields({ personal, password }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t("account.password.new")}
        help={t("account.password.rulesHint")}
        rules={[
          { required: true, message: t("account.password.rules.newRequired") },
          strengthRule(t, personal),
        ]}
      >
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t("account.password.newPlaceholder")}
          data-testid="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("account.password.confirm")}
        dependencies={["password"]}
        rules={[
          { required: true, message: t("account.password.rules.confirmRequired") },
          sameAsRule(t, password),
        ]}
      >
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t("account.password.confirmPlaceholder")}
          data-testid="confirm-password"
        />
      </Form.Item>
    </>
  );
}
