import { Button, DotLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getToken, getUserInfo } from "../../api/session.ts";
import { useSchool } from "../../api/useSchool.ts";
import { ChildSwitcher } from "../../components/ChildSwitcher.tsx";
import { SchoolLogo } from "../../components/SchoolLogo.tsx";
import { MobileRoleHome } from "../home/index.ts";

/** /m/: the school, and either the person's home (their role's: features/home) or a large sign-in button. */
export function MobileHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school, isLoading } = useSchool();
  const user = getToken() ? getUserInfo() : null;
  return (
    <div className="eos-mobile-page">
      <section className="eos-mobile-hero">
        <SchoolLogo school={school} size={56} />
        <h1 className="eos-mobile-hero__title" data-testid="mobile-school-name">
          {school?.name ?? (isLoading ? <DotLoading /> : t("app.name"))}
        </h1>
        {school ? (
          <p className="eos-mobile-hero__welcome">{t("mobile.home.welcome", { school: school.name })}</p>
        ) : null}
      </section>
      {user ? (
        <>
          <p className="eos-mobile-greeting" data-testid="mobile-greeting">
            {t("mobile.home.greeting", { name: user.name })}
          </p>
          {user.roleType === "p" ? <ChildSwitcher /> : null}
          <MobileRoleHome />
        </>
      ) : (
        <section className="eos-mobile-sign-in">
          <p>{t("mobile.home.signInPrompt")}</p>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate("/m/login")}
            data-testid="mobile-sign-in"
          >
            {t("mobile.home.signInButton")}
          </Button>
        </section>
      )}
    </div>
  );
}
