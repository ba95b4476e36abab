import { Button, List } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getAreaPass } from "../../api/areaRoles.ts";
import { getToken, getUserInfo } from "../../api/session.ts";
import { signOut } from "../../api/signOut.ts";
import { ChildSwitcher } from "../../components/ChildSwitcher.tsx";
import { MobileLinkItem } from "../../components/MobileLinkItem.tsx";
import { MOBILE_DOWNLOADS_PATH } from "../exports/index.ts";
import { roleLabelKey } from "../identity/index.ts";
import { MobileLanguageSwitch } from "./MobileLanguageSwitch.tsx";

/** /m/me: who is signed in, the language, staff's downloads, and sign in or out. */
export function MobileMePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [user, setUser] = useState(() => (getToken() ? getUserInfo() : null));
  const onSignOut = async () => {
    const path = await signOut();
    setUser(null);
    void navigate(path.startsWith("/m/") ? path : "/m/login", { replace: true });
  };
  return (
    <div className="eos-mobile-page">
      <List>
        <List.Item
          description={user ? t(roleLabelKey(user.roleType ?? user.type)) : undefined}
          data-testid="mobile-me-user"
        >
          {user ? user.name : t("mobile.me.notSignedIn")}
        </List.Item>
        <List.Item extra={<MobileLanguageSwitch />}>{t("mobile.me.language")}</List.Item>
        {user ? (
          <MobileLinkItem to="/m/password" testId="me-change-password">
            {t("account.password.menu")}
          </MobileLinkItem>
        ) : null}
        {user?.type === 0 ? (
          <MobileLinkItem to={MOBILE_DOWNLOADS_PATH} testId="me-downloads">
            {t("exports.menu")}
          </MobileLinkItem>
        ) : null}
        {user && getAreaPass() ? (
          <MobileLinkItem to="/chooseRole" testId="me-switch-role">
            {t("account.chooseRole.switch")}
          </MobileLinkItem>
        ) : null}
      </List>
      {user?.roleType === "p" ? <ChildSwitcher /> : null}
      <div className="eos-mobile-actions">
        {user ? (
          <Button
            block
            size="large"
            color="danger"
            fill="outline"
            onClick={() => void onSignOut()}
            data-testid="sign-out"
          >
            {t("common.signOut")}
          </Button>
        ) : (
          <Button
            block
            size="large"
            color="primary"
            onClick={() => void navigate("/m/login")}
            data-testid="mobile-sign-in"
          >
            {t("common.signIn")}
          </Button>
        )}
      </div>
    </div>
  );
}
