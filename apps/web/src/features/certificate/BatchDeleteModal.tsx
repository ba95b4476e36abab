import type { Certificate } from "@eos/contracts";
import { Alert, Checkbox, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteCertificates, useCertificateWrite } from "../evaluation/index.ts";

type Props = {
  /** The selected certificates' ids; `rows` those of them this page shows (their award counts). */
  ids: number[];
  rows: Certificate[];
  onClose: (deleted: boolean) => void;
};

/**
 * Deletes the selected certificates after confirming. Ones students hold go only when the user ticks that
 * their awards go too; otherwise the server refuses the whole request and says which ones are held.
 */
export function BatchDeleteModal({ ids, rows, onClose }: Props) {
  const { t } = useTranslation();
  const run = useCertificateWrite();
  const [revoke, setRevoke] = useState(false);
  const [busy, setBusy] = useState(false);
  const held = rows.filter((r) => ids.includes(r.id) && r.awarded > 0);
  const awards = held.reduce((n, r) => n + r.awarded, 0);
  const close = (deleted: boolean) => {
    setRevoke(false);
    onClose(deleted);
  };
  const confirm = async () => {
    setBusy(true);
    const out = await run(
      () => deleteCertificates(ids, revoke),
      (r) => t("certificate.batchDeleted", { count: r.count, revoked: r.revoked }),
    );
    setBusy(false);
    if (out) close(true);
  };
  return (
    <Modal
      open={ids.length > 0}
      title={t("certificate.batchDeleteTitle", { count: ids.length })}
      okText={t("certificate.delete")}
      cancelText={t("certificate.cancel")}
      okButtonProps={
        {
          danger: true,
          loading: busy,
          disabled: held.length > 0 && !revoke,
          "data-testid": "certificate-batch-delete-ok",
        } as never
      }
      onOk={() => void confirm()}
      onCancel={() => close(false)}
      destroyOnHidden
      data-testid="certificate-batch-delete"
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Text>{t("certificate.batchDeleteHint")}</Typography.Text>
        {held.length > 0 ? (
          <>
            <Alert
              type="warning"
              showIcon
              message={t("certificate.batchDeleteHeld", { held: held.length, awards })}
              description={held.map((r) => r.name).join("、")}
              data-testid="certificate-batch-delete-held"
            />
            <Checkbox
              checked={revoke}
              onChange={(e) => setRevoke(e.target.checked)}
              data-testid="certificate-batch-delete-revoke"
            >
              {t("certificate.batchDeleteRevoke")}
            </Checkbox>
            {revoke ? null : (
              <Typography.Text type="secondary">{t("certificate.batchDeleteNeedRevoke")}</Typography.Text>
            )}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
