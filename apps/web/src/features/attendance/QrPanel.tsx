import type { AttendancePoint, AttendanceQrCode } from "@eos/contracts";
import { Alert, Button, Modal, Typography } from "antd";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../evaluation/index.ts";
import { fetchQrCode, openQr } from "./attendanceApi.ts";

type Props = { classId: number; className: string; point: AttendancePoint; onClose: () => void };

/** The phone page a scanned code opens, signed in as the student. */
export const checkinUrl = (code: string) =>
  `${window.location.origin}/m/attendance/checkin?c=${encodeURIComponent(code)}`;

/**
 * The rotating check-in QR a teacher shows for a class at a point today: a new code from the server every
 * 10 seconds (an HMAC of the session and the time slot), so a photo sent home a minute later no longer works.
 */
export function QrPanel({ classId, className, point, onClose }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState<AttendanceQrCode | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (next: AttendanceQrCode) => {
      if (stopped) return;
      setCode(next);
      const wait = Math.min(10_000, Math.max(500, Date.parse(next.refreshAt) - Date.now() + 100));
      timer = setTimeout(() => {
        fetchQrCode(next.sessionId).then(
          show,
          (e) => !stopped && setError(errorText(e, t("attendance.failed"))),
        );
      }, wait);
    };
    openQr(classId, point.id).then(show, (e) => !stopped && setError(errorText(e, t("attendance.failed"))));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [classId, point.id, t]);
  const url = code ? checkinUrl(code.code) : null;
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    QRCode.toString(url, { type: "svg", margin: 1, width: 320, errorCorrectionLevel: "M" }).then(
      (svg) => !cancelled && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => !cancelled && setImage(null),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);
  return (
    <Modal
      open
      title={t("attendance.qr.title", { className, point: point.name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t("attendance.qr.close")}</Button>}
    >
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <div className="eos-att-qr">
        <Typography.Text type="secondary">{t("attendance.qr.hint")}</Typography.Text>
        {image && url ? (
          <img
            src={image}
            alt={t("attendance.mark.showQr")}
            data-testid="attendance-qr"
            data-checkin-url={url}
          />
        ) : null}
        {code ? (
          <Typography.Text strong data-testid="attendance-qr-count">
            {t("attendance.qr.checkedIn", { n: code.checkedIn })}
          </Typography.Text>
        ) : null}
      </div>
    </Modal>
  );
}
