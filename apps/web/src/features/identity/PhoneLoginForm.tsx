import { MobileOutlined, SafetyOutlined } from "@ant-design/icons";
import type { UserTypeValue } from "@eos/contracts";
import { App, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sendPhoneCode } from "../../api/auth.ts";
import { useClickLock } from "../../api/useClickLock.ts";
import { codeResendSeconds, mobilePattern } from "./signIn.ts";
import { useCountdown } from "./useCountdown.ts";
import type { SignInAction } from "./useSignInAction.ts";

type Props = { schoolId: number; type: UserTypeValue; action: SignInAction };
type Values = { phone: string; code: string };

/** Mobile number + SMS code, with a 60 s wait before the code can be sent again. */
export function PhoneLoginForm({ schoolId, type, action }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const sendCode = useClickLock(async () => {
    const { phone } = await form.validateFields(["phone"]).catch(() => ({ phone: null }));
    if (!phone) return;
    setSending(true);
    action.setError(null);
    try {
      await sendPhoneCode({ phone, schoolId });
      start(codeResendSeconds);
      void message.success(t("auth.codeSent"));
    } catch (cause) {
      action.setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    } finally {
      setSending(false);
    }
  });

  const onFinish = (values: Values) =>
    action.run(() => action.flow.phone({ phone: values.phone, code: values.code.trim(), type, schoolId }));

  return (
    <Form<Values>
      form={form}
      name="phoneLogin"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      data-testid="phone-form"
    >
      <Form.Item
        label={t("auth.phone")}
        name="phone"
        rules={[
          { required: true, message: t("auth.rules.phoneRequired") },
          { pattern: mobilePattern, message: t("auth.rules.phoneFormat") },
        ]}
      >
        <Input
          size="large"
          prefix={<MobileOutlined aria-hidden />}
          placeholder={t("auth.phonePlaceholder")}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          data-testid="login-phone"
        />
      </Form.Item>
      <Form.Item label={t("auth.code")} htmlFor="phoneLogin_code" required={false}>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t("auth.rules.codeRequired") }]}>
            <Input
              id="phoneLogin_code"
              size="large"
              prefix={<SafetyOutlined aria-hidden />}
              placeholder={t("auth.codePlaceholder")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-testid="login-code"
            />
          </Form.Item>
          <Button
            size="large"
            onClick={() => void sendCode()}
            disabled={remaining > 0}
            loading={sending}
            data-testid="send-code"
          >
            {remaining > 0 ? t("auth.resendIn", { seconds: remaining }) : t("auth.sendCode")}
          </Button>
        </Space.Compact>
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
    </Form>
  );
}
