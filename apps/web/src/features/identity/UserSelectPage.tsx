import { RightOutlined } from "@ant-design/icons";
import { Alert, Button, Result, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { PhoneAccount } from "../../api/auth.ts";
import { currentLoginPath } from "../../api/loginPath.ts";
import { useClickLock } from "../../api/useClickLock.ts";
import { useSchool } from "../../api/useSchool.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { clearRoleChoices, orderChoices, readRoleChoices } from "./roleChoices.ts";
import { roleLabelKey } from "./roleLabel.ts";
import { completeSignIn, isPhoneDevice, landingUrl } from "./signIn.ts";

/** /user/select?authType=: one phone, several accounts in this school; the chosen one's code is exchanged. */
export function UserSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { school } = useSchool();
  const [choices] = useState(() => readRoleChoices());
  const [error, setError] = useState<string | null>(null);
  const authType = params.get("authType") ?? choices?.authType ?? "";

  const choose = useClickLock(async (account: PhoneAccount) => {
    setError(null);
    try {
      const user = await completeSignIn(account.authorizationCode);
      clearRoleChoices();
      void navigate(landingUrl(user, isPhoneDevice()), { replace: true });
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    }
  });
  const backToSignIn = () => void navigate(currentLoginPath(), { replace: true });

  return (
    <AuthFrame
      title={t("account.roleSelect.title")}
      subtitle={school?.name}
      intro={t("account.roleSelect.intro")}
    >
      {choices ? (
        <ul className="eos-role-list" data-testid="role-select-list">
          {orderChoices(choices.accounts, authType).map((account) => (
            <li key={account.authorizationCode}>
              <Button
                className="eos-role-option"
                size="large"
                onClick={() => void choose(account)}
                data-testid={`role-option-${account.type}`}
              >
                <span className="eos-role-option__text">
                  <span className="eos-role-option__title">{t(roleLabelKey(account.type))}</span>
                  <span className="eos-role-option__sub">{account.name}</span>
                </span>
                {String(account.type) === authType ? (
                  <Tag color="blue">{t("account.roleSelect.chosen")}</Tag>
                ) : null}
                <RightOutlined aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Result
          status="warning"
          title={<span data-testid="role-select-expired">{t("account.roleSelect.expired")}</span>}
        />
      )}
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" data-testid="role-select-error" />
      ) : null}
      <div className="eos-login__aside">
        <Button type="link" onClick={backToSignIn} data-testid="back-to-sign-in">
          {t("account.roleSelect.backToSignIn")}
        </Button>
      </div>
    </AuthFrame>
  );
}
