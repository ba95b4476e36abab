import { SafetyOutlined } from "@ant-design/icons";
import { App, Button, Form, type FormInstance, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sendResetCode } from "../../api/passwords.ts";
import { useClickLock } from "../../api/useClickLock.ts";
import { codeResendSeconds } from "./signIn.ts";
import { useCountdown } from "./useCountdown.ts";

type Props = { form: FormInstance; schoolId: number; onError: (message: string | null) => void };

/** The SMS code of a forgotten password, with its "send code" button and the 60 s wait. */
export function ResetCodeField({ form, schoolId, onError }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = useClickLock(async () => {
    const phone = await form
      .validateFields(["phone"])
      .then((v: { phone: string }) => v.phone)
      .catch(() => null);
    if (!phone) return;
    setSending(true);
    onError(null);
    try {
      await sendResetCode({ phone, schoolId });
      start(codeResendSeconds);
      void message.success(t("auth.codeSent"));
    } catch (cause) {
      onError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    } finally {
      setSending(false);
    }
  });

  return (
    <Form.Item label={t("auth.code")} htmlFor="forgot_code" required={false}>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[{ required: true, message: t("auth.rules.codeRequired") }]}>
          <Input
            id="forgot_code"
            size="large"
            prefix={<SafetyOutlined aria-hidden />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="reset-code"
          />
        </Form.Item>
        <Button
          size="large"
          onClick={() => void send()}
          disabled={remaining > 0}
          loading={sending}
          data-testid="reset-send-code"
        >
          {remaining > 0 ? t("auth.resendIn", { seconds: remaining }) : t("auth.sendCode")}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
