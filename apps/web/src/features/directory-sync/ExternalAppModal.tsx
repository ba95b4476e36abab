import { Form, Input, Modal, Select, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  addExternalApp,
  type ExternalApp,
  type ExternalAppKind,
  type ExternalAppSave,
  type SchoolRef,
  updateExternalApp,
} from "./directorySyncApi.ts";
import { useDirectorySyncWrite } from "./useDirectorySyncWrite.ts";

type Values = {
  kind: ExternalAppKind;
  name: string;
  clientId: string;
  corpId?: string;
  agentId?: string;
  secret?: string;
  baseUrl?: string;
  enabled: boolean;
};

type Props = { school: SchoolRef; app: ExternalApp | null; open: boolean; onClose: () => void };

const blankToNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** Adds or edits an external app; a saved secret is never shown, and left empty on edit it stays. */
export function ExternalAppModal({ school, app, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const run = useDirectorySyncWrite();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch("kind", form) ?? app?.kind ?? "wecom";
  const required = [{ required: true, whitespace: true, message: t("directorySync.apps.required") }];

  const save = async () => {
    const v = await form.validateFields();
    const body: ExternalAppSave = {
      kind: v.kind,
      name: v.name.trim(),
      clientId: v.clientId.trim(),
      corpId: v.kind === "dingtalk" ? blankToNull(v.corpId) : null,
      agentId: blankToNull(v.agentId),
      baseUrl: blankToNull(v.baseUrl),
      enabled: v.enabled,
      ...(v.secret?.trim() ? { secret: v.secret.trim() } : {}),
    };
    setSaving(true);
    const done = await run(
      async (): Promise<unknown> =>
        app ? updateExternalApp(school, app.id, body) : addExternalApp(school, body),
      t("directorySync.apps.saved"),
    );
    setSaving(false);
    if (done !== undefined) onClose();
  };

  return (
    <Modal
      open={open}
      title={t(app ? "directorySync.apps.editTitle" : "directorySync.apps.addTitle")}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t("directorySync.apps.confirm")}
      cancelText={t("directorySync.apps.cancel")}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={app?.id ?? "new"}
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          kind: app?.kind ?? "wecom",
          name: app?.name ?? "",
          clientId: app?.clientId ?? "",
          corpId: app?.corpId ?? "",
          agentId: app?.agentId ?? "",
          baseUrl: app?.baseUrl ?? "",
          enabled: app?.enabled ?? true,
        }}
      >
        <Form.Item name="kind" label={t("directorySync.apps.kind")}>
          <Select
            data-testid="external-app-kind"
            options={[
              { value: "wecom", label: t("directorySync.apps.wecom") },
              { value: "dingtalk", label: t("directorySync.apps.dingtalk") },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t("directorySync.apps.name")} rules={required}>
          <Input maxLength={60} data-testid="external-app-name" />
        </Form.Item>
        <Form.Item
          name="clientId"
          label={t(
            kind === "dingtalk" ? "directorySync.apps.clientIdDingtalk" : "directorySync.apps.clientIdWecom",
          )}
          rules={required}
        >
          <Input maxLength={200} data-testid="external-app-client-id" />
        </Form.Item>
        {kind === "dingtalk" ? (
          <Form.Item name="corpId" label={t("directorySync.apps.corpId")}>
            <Input maxLength={200} data-testid="external-app-corp-id" />
          </Form.Item>
        ) : null}
        <Form.Item name="agentId" label={t("directorySync.apps.agentId")}>
          <Input maxLength={64} data-testid="external-app-agent-id" />
        </Form.Item>
        <Form.Item
          name="secret"
          label={t("directorySync.apps.secret")}
          rules={app ? [] : required}
          extra={app?.hasSecret ? t("directorySync.apps.secretKeep") : undefined}
        >
          <Input.Password maxLength={500} autoComplete="new-password" data-testid="external-app-secret" />
        </Form.Item>
        <Form.Item name="baseUrl" label={t("directorySync.apps.baseUrl")}>
          <Input maxLength={500} data-testid="external-app-base-url" />
        </Form.Item>
        <Form.Item name="enabled" label={t("directorySync.apps.enabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
