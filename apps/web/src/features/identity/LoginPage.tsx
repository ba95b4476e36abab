import { ConfigProvider, Spin } from "antd";
import type { ParseKeys } from "i18next";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSchool } from "../../api/useSchool.ts";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { SchoolFetchFailed } from "../../components/SchoolFetchFailed.tsx";
import { ModeHint } from "./ModeHint.tsx";
import { SchoolLogo } from "./SchoolLogo.tsx";
import { SignInPanel } from "./SignInPanel.tsx";
import { useSignInSetting } from "./signInSetting.ts";
import "./signInTheme.css";

export type LoginMode = "single" | "area" | "pwd" | "course";

const headings: Record<LoginMode, ParseKeys> = {
  single: "auth.heading.single",
  area: "auth.heading.area",
  pwd: "auth.heading.pwd",
  course: "auth.heading.course",
};

type Props = { mode: LoginMode };

/** /singleLogin, /areaLogin, /login-pwd/:schoolId and /courseLogin: the school comes from the domain. */
export function LoginPage({ mode }: Props) {
  const { t } = useTranslation();
  const { school, isLoading, error, retry } = useSchool();
  // The school's theme colour and sign-in ways (the pwd and course pages show the same school).
  const { setting, ways } = useSignInSetting(school?.domain);
  const params = useParams();
  const pathSchoolId = Number(params.schoolId);
  const schoolId =
    mode === "pwd" && Number.isFinite(pathSchoolId) && pathSchoolId > 0 ? pathSchoolId : school?.id;

  return (
    // Always a theme object: antd wraps its children differently once a theme is given, so a theme arriving
    // with the setting remounted the form and emptied what the user had typed.
    // The school's colour marks the card (--eos-school-color), not antd's primary: a light school colour on the
    // selected tab and the sign-in button failed contrast (axe) for the demo schools.
    <ConfigProvider theme={{ token: {} }}>
      <div
        className="eos-login"
        data-theme-color={setting?.themeColor}
        style={setting ? ({ "--eos-school-color": setting.themeColor } as CSSProperties) : undefined}
        data-testid="login-page"
      >
        <header className="eos-login__bar">
          <span className="eos-brand" aria-hidden>
            {t("app.name")}
          </span>
          <LanguageSwitch />
        </header>
        <main className="eos-login__card" aria-labelledby="login-heading">
          <h1 id="login-heading" className="eos-login__heading" data-testid="login-heading">
            {t(headings[mode])}
          </h1>
          {school ? (
            <>
              <SchoolLogo school={school} />
              <p className="eos-login__school" data-testid="school-name">
                {school.name}
              </p>
              {mode === "single" || mode === "area" ? <ModeHint mode={mode} school={school} /> : null}
              <SignInPanel
                schoolId={schoolId ?? school.id}
                area={mode === "area" && school.type === 1}
                ways={ways}
              />
            </>
          ) : isLoading ? (
            <div className="eos-center">
              <Spin aria-label={t("common.loading")} />
            </div>
          ) : error ? (
            <SchoolFetchFailed onRetry={retry} />
          ) : null}
        </main>
      </div>
    </ConfigProvider>
  );
}
