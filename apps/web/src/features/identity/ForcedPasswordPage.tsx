import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { getToken, getUserInfo } from "../../api/session.ts";
import { signOut } from "../../api/signOut.ts";
import { useSchool } from "../../api/useSchool.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { landingUrl } from "./signIn.ts";

/** /changePassword: after an administrator's reset or a weak password, the only page that opens. */
export function ForcedPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school } = useSchool();
  const user = getToken() ? getUserInfo() : null;
  if (!user) return <Navigate to="/singleLogin" replace />;
  const onDone = () => {
    const current = getUserInfo() ?? user;
    void navigate(landingUrl({ ...current, mustChangePassword: false }, false), { replace: true });
  };
  return (
    <AuthFrame
      title={t("account.password.forcedTitle")}
      subtitle={school?.name}
      intro={t("account.password.forcedIntro")}
    >
      <ChangePasswordForm onDone={onDone} />
      <div className="eos-login__aside">
        <Button
          type="link"
          onClick={() => void signOut().then((path) => navigate(path, { replace: true }))}
          data-testid="sign-out"
        >
          {t("common.signOut")}
        </Button>
      </div>
    </AuthFrame>
  );
}
