import { LockOutlined, UserOutlined } from "@ant-design/icons";
import type { UserTypeValue } from "@eos/contracts";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { accountPattern } from "./signIn.ts";
import type { SignInAction } from "./useSignInAction.ts";

type Props = { schoolId: number; type: UserTypeValue; action: SignInAction };
type Values = { account: string; password: string };

/** Account + password; the password is sent as its SHA-256 (CONTRACT.md 'Sign-in'). */
export function PasswordLoginForm({ schoolId, type, action }: Props) {
  const { t } = useTranslation();
  const onFinish = (values: Values) =>
    action.run(() =>
      action.flow.password({ name: values.account.trim(), password: values.password, type, schoolId }),
    );
  return (
    <Form<Values>
      name="pwdLogin"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      data-testid="pwd-form"
    >
      <Form.Item
        label={t("auth.account")}
        name="account"
        rules={[
          { required: true, whitespace: true, message: t("auth.rules.accountRequired") },
          { pattern: accountPattern, message: t("auth.rules.accountFormat") },
        ]}
      >
        <Input
          size="large"
          prefix={<UserOutlined aria-hidden />}
          placeholder={t("auth.accountPlaceholder")}
          autoComplete="username"
          maxLength={12}
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item
        label={t("auth.password")}
        name="password"
        rules={[{ required: true, message: t("auth.rules.passwordRequired") }]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t("auth.passwordPlaceholder")}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={action.pending}
        data-testid="login-submit"
      >
        {t("auth.submit")}
      </Button>
      <div className="eos-login__aside">
        <Link to="/forgetPwd" data-testid="forgot-password">
          {t("account.forgot.link")}
        </Link>
      </div>
    </Form>
  );
}
