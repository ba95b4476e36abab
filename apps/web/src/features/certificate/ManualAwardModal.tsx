import type { Certificate } from "@eos/contracts";
import { Button, Form, Input, Modal, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MemberPicker } from "../../components/MemberPicker.tsx";
import type { Member } from "../../components/memberApi.ts";
import { manualAward, useCertificateWrite } from "../evaluation/index.ts";

type Props = { open: boolean; certificates: Certificate[]; onClose: () => void };

/** Awards an enabled certificate by hand to chosen students, with a note. */
export function ManualAwardModal({ open, certificates, onClose }: Props) {
  const { t } = useTranslation();
  const run = useCertificateWrite();
  const [form] = Form.useForm<{ certificateId: number; reason?: string }>();
  const [students, setStudents] = useState<Member[]>([]);
  const [picking, setPicking] = useState(false);
  const submit = async (v: { certificateId: number; reason?: string }) => {
    const out = await run(
      () =>
        manualAward({
          certificateId: v.certificateId,
          studentIds: students.map((s) => s.id),
          reason: v.reason ?? "",
        }),
      (r) => t("certificate.manualAwarded", { count: r.count }),
    );
    if (out) {
      form.resetFields();
      setStudents([]);
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={t("certificate.manualAward")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: students.length === 0, "data-testid": "manual-award-ok" } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="certificateId"
          label={t("certificate.manualCertificate")}
          rules={[{ required: true }]}
        >
          <Select
            data-testid="manual-award-certificate"
            options={certificates.filter((c) => c.state === 1).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item label={t("certificate.manualStudents")} required>
          <Space wrap>
            {students.map((s) => (
              <Tag key={s.id}>{s.name}</Tag>
            ))}
            <Button onClick={() => setPicking(true)} data-testid="manual-award-students">
              {t("certificate.manualStudents")}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item name="reason" label={t("certificate.manualReason")}>
          <Input maxLength={200} data-testid="manual-award-reason" />
        </Form.Item>
      </Form>
      <MemberPicker
        open={picking}
        types={["student"]}
        value={students}
        title={t("certificate.manualStudents")}
        onOk={(members) => {
          setStudents(members);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </Modal>
  );
}
