import type { UserTypeValue } from "@eos/contracts";
import { Button, Form, Input, NoticeBar, Radio, Result, Space, Toast } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { sendResetCode } from "../../api/passwords.ts";
import { useClickLock } from "../../api/useClickLock.ts";
import { useSchool } from "../../api/useSchool.ts";
import {
  codeResendSeconds,
  mobilePattern,
  parseUserType,
  resetForgottenPassword,
  roleLabelKey,
  useCountdown,
  userTypes,
} from "../identity/index.ts";
import { MobileNewPasswordFields } from "./MobileNewPasswordFields.tsx";
import "../../components/account.css";

type Values = { phone: string; code: string; password: string; confirm: string };

/** /m/forgetPwd: the forgotten-password flow in one column with the mobile kit. */
export function MobileForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { school } = useSchool();
  const [form] = Form.useForm<Values>();
  const [type, setType] = useState<UserTypeValue>(() => parseUserType(params.get("role")));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const { remaining, start } = useCountdown();

  const send = useClickLock(async () => {
    const valid = await form.validateFields(["phone"]).then(
      () => true,
      () => false,
    );
    if (!valid || !school) return;
    setError(null);
    try {
      await sendResetCode({ phone: form.getFieldValue("phone"), schoolId: school.id });
      start(codeResendSeconds);
      Toast.show({ content: t("auth.codeSent") });
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    }
  });
  const onFinish = async (values: Values) => {
    if (!school) return;
    setPending(true);
    setError(null);
    try {
      await resetForgottenPassword({ ...values, code: values.code.trim(), type, schoolId: school.id });
      setDone(true);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className="eos-mobile-page">
        <Result status="success" title={<span data-testid="reset-done">{t("account.forgot.done")}</span>} />
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate("/m/login", { replace: true })}
        >
          {t("account.forgot.backToSignIn")}
        </Button>
      </div>
    );
  }
  return (
    <div className="eos-mobile-page">
      <p className="eos-auth-intro">{t("account.forgot.intro")}</p>
      {error ? <NoticeBar color="alert" wrap content={<span role="alert">{error}</span>} /> : null}
      <Form
        form={form}
        name="mForgot"
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
            data-testid="reset-submit"
          >
            {t("account.forgot.submit")}
          </Button>
        }
      >
        <Form.Item label={t("role.label")}>
          <Radio.Group value={type} onChange={(value) => setType(Number(value) as UserTypeValue)}>
            <Space wrap>
              {userTypes.map((value) => (
                <Radio key={value} value={value}>
                  {t(roleLabelKey(value))}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("auth.phone")}
          rules={[
            { required: true, message: t("auth.rules.phoneRequired") },
            { pattern: mobilePattern, message: t("auth.rules.phoneFormat") },
          ]}
        >
          <Input type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" data-testid="reset-phone" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t("auth.code")}
          rules={[{ required: true, message: t("auth.rules.codeRequired") }]}
          extra={
            <Button
              size="small"
              color="primary"
              fill="outline"
              disabled={remaining > 0}
              onClick={() => void send()}
              data-testid="reset-send-code"
            >
              {remaining > 0 ? t("auth.resendIn", { seconds: remaining }) : t("auth.sendCode")}
            </Button>
          }
        >
          <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" data-testid="reset-code" />
        </Form.Item>
        <MobileNewPasswordFields
          personal={() => [form.getFieldValue("phone") as string | undefined]}
          password={() => form.getFieldValue("password") as string | undefined}
        />
      </Form>
    </div>
  );
}
