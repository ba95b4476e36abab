import type { UserTypeValue } from "@eos/contracts";
import { Button, DotLoading, ErrorBlock, NoticeBar, Radio, Space, Tabs } from "antd-mobile";
import type { CSSProperties } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSchool } from "../../api/useSchool.ts";
import {
  firstWay,
  parseUserType,
  roleLabelKey,
  userTypes,
  useSignInAction,
  useSignInSetting,
} from "../identity/index.ts";
import { MobileLanguageSwitch } from "./MobileLanguageSwitch.tsx";
import { MobilePasswordForm } from "./MobilePasswordForm.tsx";
import { MobilePhoneForm } from "./MobilePhoneForm.tsx";
import "./mobileSignInTheme.css";

/** /m/login: the same sign-in flow as the PC pages, in one column with the mobile kit. */
export function MobileLoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { school, isLoading, error, retry } = useSchool();
  const [type, setType] = useState<UserTypeValue>(() => parseUserType(searchParams.get("role")));
  const action = useSignInAction(true);
  // The school's theme colour (antd-mobile's primary colour variable) and the sign-in ways it enabled.
  const { setting, ways } = useSignInSetting(school?.domain);
  // A phone signs in by password or SMS code; a school with neither still gets the password form.
  const phoneWays = ways.password || ways.phone ? ways : { ...ways, password: true };

  return (
    <div
      className="eos-mobile-page eos-mobile-login"
      data-theme-color={setting?.themeColor}
      data-testid="login-page"
      style={
        setting
          ? ({
              "--eos-school-color": setting.themeColor,
            } as CSSProperties)
          : undefined
      }
    >
      <div className="eos-mobile-login__top">
        <h1 className="eos-mobile-login__heading" data-testid="login-heading">
          {t("auth.heading.mobile")}
        </h1>
        <MobileLanguageSwitch />
      </div>
      {school ? (
        <>
          <p className="eos-mobile-login__school" data-testid="school-name">
            {school.name}
          </p>
          <fieldset className="eos-mobile-login__roles">
            <legend className="eos-field-label">{t("role.label")}</legend>
            <Radio.Group value={type} onChange={(value) => setType(Number(value) as UserTypeValue)}>
              <Space wrap data-testid="role-choice">
                {userTypes.map((value) => (
                  <Radio key={value} value={value}>
                    {t(roleLabelKey(value))}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </fieldset>
          {action.error ? (
            <NoticeBar
              color="alert"
              content={<span role="alert">{action.error}</span>}
              wrap
              data-testid="login-error"
            />
          ) : null}
          <Tabs
            key={firstWay(phoneWays)}
            defaultActiveKey={firstWay(phoneWays)}
            onChange={() => action.setError(null)}
          >
            {phoneWays.password ? (
              <Tabs.Tab
                key="password"
                title={<span data-testid="tab-password">{t("auth.tabs.password")}</span>}
              >
                <MobilePasswordForm schoolId={school.id} type={type} action={action} />
              </Tabs.Tab>
            ) : null}
            {phoneWays.phone ? (
              <Tabs.Tab key="phone" title={<span data-testid="tab-phone">{t("auth.tabs.phone")}</span>}>
                <MobilePhoneForm schoolId={school.id} type={type} action={action} />
              </Tabs.Tab>
            ) : null}
          </Tabs>
        </>
      ) : isLoading ? (
        <div className="eos-center">
          <DotLoading />
        </div>
      ) : error ? (
        <ErrorBlock
          status="default"
          title={<span data-testid="school-fetch-failed">{t("school.fetchFailed")}</span>}
          description={t("school.fetchFailedHint")}
        >
          <Button color="primary" onClick={retry} data-testid="school-retry">
            {t("common.retry")}
          </Button>
        </ErrorBlock>
      ) : null}
    </div>
  );
}
