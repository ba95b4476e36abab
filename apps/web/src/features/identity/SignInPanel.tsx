import type { UserTypeValue } from "@eos/contracts";
import { Alert, Radio, Tabs } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PasswordLoginForm } from "./PasswordLoginForm.tsx";
import { PhoneLoginForm } from "./PhoneLoginForm.tsx";
import { roleLabelKey } from "./roleLabel.ts";
import { parseUserType, userTypes } from "./signIn.ts";
import { areaFlow, schoolFlow } from "./signInFlows.ts";
import { firstWay, type SignInWays } from "./signInSetting.ts";
import { ThirdPartyButtons } from "./ThirdPartyButtons.tsx";
import { useSignInAction } from "./useSignInAction.ts";

// The QR code library loads only when someone opens the QR tab.
const QrLoginPanel = lazy(async () => ({ default: (await import("./QrLoginPanel.tsx")).QrLoginPanel }));

/** `area`: on an area's own site, signing in leads to /chooseRole. `ways`: the tabs the school enabled. */
type Props = { schoolId: number; area?: boolean; ways?: SignInWays };

const EVERY_WAY: SignInWays = { password: true, phone: true, qr: true };

/** Role choice, then "account + password" or "phone + SMS code"; failures show inline, not as toasts. */
export function SignInPanel({ schoolId, area = false, ways = EVERY_WAY }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [type, setType] = useState<UserTypeValue>(() => parseUserType(searchParams.get("role")));
  const action = useSignInAction(false, area ? areaFlow : schoolFlow);

  return (
    <div className="eos-sign-in-panel">
      <div className="eos-sign-in-panel__role">
        <span id="role-choice-label" className="eos-field-label">
          {t("role.label")}
        </span>
        <Radio.Group
          aria-labelledby="role-choice-label"
          optionType="button"
          buttonStyle="solid"
          block
          value={type}
          onChange={(event) => setType(event.target.value as UserTypeValue)}
          options={userTypes.map((value) => ({ value, label: t(roleLabelKey(value)) }))}
          data-testid="role-choice"
        />
      </div>
      {action.error ? (
        <Alert
          type="error"
          showIcon
          title={action.error}
          role="alert"
          className="eos-sign-in-panel__error"
          data-testid="login-error"
          closable={{ onClose: () => action.setError(null) }}
        />
      ) : null}
      <Tabs
        aria-label={t("auth.tabs.label")}
        key={firstWay(ways)}
        defaultActiveKey={firstWay(ways)}
        onChange={() => action.setError(null)}
        items={[
          {
            key: "password",
            label: <span data-testid="tab-password">{t("auth.tabs.password")}</span>,
            children: <PasswordLoginForm schoolId={schoolId} type={type} action={action} />,
          },
          {
            key: "phone",
            label: <span data-testid="tab-phone">{t("auth.tabs.phone")}</span>,
            children: <PhoneLoginForm schoolId={schoolId} type={type} action={action} />,
          },
          {
            key: "qr",
            label: <span data-testid="tab-qr">{t("qr.tab")}</span>,
            // Unmounted when hidden: no ticket is polled while another tab is in use.
            destroyOnHidden: true,
            children: (
              <Suspense fallback={null}>
                <QrLoginPanel schoolId={schoolId} action={action} />
              </Suspense>
            ),
          },
        ].filter((tab) => ways[tab.key as keyof SignInWays])}
      />
      {area ? null : <ThirdPartyButtons schoolId={schoolId} onError={action.setError} />}
    </div>
  );
}
