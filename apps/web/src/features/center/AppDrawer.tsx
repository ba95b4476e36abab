import { APP_ROLES, type CenterApp, type CenterAppSave } from "@eos/contracts";
import { App as AntApp, Button, Checkbox, Drawer, Form, Input, Radio, Select, Space, Switch } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { APP_ICONS, AppIcon } from "./AppIcon.tsx";
import { saveApp } from "./centerApi.ts";

type Props = {
  open: boolean;
  app: CenterApp | null;
  categories: string[];
  onClose: () => void;
  onSaved: () => void;
};

/** Add or edit an app: names, category, icon, kind and address, who sees it, enabled. */
export function AppDrawer({ open, app, categories, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<CenterAppSave>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch("kind", form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      app ?? {
        kind: "builtin",
        icon: "AppstoreOutlined",
        enabled: true,
        roles: [...APP_ROLES],
        category: categories[0],
      },
    );
  }, [open, app, categories, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await saveApp({ ...values, code: values.code || null, nameEn: values.nameEn || null, id: app?.id });
      void message.success(t("center.admin.saved"));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      title={app ? t("center.admin.edit") : t("center.admin.add")}
      destroyOnHidden
      data-testid="app-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t("center.admin.cancel")}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="app-save">
            {t("center.admin.save")}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t("center.admin.name")} rules={[{ required: true, max: 60 }]}>
          <Input data-testid="app-name" />
        </Form.Item>
        <Form.Item name="nameEn" label={t("center.admin.nameEn")} rules={[{ max: 60 }]}>
          <Input data-testid="app-name-en" />
        </Form.Item>
        <Form.Item name="category" label={t("center.admin.category")} rules={[{ required: true, max: 40 }]}>
          <Select
            showSearch
            mode={undefined}
            options={categories.map((c) => ({ value: c, label: c }))}
            onSearch={(v) => v && form.setFieldValue("category", v)}
            data-testid="app-category"
          />
        </Form.Item>
        <Form.Item name="icon" label={t("center.admin.icon")} rules={[{ required: true }]}>
          <Select
            options={Object.keys(APP_ICONS).map((name) => ({
              value: name,
              label: (
                <Space>
                  <AppIcon icon={name} size={16} />
                  {name.replace(/Outlined$/, "")}
                </Space>
              ),
            }))}
            data-testid="app-icon"
          />
        </Form.Item>
        <Form.Item name="kind" label={t("center.admin.kind")} rules={[{ required: true }]}>
          <Radio.Group
            options={(["builtin", "link", "trust"] as const).map((k) => ({
              value: k,
              label: t(`center.kinds.${k}`),
            }))}
            data-testid="app-kind"
          />
        </Form.Item>
        <Form.Item
          name="target"
          label={t("center.admin.target")}
          extra={t(`center.admin.targetHelp.${kind ?? "builtin"}`)}
          rules={[{ required: true, max: 2000 }]}
        >
          <Input data-testid="app-target" />
        </Form.Item>
        <Form.Item name="code" label={t("center.admin.code")} rules={[{ pattern: /^[A-Za-z0-9_-]{1,64}$/ }]}>
          <Input data-testid="app-code" />
        </Form.Item>
        <Form.Item
          name="roles"
          label={t("center.admin.roles")}
          rules={[{ required: true, type: "array", min: 1 }]}
        >
          <Checkbox.Group
            options={APP_ROLES.map((r) => ({ value: r, label: t(`center.roles.${r}`) }))}
            data-testid="app-roles"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t("center.admin.enabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
