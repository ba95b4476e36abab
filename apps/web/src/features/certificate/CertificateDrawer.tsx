import type { Certificate, CertificateRuleKind } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Drawer, Form, Grid, Input, Select, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { TermSelect } from "../../components/TermSelect.tsx";
import {
  certificateKeys,
  fetchStamps,
  honourOptions,
  saveCertificate,
  useCertificateWrite,
} from "../evaluation/index.ts";
import { CertificateRuleFields } from "./CertificateRuleFields.tsx";
import { ImageUploadField } from "./ImageUploadField.tsx";

type Values = {
  name: string;
  description?: string;
  honour: number;
  termId?: number;
  ruleKind: CertificateRuleKind;
  modelId?: number;
  indicatorId?: number;
  minScore?: number;
  levelName?: string;
  imageFileId?: number | null;
  stampId?: number | null;
};

type Props = { open: boolean; editing: Certificate | null; onClose: () => void };

const valuesOf = (c: Certificate | null): Values =>
  c
    ? {
        name: c.name,
        description: c.description,
        honour: c.honour,
        termId: c.termId,
        ruleKind: c.ruleKind,
        modelId: c.modelId ?? undefined,
        indicatorId: c.indicatorId ?? undefined,
        minScore: c.minScore ?? undefined,
        levelName: c.levelName ?? undefined,
        imageFileId: c.imageFileId,
        stampId: c.stampId,
      }
    : { name: "", honour: 3, ruleKind: "score", imageFileId: null, stampId: null };

/** Adds a certificate (saved as a draft) or edits one: name, honour, term, image, stamp and award rule. */
export function CertificateDrawer({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const run = useCertificateWrite();
  const isPhone = Grid.useBreakpoint().md === false;
  const stamps = useQuery({ queryKey: certificateKeys.stamps, queryFn: fetchStamps, enabled: open });
  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(editing));
    else form.resetFields();
  }, [open, editing, form]);
  const submit = async (v: Values) => {
    const manual = v.ruleKind === "manual";
    const saved = await run(
      () =>
        saveCertificate({
          id: editing?.id,
          name: v.name,
          description: v.description ?? "",
          honour: v.honour,
          termId: v.termId ?? 0,
          ruleKind: v.ruleKind,
          indicatorId: manual ? null : (v.indicatorId ?? null),
          minScore: v.ruleKind === "score" ? (v.minScore ?? null) : null,
          levelName: v.ruleKind === "level" ? (v.levelName ?? null) : null,
          imageFileId: v.imageFileId ?? null,
          stampId: v.stampId ?? null,
        }),
      t("certificate.saved"),
    );
    if (saved) onClose();
  };
  const stampOptions = (stamps.data ?? [])
    .filter((s) => s.status === 1 || s.id === editing?.stampId)
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isPhone ? "100%" : 520}
      title={editing ? t("certificate.editorEdit") : t("certificate.editorAdd")}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("certificate.cancel")}</Button>
          <Button type="primary" onClick={() => form.submit()} data-testid="certificate-save">
            {t("certificate.save")}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        data-testid="certificate-form"
      >
        <Form.Item
          name="name"
          label={t("certificate.name")}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("certificate.required", { field: t("certificate.name") }),
            },
          ]}
        >
          <Input maxLength={60} data-testid="certificate-name" />
        </Form.Item>
        <Form.Item name="description" label={t("certificate.description")}>
          <Input.TextArea maxLength={500} rows={2} data-testid="certificate-description" />
        </Form.Item>
        <Form.Item name="honour" label={t("certificate.honour")}>
          <Select options={honourOptions(t)} data-testid="certificate-honour" />
        </Form.Item>
        <Form.Item name="termId" label={t("certificate.term")} rules={[{ required: true }]}>
          <TermField />
        </Form.Item>
        <CertificateRuleFields />
        <Form.Item name="imageFileId" label={t("certificate.image")}>
          <ImageUploadField url={editing?.imageUrl} testId="certificate-image" />
        </Form.Item>
        <Form.Item name="stampId" label={t("certificate.stamp")}>
          <Select
            allowClear
            placeholder={t("certificate.noStamp")}
            options={stampOptions}
            data-testid="certificate-stamp"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The term select as a form control (it starts on the current term). */
function TermField({ value, onChange }: { value?: number; onChange?: (id: number) => void }) {
  return <TermSelect value={value} onChange={(id) => onChange?.(id)} testId="certificate-term" />;
}
