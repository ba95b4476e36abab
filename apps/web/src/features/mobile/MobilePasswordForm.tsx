import type { UserTypeValue } from "@eos/contracts";
import { Button, Form, Input } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SignInAction } from "../identity/index.ts";
import { accountPattern } from "../identity/index.ts";

type Props = { schoolId: number; type: UserTypeValue; action: SignInAction };
type Values = { account: string; password: string };

export function MobilePasswordForm({ schoolId, type, action }: Props) {
  const { t } = useTranslation();
  return (
    <Form
      name="mPwdLogin"
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={(values: Values) =>
        action.run(() =>
          action.flow.password({ name: values.account.trim(), password: values.password, type, schoolId }),
        )
      }
      footer={
        <>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={action.pending}
            data-testid="login-submit"
          >
            {t("auth.submit")}
          </Button>
          <div className="eos-login__aside">
            <Link to="/m/forgetPwd" data-testid="forgot-password">
              {t("account.forgot.link")}
            </Link>
          </div>
        </>
      }
    >
      <Form.Item
        name="account"
        label={t("auth.account")}
        rules={[
          { required: true, whitespace: true, message: t("auth.rules.accountRequired") },
          { pattern: accountPattern, message: t("auth.rules.accountFormat") },
        ]}
      >
        <Input
          placeholder={t("auth.accountPlaceholder")}
          autoComplete="username"
          maxLength={12}
          clearable
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("auth.password")}
        rules={[{ required: true, message: t("auth.rules.passwordRequired") }]}
      >
        <Input
          type="password"
          placeholder={t("auth.passwordPlaceholder")}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
    </Form>
  );
}
