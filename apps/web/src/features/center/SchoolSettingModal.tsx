import {
  type SaveSchoolSetting,
  type SchoolSetting,
  settingLanguages,
  settingLoginTypes,
} from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App as AntApp, Checkbox, ColorPicker, Form, Input, Modal, Radio, Space, Spin } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { get, post } from "../../api/request.ts";

const HEX = /^#[0-9a-fA-F]{6}$/;
const settingKey = ["school-setting"] as const;

type Props = { open: boolean; onClose: () => void };

/** The school's theme colour, languages and ways to sign in, which its sign-in pages follow. */
export function SchoolSettingModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SaveSchoolSetting>();
  const [saving, setSaving] = useState(false);
  const setting = useQuery({
    queryKey: settingKey,
    queryFn: () => get<SchoolSetting>("/sys/api/setting/getSetting", undefined, { noCache: true }),
    enabled: open,
  });
  const color = Form.useWatch("themeColor", form);
  const languages = Form.useWatch("languages", form) ?? [];

  useEffect(() => {
    if (open && setting.data) {
      const { themeColor, languages: langs, defaultLanguage, loginTypes } = setting.data;
      form.setFieldsValue({ themeColor, languages: langs, defaultLanguage, loginTypes });
    }
  }, [open, setting.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post<SchoolSetting>("/sys/api/setting/saveSetting", values, { json: true });
      await queryClient.invalidateQueries({ queryKey: settingKey });
      void message.success(t("center.look.saved"));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("center.look.title")}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("center.admin.save")}
      cancelText={t("center.admin.cancel")}
      okButtonProps={{ loading: saving, disabled: !setting.data, "data-testid": "look-save" }}
      destroyOnHidden
      data-testid="school-look-modal"
    >
      <p>{t("center.look.intro")}</p>
      {setting.isLoading ? <Spin aria-label={t("common.loading")} /> : null}
      {setting.error ? <Alert type="error" showIcon title={t("center.look.loadFailed")} /> : null}
      <Form form={form} layout="vertical" hidden={!setting.data}>
        <Form.Item label={t("center.look.themeColor")} extra={t("center.look.themeColorHelp")} required>
          <Space>
            <ColorPicker
              value={HEX.test(color ?? "") ? color : undefined}
              disabledAlpha
              aria-label={t("center.look.themeColor")}
              onChangeComplete={(c) => form.setFieldValue("themeColor", c.toHexString())}
            />
            <Form.Item
              name="themeColor"
              noStyle
              rules={[{ required: true, pattern: HEX, message: t("center.look.badColor") }]}
            >
              <Input
                style={{ width: 120 }}
                aria-label={t("center.look.themeColor")}
                data-testid="look-color"
              />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item
          name="languages"
          label={t("center.look.languages")}
          rules={[{ required: true, type: "array", min: 1 }]}
        >
          <Checkbox.Group
            options={settingLanguages.map((l) => ({ value: l, label: t(`center.look.languageName.${l}`) }))}
            data-testid="look-languages"
          />
        </Form.Item>
        <Form.Item
          name="defaultLanguage"
          label={t("center.look.defaultLanguage")}
          rules={[{ required: true }]}
        >
          <Radio.Group
            options={settingLanguages.map((l) => ({
              value: l,
              label: t(`center.look.languageName.${l}`),
              disabled: !languages.includes(l),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="loginTypes"
          label={t("center.look.loginTypes")}
          extra={t("center.look.loginTypesHelp")}
          rules={[{ required: true, type: "array", min: 1 }]}
        >
          <Checkbox.Group
            options={settingLoginTypes.map((k) => ({ value: k, label: t(`center.look.types.${k}`) }))}
            data-testid="look-login-types"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
