import type { UserTypeValue } from "@eos/contracts";
import { Alert, App, Button, Card, Form, Input, Modal, Radio, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type ResetResult, resetAccountPassword } from "../../api/passwords.ts";
import { roleLabelKey, userTypes } from "../identity/index.ts";
import "../../components/account.css";

type Values = { userType: UserTypeValue; loginName: string };

/**
 * /admin/resetPassword: an administrator (or a teacher whose role grants password.reset) gives an account of this school a one-time password. It is shown
 * once, here; the account must change it at its next sign-in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<ResetResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = async (values: Values) => {
    setError(null);
    try {
      setResult(await resetAccountPassword({ ...values, loginName: values.loginName.trim() }));
      form.resetFields(["loginName"]);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    }
  };
  const onFinish = (values: Values) =>
    modal.confirm({
      title: t("account.reset.confirmTitle", { account: values.loginName.trim() }),
      content: t("account.reset.confirmText"),
      okText: t("account.reset.ok"),
      okButtonProps: { danger: true, id: "reset-confirm" },
      cancelText: t("account.reset.cancel"),
      onOk: () => reset(values),
    });

  return (
    <div className="eos-page">
      <Typography.Title level={1} className="eos-page__title" data-testid="reset-password-title">
        {t("account.reset.title")}
      </Typography.Title>
      <Card className="eos-page__card eos-narrow-card">
        <Typography.Paragraph type="secondary">{t("account.reset.intro")}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ userType: 0 }}
          onFinish={onFinish}
          name="resetPassword"
        >
          <Form.Item label={t("role.label")} name="userType">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={userTypes.map((value) => ({ value, label: t(roleLabelKey(value)) }))}
            />
          </Form.Item>
          <Form.Item
            label={t("account.reset.account")}
            name="loginName"
            rules={[{ required: true, whitespace: true, message: t("account.reset.accountRequired") }]}
          >
            <Input
              placeholder={t("account.reset.accountPlaceholder")}
              maxLength={64}
              data-testid="reset-account"
            />
          </Form.Item>
          {error ? (
            <Alert type="error" showIcon title={error} role="alert" className="eos-form-error" />
          ) : null}
          <Button type="primary" danger htmlType="submit" data-testid="reset-password-submit">
            {t("account.reset.submit")}
          </Button>
        </Form>
      </Card>
      <Modal
        open={result !== null}
        title={t("account.reset.resultTitle")}
        closable={false}
        maskClosable={false}
        onOk={() => setResult(null)}
        okText={t("account.reset.close")}
        footer={(_, { OkBtn }) => <OkBtn />}
      >
        {result ? (
          <>
            <Typography.Paragraph>
              {t("account.reset.resultText", { name: result.name, account: result.loginName })}
            </Typography.Paragraph>
            <Typography.Text code copyable className="eos-one-time-password" data-testid="one-time-password">
              {result.password}
            </Typography.Text>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
