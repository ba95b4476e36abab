import type { PassportUnitData } from "@eos/contracts";
import { Empty, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../people/peopleFormat.ts";
import { honourText } from "./certificateLabels.ts";
import "./certificate.css";

/** The passport's certificates unit: each certificate the student holds from the year's terms. */
export function PassportCertificates({ unit }: { unit: PassportUnitData }) {
  const { t } = useTranslation();
  if (unit.certificates.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("certificate.passportEmpty")} />;
  return (
    <ul className="eos-cert-list" data-testid="passport-certificates">
      {unit.certificates.map((c) => (
        <li key={c.id} className="eos-cert-item">
          {c.imageUrl ? <img className="eos-cert-item__image" src={c.imageUrl} alt="" /> : null}
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
        </li>
      ))}
    </ul>
  );
}
