import { Checkbox, Divider, Form, Input, Modal, Radio, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AreaSelect } from "../../components/AreaSelect.tsx";
import { OneTimePasswordView } from "./OneTimePasswordView.tsx";
import { type AddedSchool, addSchool, type NewSchool } from "./schoolAdminApi.ts";
import { ACCOUNT_PATTERN, DOMAIN_PATTERN, PHONE_PATTERN, timeZoneNames } from "./timeZones.ts";
import { useSchoolAdminWrite } from "./useSchoolAdminWrite.ts";

type Props = { open: boolean; onClose: () => void };

const initial: Partial<NewSchool> = { type: 0, loginType: 1, timeZone: "Asia/Shanghai", init: true };

/**
 * Adds a school (or an area's site) with its first administrator. The answer's one-time password is shown
 * once, in the same dialog, and forgotten when it closes.
 */
export function SchoolCreateModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewSchool>();
  const run = useSchoolAdminWrite();
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<AddedSchool | null>(null);
  const type = Form.useWatch("type", form);

  const close = () => {
    setAdded(null);
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const out = await run(() =>
      addSchool({
        ...values,
        domain: values.domain.trim().toLowerCase(),
        adminPhone: values.adminPhone || undefined,
      }),
    );
    setSaving(false);
    if (out) setAdded(out);
  };

  return (
    <Modal
      open={open}
      title={added ? t("schoolAdmin.create.doneTitle") : t("schoolAdmin.create.title")}
      onCancel={added ? undefined : close}
      closable={!added}
      mask={{ closable: !added }}
      onOk={added ? close : () => void submit()}
      okText={added ? t("schoolAdmin.create.close") : t("schoolAdmin.create.submit")}
      cancelButtonProps={{ style: added ? { display: "none" } : undefined }}
      cancelText={t("schoolAdmin.common.cancel")}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
      data-testid="school-create"
    >
      {added ? (
        <OneTimePasswordView added={added} />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} requiredMark>
          <Form.Item name="type" label={t("schoolAdmin.create.siteType")}>
            <Radio.Group
              options={[
                { value: 0, label: t("schoolAdmin.create.typeSchool") },
                { value: 1, label: t("schoolAdmin.create.typeArea") },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t("schoolAdmin.schools.name")}
            rules={[{ required: true, whitespace: true, message: t("schoolAdmin.create.nameRequired") }]}
          >
            <Input maxLength={60} data-testid="school-create-name" />
          </Form.Item>
          <Form.Item
            name="domain"
            label={t("schoolAdmin.schools.domain")}
            extra={t("schoolAdmin.create.domainHint")}
            rules={[
              { required: true, whitespace: true, message: t("schoolAdmin.create.domainRequired") },
              { pattern: DOMAIN_PATTERN, message: t("schoolAdmin.create.domainFormat") },
            ]}
          >
            <Input maxLength={253} autoComplete="off" data-testid="school-create-domain" />
          </Form.Item>
          <Form.Item
            name="areaId"
            label={t("schoolAdmin.schools.area")}
            rules={[{ required: type === 1, message: t("schoolAdmin.create.areaRequired") }]}
          >
            <AreaSelect
              placeholder={t("schoolAdmin.create.areaPlaceholder")}
              ariaLabel={t("schoolAdmin.schools.area")}
            />
          </Form.Item>
          <Form.Item name="loginType" label={t("schoolAdmin.schools.loginType")}>
            <Radio.Group
              options={[
                { value: 1, label: t("schoolAdmin.schools.loginShared") },
                { value: 2, label: t("schoolAdmin.schools.loginOwn") },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="timeZone"
            label={t("schoolAdmin.schools.timeZone")}
            rules={[{ required: true, message: t("schoolAdmin.create.timeZoneRequired") }]}
          >
            <Select showSearch options={timeZoneNames().map((z) => ({ value: z, label: z }))} />
          </Form.Item>
          <Form.Item name="init" valuePropName="checked">
            <Checkbox>{t("schoolAdmin.create.init")}</Checkbox>
          </Form.Item>
          <Divider titlePlacement="start">{t("schoolAdmin.create.adminSection")}</Divider>
          <Form.Item
            name="adminName"
            label={t("schoolAdmin.create.adminName")}
            rules={[{ required: true, whitespace: true, message: t("schoolAdmin.create.adminNameRequired") }]}
          >
            <Input maxLength={60} data-testid="school-create-admin-name" />
          </Form.Item>
          <Form.Item
            name="adminAccount"
            label={t("schoolAdmin.create.adminAccount")}
            rules={[
              { required: true, pattern: ACCOUNT_PATTERN, message: t("schoolAdmin.create.adminAccountRule") },
            ]}
          >
            <Input maxLength={12} autoComplete="off" data-testid="school-create-admin-account" />
          </Form.Item>
          <Form.Item
            name="adminPhone"
            label={t("schoolAdmin.create.adminPhone")}
            rules={[{ pattern: PHONE_PATTERN, message: t("schoolAdmin.create.adminPhoneRule") }]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
