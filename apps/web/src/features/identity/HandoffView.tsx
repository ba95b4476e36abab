import { Button, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { currentLoginPath } from "../../api/loginPath.ts";
import "../../components/qrLogin.css";

type Props = { error: string | null };

/** What `/center/redirectUrl` and `/jump-school` show: a moment of "signing you in", or why it failed. */
export function HandoffView({ error }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="eos-handoff">
      {error === null ? (
        <Spin size="large" tip={t("handoff.pending")} data-testid="handoff-pending">
          <div style={{ width: 240, height: 80 }} />
        </Spin>
      ) : (
        <Result
          status="warning"
          title={<span data-testid="handoff-error">{t("handoff.failed")}</span>}
          subTitle={error || t("handoff.missingCode")}
          extra={
            <Button
              type="primary"
              onClick={() => void navigate(currentLoginPath(), { replace: true })}
              data-testid="handoff-sign-in"
            >
              {t("common.signIn")}
            </Button>
          }
        />
      )}
    </main>
  );
}
