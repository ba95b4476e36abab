import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { revokeAwards, useCertificateWrite } from "../evaluation/index.ts";

type Props = { ids: number[]; onClose: (revoked: boolean) => void };

/** Revokes the chosen awards; the reason is required and kept with each record. */
export function RevokeModal({ ids, onClose }: Props) {
  const { t } = useTranslation();
  const run = useCertificateWrite();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async ({ reason }: { reason: string }) => {
    const out = await run(
      () => revokeAwards(ids, reason.trim()),
      (r) => t("certificate.revoked", { count: r.count }),
    );
    if (out) {
      form.resetFields();
      onClose(true);
    }
  };
  return (
    <Modal
      open={ids.length > 0}
      title={t("certificate.revokeTitle")}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okButtonProps={{ danger: true, "data-testid": "revoke-ok" } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="reason"
          label={t("certificate.revokeReason")}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("certificate.required", { field: t("certificate.revokeReason") }),
            },
          ]}
        >
          <Input.TextArea maxLength={200} rows={2} data-testid="revoke-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
