import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Result, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sha256Hex } from "../../api/sha256.ts";
import { errorText } from "../collection/index.ts";
import { AuthFrame, NewPasswordFields, passwordFacts } from "../identity/index.ts";
import { fetchSetupState, setInitAdmin } from "./schoolAdminApi.ts";
import { ACCOUNT_PATTERN, DOMAIN_PATTERN } from "./timeZones.ts";
import "./schoolAdmin.css";

type Values = {
  setupCode: string;
  siteName: string;
  domain: string;
  name: string;
  account: string;
  password: string;
  confirm: string;
};

/**
 * /setup: first-time setup of a fresh installation. Whoever holds the setup code the server printed creates the
 * platform's site and its first administrator; afterwards the page says setup is closed.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const state = useQuery({ queryKey: ["schoolAdmin", "setup"], queryFn: fetchSetupState });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ domain: string; loginName: string } | null>(null);

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      const out = await setInitAdmin({
        setupCode: values.setupCode.trim(),
        siteName: values.siteName.trim(),
        domain: values.domain.trim().toLowerCase(),
        name: values.name.trim(),
        account: values.account.trim(),
        pwd: await sha256Hex(values.password),
        pwdFacts: passwordFacts(values.password),
      });
      setDone(out);
    } catch (e) {
      setError(errorText(e, t("schoolAdmin.common.failed")));
    } finally {
      setSaving(false);
    }
  };

  let body = null;
  if (state.isPending) body = <Skeleton active />;
  else if (done) {
    body = (
      <Result
        status="success"
        title={t("schoolAdmin.setup.done")}
        subTitle={`${done.domain} · ${done.loginName}`}
        extra={
          <Link to={`/singleLogin?domain=${encodeURIComponent(done.domain)}`} data-testid="setup-sign-in">
            <Button type="primary">{t("schoolAdmin.setup.signIn")}</Button>
          </Link>
        }
      />
    );
  } else if (state.data?.initialised) {
    body = <Alert type="info" showIcon title={t("schoolAdmin.setup.closed")} data-testid="setup-closed" />;
  } else if (state.data && !state.data.setupAvailable) {
    body = <Alert type="warning" showIcon title={t("schoolAdmin.setup.unavailable")} />;
  } else {
    body = (
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ domain: typeof window === "undefined" ? "" : window.location.hostname }}
        data-testid="setup-form"
      >
        <Form.Item
          name="setupCode"
          label={t("schoolAdmin.setup.setupCode")}
          extra={t("schoolAdmin.setup.codeHint")}
          rules={[{ required: true, whitespace: true, message: t("schoolAdmin.setup.setupCodeRequired") }]}
        >
          <Input autoComplete="off" data-testid="setup-code" />
        </Form.Item>
        <Form.Item
          name="siteName"
          label={t("schoolAdmin.setup.siteName")}
          rules={[{ required: true, whitespace: true, message: t("schoolAdmin.setup.siteNameRequired") }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="domain"
          label={t("schoolAdmin.setup.domain")}
          rules={[
            { required: true, whitespace: true, message: t("schoolAdmin.create.domainRequired") },
            { pattern: DOMAIN_PATTERN, message: t("schoolAdmin.create.domainFormat") },
          ]}
        >
          <Input maxLength={253} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t("schoolAdmin.setup.name")}
          rules={[{ required: true, whitespace: true, message: t("schoolAdmin.create.adminNameRequired") }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="account"
          label={t("schoolAdmin.setup.account")}
          rules={[
            { required: true, pattern: ACCOUNT_PATTERN, message: t("schoolAdmin.create.adminAccountRule") },
          ]}
        >
          <Input maxLength={12} autoComplete="username" data-testid="setup-account" />
        </Form.Item>
        <NewPasswordFields personal={() => [form.getFieldValue("account")]} />
        {error ? (
          <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={saving}
          data-testid="setup-submit"
        >
          {t("schoolAdmin.setup.submit")}
        </Button>
      </Form>
    );
  }
  return (
    <AuthFrame title={t("schoolAdmin.setup.title")} intro={t("schoolAdmin.setup.hint")}>
      {body}
    </AuthFrame>
  );
}
