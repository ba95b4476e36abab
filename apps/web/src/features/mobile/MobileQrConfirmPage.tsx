import { Button, DotLoading, ErrorBlock, Result, Space } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { deviceLabel } from "../identity/index.ts";
import "../../components/qrLogin.css";
import { useQrConfirm } from "./useQrConfirm.ts";

/** `/m/qr-confirm?ticket=`: a signed-in phone lets a computer sign in as the same person, after seeing which. */
export function MobileQrConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { phase, confirm, cancel } = useQrConfirm();
  const home = (
    <Button block onClick={() => void navigate("/m/", { replace: true })} data-testid="qr-home">
      {t("common.backHome")}
    </Button>
  );

  if (phase.kind === "loading") {
    return (
      <div className="eos-qr-confirm eos-center">
        <DotLoading />
      </div>
    );
  }
  if (phase.kind === "failed") {
    return (
      <div className="eos-qr-confirm">
        <ErrorBlock
          status="default"
          title={<span data-testid="qr-confirm-error">{t("qr.confirm.failed")}</span>}
          description={phase.message || t("qr.confirm.noTicket")}
        />
        {home}
      </div>
    );
  }
  if (phase.kind === "done") {
    const confirmed = phase.action === "confirm";
    return (
      <div className="eos-qr-confirm">
        <Result
          status={confirmed ? "success" : "info"}
          title={
            <span data-testid="qr-confirm-done">
              {t(confirmed ? "qr.confirm.done" : "qr.confirm.cancelled")}
            </span>
          }
        />
        {home}
      </div>
    );
  }
  const { device } = phase.info;
  return (
    <div className="eos-qr-confirm">
      <h1 className="eos-mobile-login__heading">{t("qr.confirm.title")}</h1>
      <p>{t("qr.confirm.question")}</p>
      <p className="eos-qr-confirm__device" data-testid="qr-device">
        {deviceLabel(device) ?? t("qr.confirm.unknownDevice")}
        {device.ip ? <br /> : null}
        {device.ip ? t("qr.confirm.ip", { ip: device.ip }) : null}
      </p>
      <p>{t("qr.confirm.warning")}</p>
      <Space direction="vertical" block>
        <Button
          block
          color="primary"
          size="large"
          loading={phase.busy}
          onClick={confirm}
          data-testid="qr-confirm"
        >
          {t("qr.confirm.confirm")}
        </Button>
        <Button block size="large" disabled={phase.busy} onClick={cancel} data-testid="qr-cancel">
          {t("qr.confirm.cancel")}
        </Button>
      </Space>
    </div>
  );
}
