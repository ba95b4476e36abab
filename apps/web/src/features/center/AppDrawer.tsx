import { UploadOutlined } from "@ant-design/icons";
import { APP_ROLES, type CenterApp, type CenterAppSave } from "@eos/contracts";
import {
  App as AntApp,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Switch,
  Typography,
  Upload,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../evaluation/index.ts";
import { uploadFile } from "../forms/index.ts";
import { APP_ICONS, AppIcon } from "./AppIcon.tsx";
import { saveApp } from "./centerApi.ts";

const ICON_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
const ICON_MAX = 2 * 1024 * 1024;

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
  const icon = Form.useWatch("icon", form);
  const [uploading, setUploading] = useState(false);
  const [iconError, setIconError] = useState<string | null>(null);

  /** Uploads the chosen image through the files API; the app keeps `file:<id>`, which the server checks. */
  const pickIcon = async (file: File) => {
    setIconError(null);
    if (!ICON_TYPES.includes(file.type)) return setIconError(t("center.admin.iconNotImage"));
    if (file.size > ICON_MAX) return setIconError(t("center.admin.iconTooLarge"));
    setUploading(true);
    try {
      const { id } = await uploadFile(file, "image", () => undefined);
      form.setFieldValue("icon", `file:${id}`);
    } catch (e) {
      setIconError(errorText(e, t("center.admin.iconNotImage")));
    } finally {
      setUploading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    setIconError(null);
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
        <Form.Item label={t("center.admin.icon")} required>
          <Space wrap align="center">
            <Form.Item name="icon" noStyle rules={[{ required: true }]}>
              <Select
                style={{ minWidth: 200 }}
                aria-label={t("center.admin.icon")}
                options={[
                  ...(icon?.startsWith("file:")
                    ? [
                        {
                          value: icon,
                          label: (
                            <Space>
                              <AppIcon icon={icon} size={16} />
                              {t("center.admin.iconUploaded")}
                            </Space>
                          ),
                        },
                      ]
                    : []),
                  ...Object.keys(APP_ICONS).map((name) => ({
                    value: name,
                    label: (
                      <Space>
                        <AppIcon icon={name} size={16} />
                        {name.replace(/Outlined$/, "")}
                      </Space>
                    ),
                  })),
                ]}
                data-testid="app-icon"
              />
            </Form.Item>
            <Upload
              accept={ICON_TYPES.join(",")}
              showUploadList={false}
              beforeUpload={(f) => {
                void pickIcon(f);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="app-icon-upload">
                {t("center.admin.uploadIcon")}
              </Button>
            </Upload>
            {icon?.startsWith("file:") ? (
              <span data-testid="app-icon-preview">
                <AppIcon icon={icon} size={40} />
              </span>
            ) : null}
          </Space>
          {iconError ? (
            <Typography.Text type="danger" role="alert" data-testid="app-icon-error">
              {iconError}
            </Typography.Text>
          ) : null}
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
