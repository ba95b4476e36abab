import { Button, Form, Input, NoticeBar, Toast } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { getToken, getUserInfo } from "../../api/session.ts";
import { changeMyPassword, isCurrentPassword, landingUrl } from "../identity/index.ts";
import { MobileNewPasswordFields } from "./MobileNewPasswordFields.tsx";

type Values = { current: string; password: string; confirm: string };

/** /m/password: change the password from the me tab; with ?forced=1 (or a due change) nothing else opens. */
export function MobilePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const user = getToken() ? getUserInfo() : null;
  if (!user) return <Navigate to="/m/login" replace />;
  const forced = params.get("forced") === "1" || Boolean(user.mustChangePassword);

  const onFinish = async (values: Values) => {
    setPending(true);
    setError(null);
    try {
      await changeMyPassword(values.current, values.password);
      Toast.show({ content: t("account.password.changed") });
      const next = forced ? landingUrl({ ...user, mustChangePassword: false }, true) : "/m/me";
      void navigate(next, { replace: true });
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    } finally {
      setPending(false);
    }
  };
  const checkCurrent = async (_rule: unknown, value: string | undefined) => {
    if (value && !(await isCurrentPassword(value))) throw new Error(t("account.password.rules.currentWrong"));
  };

  return (
    <div className="eos-mobile-page">
      {forced ? <NoticeBar color="alert" wrap content={t("account.password.forcedIntro")} /> : null}
      {error ? (
        <NoticeBar
          color="alert"
          wrap
          content={<span role="alert">{error}</span>}
          data-testid="password-error"
        />
      ) : null}
      <Form
        form={form}
        name="mChangePassword"
        layout="vertical"
        requiredMarkStyle="none"
        onFinish={(values: Values) => void onFinish(values)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={pending}
            data-testid="password-submit"
          >
            {t("account.password.submit")}
          </Button>
        }
      >
        <Form.Item
          name="current"
          label={t("account.password.current")}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t("account.password.rules.currentRequired") },
            { validator: checkCurrent },
          ]}
        >
          <Input
            type="password"
            autoComplete="current-password"
            placeholder={t("account.password.currentPlaceholder")}
            data-testid="current-password"
          />
        </Form.Item>
        <MobileNewPasswordFields
          personal={() => [user.name]}
          password={() => form.getFieldValue("password") as string | undefined}
        />
      </Form>
    </div>
  );
}
