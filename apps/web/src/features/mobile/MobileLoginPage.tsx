import type { UserTypeValue } from "@eos/contracts";
import { Button, DotLoading, ErrorBlock, NoticeBar, Radio, Space, Tabs } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSchool } from "../../api/useSchool.ts";
import { parseUserType, roleLabelKey, userTypes, useSignInAction } from "../identity/index.ts";
import { MobileLanguageSwitch } from "./MobileLanguageSwitch.tsx";
import { MobilePasswordForm } from "./MobilePasswordForm.tsx";
import { MobilePhoneForm } from "./MobilePhoneForm.tsx";

/** /m/login: the same sign-in flow as the PC pages, in one column with the mobile kit. */
export function MobileLoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { school, isLoading, error, retry } = useSchool();
  const [type, setType] = useState<UserTypeValue>(() => parseUserType(searchParams.get("role")));
  const action = useSignInAction(true);

  return (
    <div className="eos-mobile-page eos-mobile-login">
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
          <Tabs defaultActiveKey="password" onChange={() => action.setError(null)}>
            <Tabs.Tab
              key="password"
              title={<span data-testid="tab-password">{t("auth.tabs.password")}</span>}
            >
              <MobilePasswordForm schoolId={school.id} type={type} action={action} />
            </Tabs.Tab>
            <Tabs.Tab key="phone" title={<span data-testid="tab-phone">{t("auth.tabs.phone")}</span>}>
              <MobilePhoneForm schoolId={school.id} type={type} action={action} />
            </Tabs.Tab>
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
