import { DownloadOutlined } from "@ant-design/icons";
import type { PassportUnitData } from "@eos/contracts";
import { Button, Empty, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../components/format.ts";
import { downloadAwardPdf } from "./certificateApi.ts";
import { honourText } from "./certificateLabels.ts";
import { useCertificateWrite } from "./useCertificateWrite.ts";
import "./passportCertificates.css";
import { FileImage } from "../../../components/FileImage.tsx";

/**
 * The passport's certificates unit: each certificate the student holds from the year's terms, each one
 * downloadable as a printable PDF (the server lets a student or parent print only their own).
 */
export function PassportCertificates({ unit }: { unit: PassportUnitData }) {
  const { t } = useTranslation();
  const run = useCertificateWrite();
  if (unit.certificates.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("certificate.passportEmpty")} />;
  return (
    <ul className="eos-cert-list" data-testid="passport-certificates">
      {unit.certificates.map((c) => (
        <li key={c.id} className="eos-cert-item">
          {c.imageUrl ? (
            <FileImage className="eos-cert-item__image" file={c.imageUrl} alt="" scale={400} />
          ) : null}
          <div className="eos-cert-item__body">
            <div className="eos-cert-item__title">
              <span>{c.name}</span>
              <Tag color="gold">{honourText(t, c.honour)}</Tag>
            </div>
            <div className="eos-cert-item__meta">
              {c.termName} · {formatTime(c.awardedAt)}
              {c.band ? ` · ${c.band}` : ""}
              {c.score !== null ? ` · ${t("certificate.passportEarned", { score: c.score })}` : ""}
            </div>
          </div>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void run(() => downloadAwardPdf(c.id))}
            aria-label={`${t("certificate.download")} ${c.name}`}
            data-testid={`passport-certificate-pdf-${c.id}`}
          >
            {t("certificate.download")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
