import { PlusOutlined } from "@ant-design/icons";
import type { Certificate } from "@eos/contracts";
import { Button, Card, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EvaluationHeader } from "../evaluation/index.ts";
import { CertificateDrawer } from "./CertificateDrawer.tsx";
import { CertificateTable } from "./CertificateTable.tsx";
import { StampsPanel } from "./StampsPanel.tsx";
import { useCanManageCertificates } from "./useCanManageCertificates.ts";

/** /admin/certificates: the school's certificates (and their stamps); managers add, edit and change state. */
export function CertificatesPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCertificates();
  const [drawer, setDrawer] = useState<{ open: boolean; editing: Certificate | null }>({
    open: false,
    editing: null,
  });
  return (
    <div className="eos-page" data-testid="certificates-page">
      <EvaluationHeader
        title={t("certificate.title")}
        testId="certificates-title"
        extra={
          <>
            <Link to="/admin/certificates/awards">{t("certificate.awardsTitle")}</Link>
            {canManage ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDrawer({ open: true, editing: null })}
                data-testid="certificate-add"
              >
                {t("certificate.add")}
              </Button>
            ) : null}
          </>
        }
      />
      <Card className="eos-page__card">
        <Tabs
          items={[
            {
              key: "certificates",
              label: t("certificate.tabs.certificates"),
              children: (
                <CertificateTable
                  canManage={canManage}
                  onEdit={(row) => setDrawer({ open: true, editing: row })}
                />
              ),
            },
            {
              key: "stamps",
              label: t("certificate.tabs.stamps"),
              children: <StampsPanel canManage={canManage} />,
            },
          ]}
        />
      </Card>
      <CertificateDrawer
        open={drawer.open}
        editing={drawer.editing}
        onClose={() => setDrawer({ open: false, editing: null })}
      />
    </div>
  );
}
