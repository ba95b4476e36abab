import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getUserInfo } from "../../api/session.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { changeMyPassword, isCurrentPassword } from "./passwordChange.ts";

type Values = { current: string; password: string; confirm: string };
type Props = { onDone: () => void };

/** Current password (checked when the field is left, through the shared lock), new password, confirmation. */
export function ChangePasswordForm({ onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onFinish = async (values: Values) => {
    setPending(true);
    setError(null);
    try {
      await changeMyPassword(values.current, values.password);
      form.resetFields();
      onDone();
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    } finally {
      setPending(false);
    }
  };

  const checkCurrent = async (_rule: unknown, value: string | undefined) => {
    if (!value) return;
    if (!(await isCurrentPassword(value))) throw new Error(t("account.password.rules.currentWrong"));
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      name="changePassword"
    >
      <Form.Item
        label={t("account.password.current")}
        name="current"
        validateTrigger="onBlur"
        validateDebounce={0}
        rules={[
          { required: true, message: t("account.password.rules.currentRequired") },
          { validator: checkCurrent },
        ]}
      >
        <Input.Password
          size="large"
          autoComplete="current-password"
          placeholder={t("account.password.currentPlaceholder")}
          data-testid="current-password"
        />
      </Form.Item>
      <NewPasswordFields personal={() => [getUserInfo()?.name]} />
      {error ? <Alert type="error" showIcon title={error} role="alert" data-testid="password-error" /> : null}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={pending}
        data-testid="password-submit"
      >
        {t("account.password.submit")}
      </Button>
    </Form>
  );
}
