import type { Certificate } from "@eos/contracts";
import { Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import {
  copyCertificate,
  deleteCertificate,
  setCertificateStates,
  useCertificateWrite,
} from "../evaluation/index.ts";

type Props = { row: Certificate; onEdit: (row: Certificate) => void; onDeleted: () => void };

/** Edit, enable or disable, and delete after confirming. */
export function CertificateRowActions({ row, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const run = useCertificateWrite();
  const enabled = row.state === 1;
  return (
    <Space size={0} wrap>
      <Button type="link" onClick={() => onEdit(row)} data-testid={`certificate-edit-${row.id}`}>
        {t("certificate.edit")}
      </Button>
      <Button
        type="link"
        onClick={() => void run(() => copyCertificate(row.id), t("certificate.copied"))}
        data-testid={`certificate-copy-${row.id}`}
      >
        {t("certificate.copy")}
      </Button>
      <Button
        type="link"
        onClick={() =>
          void run(
            () => setCertificateStates([row.id], enabled ? 2 : 1),
            (out) => t("certificate.stateChanged", { count: out.count }),
          )
        }
        data-testid={`certificate-toggle-${row.id}`}
      >
        {enabled ? t("certificate.disable") : t("certificate.enable")}
      </Button>
      <Popconfirm
        title={t("certificate.deleteConfirm", { name: row.name })}
        description={t("certificate.deleteHint")}
        okButtonProps={{ danger: true, "data-testid": "certificate-delete-ok" } as never}
        onConfirm={async () => {
          if (await run(() => deleteCertificate(row.id), t("certificate.deleted"))) onDeleted();
        }}
      >
        <Button type="link" danger data-testid={`certificate-delete-${row.id}`}>
          {t("certificate.delete")}
        </Button>
      </Popconfirm>
    </Space>
  );
}
