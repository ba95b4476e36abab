import type { UserTypeValue } from "@eos/contracts";
import { Alert, Button, Form, Input, Radio, Result, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { loginPathFor } from "../../api/loginPath.ts";
import { useSchool } from "../../api/useSchool.ts";
import { SchoolFetchFailed } from "../../components/SchoolFetchFailed.tsx";
import { AuthFrame } from "./AuthFrame.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { resetForgottenPassword } from "./passwordChange.ts";
import { ResetCodeField } from "./ResetCodeField.tsx";
import { roleLabelKey } from "./roleLabel.ts";
import { mobilePattern, parseUserType, userTypes } from "./signIn.ts";

type Values = { phone: string; code: string; password: string; confirm: string };

/** /forgetPwd: a phone code (purpose reset) sets a new password; then back to the school's sign-in page. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { school, isLoading, error: schoolError, retry } = useSchool();
  const [form] = Form.useForm<Values>();
  const [type, setType] = useState<UserTypeValue>(() => parseUserType(searchParams.get("role")));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

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
  const backToSignIn = () => void navigate(loginPathFor(school ?? null), { replace: true });

  if (!school) {
    return (
      <AuthFrame title={t("account.forgot.title")}>
        {isLoading ? <Spin aria-label={t("common.loading")} /> : null}
        {schoolError ? <SchoolFetchFailed onRetry={retry} /> : null}
      </AuthFrame>
    );
  }
  if (done) {
    return (
      <AuthFrame title={t("account.forgot.title")} subtitle={school.name}>
        <Result
          status="success"
          title={<span data-testid="reset-done">{t("account.forgot.done")}</span>}
          extra={
            <Button type="primary" onClick={backToSignIn} data-testid="back-to-sign-in">
              {t("account.forgot.backToSignIn")}
            </Button>
          }
        />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("account.forgot.title")} subtitle={school.name} intro={t("account.forgot.intro")}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} name="forgot">
        <Form.Item label={t("role.label")}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            block
            value={type}
            onChange={(event) => setType(event.target.value as UserTypeValue)}
            options={userTypes.map((value) => ({ value, label: t(roleLabelKey(value)) }))}
            data-testid="role-choice"
          />
        </Form.Item>
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
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            data-testid="reset-phone"
          />
        </Form.Item>
        <ResetCodeField form={form} schoolId={school.id} onError={setError} />
        <NewPasswordFields personal={() => [form.getFieldValue("phone")]} />
        {error ? <Alert type="error" showIcon title={error} role="alert" data-testid="reset-error" /> : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={pending}
          data-testid="reset-submit"
        >
          {t("account.forgot.submit")}
        </Button>
        <div className="eos-login__aside">
          <Button type="link" onClick={backToSignIn}>
            {t("account.forgot.backToSignIn")}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}
