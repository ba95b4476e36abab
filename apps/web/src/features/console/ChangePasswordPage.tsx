import { App, Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ChangePasswordForm } from "../identity/index.ts";
import "../../components/account.css";

/** /admin/password: change one's own password from the console's user menu. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <div className="eos-page">
      <Typography.Title level={1} className="eos-page__title" data-testid="change-password-title">
        {t("account.password.title")}
      </Typography.Title>
      <Card className="eos-page__card eos-narrow-card">
        <ChangePasswordForm onDone={() => void message.success(t("account.password.changed"))} />
      </Card>
    </div>
  );
}
