import { Alert, Button, Form, Input, Radio, Select, Space, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AreaSelect } from "../../components/AreaSelect.tsx";
import { errorText } from "../collection/index.ts";
import { uploadFile } from "../forms/index.ts";
import { type SchoolDetail, updateSchool } from "./schoolAdminApi.ts";
import { DOMAIN_PATTERN, timeZoneNames } from "./timeZones.ts";
import { useSchoolAdminWrite } from "./useSchoolAdminWrite.ts";

type Values = { name: string; domain: string; loginType: number; timeZone: string; areaId?: number };

/**
 * A school's settings: name, domain (unique), area (a school may move to another), sign-in page, time zone and
 * logo (uploaded through the files API).
 */
export function SchoolEditForm({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const run = useSchoolAdminWrite();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const domain = Form.useWatch("domain", form);
  const areaId = Form.useWatch("areaId", form);
  const moving = school.type === 0 && (areaId ?? null) !== school.areaId;

  const save = async () => {
    const { areaId: chosen, ...values } = await form.validateFields();
    setSaving(true);
    const move = moving ? { areaId: chosen ?? null } : {};
    await run(
      () => updateSchool({ id: school.id, ...values, ...move, domain: values.domain.trim().toLowerCase() }),
      t("schoolAdmin.detail.saved"),
    );
    setSaving(false);
  };
  const setLogo = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      const ref = await uploadFile(file, "image", () => undefined);
      await run(() => updateSchool({ id: school.id, logoFileId: ref.id }), t("schoolAdmin.detail.saved"));
    } catch (error) {
      setUploadError(errorText(error, t("schoolAdmin.common.failed")));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        name: school.name,
        domain: school.domain,
        loginType: school.loginType,
        timeZone: school.timeZone,
        areaId: school.areaId ?? undefined,
      }}
      data-testid="school-edit"
    >
      <Form.Item
        name="name"
        label={t("schoolAdmin.schools.name")}
        rules={[{ required: true, whitespace: true, message: t("schoolAdmin.create.nameRequired") }]}
      >
        <Input maxLength={60} data-testid="school-edit-name" />
      </Form.Item>
      <Form.Item
        name="domain"
        label={t("schoolAdmin.schools.domain")}
        rules={[
          { required: true, whitespace: true, message: t("schoolAdmin.create.domainRequired") },
          { pattern: DOMAIN_PATTERN, message: t("schoolAdmin.create.domainFormat") },
        ]}
      >
        <Input maxLength={253} autoComplete="off" data-testid="school-edit-domain" />
      </Form.Item>
      {domain && domain.trim().toLowerCase() !== school.domain ? (
        <Alert
          type="warning"
          showIcon
          title={t("schoolAdmin.detail.domainChangeHint")}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {school.type === 0 ? (
        <Form.Item name="areaId" label={t("schoolAdmin.schools.area")}>
          <AreaSelect
            placeholder={t("schoolAdmin.create.areaPlaceholder")}
            ariaLabel={t("schoolAdmin.schools.area")}
            known={school.areaId === null ? null : { id: school.areaId, name: school.areaName ?? "" }}
            testId="school-edit-area"
          />
        </Form.Item>
      ) : null}
      {moving ? (
        <Alert
          type="warning"
          showIcon
          title={t("schoolAdmin.detail.moveHint", { from: school.areaName ?? "—" })}
          style={{ marginBottom: 16 }}
          data-testid="school-move-hint"
        />
      ) : null}
      <Form.Item name="loginType" label={t("schoolAdmin.schools.loginType")}>
        <Radio.Group
          options={[
            { value: 1, label: t("schoolAdmin.schools.loginShared") },
            { value: 2, label: t("schoolAdmin.schools.loginOwn") },
          ]}
        />
      </Form.Item>
      <Form.Item name="timeZone" label={t("schoolAdmin.schools.timeZone")} rules={[{ required: true }]}>
        <Select showSearch options={timeZoneNames().map((z) => ({ value: z, label: z }))} />
      </Form.Item>
      <Form.Item label={t("schoolAdmin.detail.logo")} extra={t("schoolAdmin.detail.logoHint")}>
        <Space wrap>
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void setLogo(file);
              return false;
            }}
          >
            <Button loading={uploading} data-testid="school-logo-upload">
              {uploading ? t("schoolAdmin.detail.logoUploading") : t("schoolAdmin.detail.logoUpload")}
            </Button>
          </Upload>
          {school.logo ? (
            <Button
              danger
              onClick={() =>
                void run(
                  () => updateSchool({ id: school.id, logoFileId: null }),
                  t("schoolAdmin.detail.saved"),
                )
              }
            >
              {t("schoolAdmin.detail.logoRemove")}
            </Button>
          ) : null}
        </Space>
        {uploadError ? <Alert type="error" showIcon title={uploadError} style={{ marginTop: 8 }} /> : null}
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void save()} data-testid="school-edit-save">
        {t("schoolAdmin.common.save")}
      </Button>
    </Form>
  );
}
