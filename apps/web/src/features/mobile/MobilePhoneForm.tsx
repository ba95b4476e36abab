import type { UserTypeValue } from "@eos/contracts";
import { Button, Form, Input, Toast } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sendPhoneCode } from "../../api/auth.ts";
import { useClickLock } from "../../api/useClickLock.ts";
import type { SignInAction } from "../identity/index.ts";
import { codeResendSeconds, mobilePattern, useCountdown } from "../identity/index.ts";

type Props = { schoolId: number; type: UserTypeValue; action: SignInAction };
type Values = { phone: string; code: string };

export function MobilePhoneForm({ schoolId, type, action }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const sendCode = useClickLock(async () => {
    const ok = await form.validateFields(["phone"]).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    setSending(true);
    action.setError(null);
    try {
      await sendPhoneCode({ phone: form.getFieldValue("phone"), schoolId });
      start(codeResendSeconds);
      Toast.show({ content: t("auth.codeSent") });
    } catch (cause) {
      action.setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    } finally {
      setSending(false);
    }
  });

  return (
    <Form
      form={form}
      name="mPhoneLogin"
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={(values: Values) =>
        action.run(() => action.flow.phone({ phone: values.phone, code: values.code.trim(), type, schoolId }))
      }
      footer={
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
      }
    >
      <Form.Item
        name="phone"
        label={t("auth.phone")}
        rules={[
          { required: true, message: t("auth.rules.phoneRequired") },
          { pattern: mobilePattern, message: t("auth.rules.phoneFormat") },
        ]}
      >
        <Input
          type="tel"
          inputMode="numeric"
          placeholder={t("auth.phonePlaceholder")}
          autoComplete="tel"
          maxLength={11}
          data-testid="login-phone"
        />
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
            loading={sending}
            onClick={() => void sendCode()}
            data-testid="send-code"
          >
            {remaining > 0 ? t("auth.resendIn", { seconds: remaining }) : t("auth.sendCode")}
          </Button>
        }
      >
        <Input
          inputMode="numeric"
          placeholder={t("auth.codePlaceholder")}
          autoComplete="one-time-code"
          maxLength={6}
          data-testid="login-code"
        />
      </Form.Item>
    </Form>
  );
}
