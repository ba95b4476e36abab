import { CheckCircleFilled, ReloadOutlined } from "@ant-design/icons";
import { Button, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { QrImage } from "./QrImage.tsx";
import "../../components/qrLogin.css";
import { completeSignIn } from "./signIn.ts";
import { useQrLogin } from "./useQrLogin.ts";
import type { SignInAction } from "./useSignInAction.ts";

type Props = { schoolId: number; action: SignInAction };

const QR_SIZE = 200;

/** Sign in on this computer by scanning with a phone that is already signed in. */
export function QrLoginPanel({ schoolId, action }: Props) {
  const { t } = useTranslation();
  const qr = useQrLogin(schoolId, (code) => action.run(() => completeSignIn(code)));
  const covered = qr.status === "scanned" || qr.status === "confirmed" || qr.status === "expired";

  return (
    <div className="eos-qr-login" data-testid="qr-panel">
      <div className="eos-qr-login__code" style={{ width: QR_SIZE, height: QR_SIZE }}>
        {qr.content ? <QrImage content={qr.content} size={QR_SIZE} alt={t("qr.imageAlt")} /> : null}
        {qr.status === "loading" ? (
          <Spin className="eos-qr-login__spin" aria-label={t("common.loading")} />
        ) : null}
        {covered || qr.status === "error" ? (
          <div className="eos-qr-login__cover" data-testid="qr-cover">
            {qr.status === "scanned" || qr.status === "confirmed" ? (
              <CheckCircleFilled className="eos-qr-login__done" aria-hidden />
            ) : (
              <Button icon={<ReloadOutlined />} onClick={qr.refresh} data-testid="qr-refresh">
                {t("qr.refresh")}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <p className="eos-qr-login__status" role="status" aria-live="polite" data-testid="qr-status">
        {t(`qr.status.${qr.status}`)}
      </p>
      {qr.status === "waiting" || qr.status === "scanned" ? (
        <p className="eos-qr-login__countdown" data-testid="qr-countdown">
          {t("qr.expiresIn", { seconds: qr.remaining })}
        </p>
      ) : null}
      {qr.status === "waiting" ? <p className="eos-qr-login__hint">{t("qr.hint")}</p> : null}
    </div>
  );
}
