import { Button, DotLoading, List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getToken, getUserInfo } from "../../api/session.ts";
import { useSchool } from "../../api/useSchool.ts";
import { ChildSwitcher } from "../../components/ChildSwitcher.tsx";
import { MobileLinkItem } from "../../components/MobileLinkItem.tsx";
import { SchoolLogo } from "../../components/SchoolLogo.tsx";
import { MobileTodoList } from "../collection/index.ts";

/** /m/: the school, and either a greeting or a large sign-in button. */
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
          {user.roleType === "stu" || user.roleType === "p" ? (
            <List>
              <MobileLinkItem
                to="/m/scores"
                description={t("evaluation.mobile.entryHint")}
                testId="mobile-scores-entry"
              >
                {t("evaluation.mobile.entry")}
              </MobileLinkItem>
              <MobileLinkItem
                to="/m/passport"
                description={t("passport.mobileEntryHint")}
                testId="mobile-passport-entry"
              >
                {t("passport.mobileEntry")}
              </MobileLinkItem>
            </List>
          ) : null}
          {user.roleType === "tea" ? (
            <List>
              <MobileLinkItem
                to="/m/tea-growth"
                description={t("teaGrowth.mobile.entryHint")}
                testId="mobile-growth-entry"
              >
                {t("teaGrowth.mobile.entry")}
              </MobileLinkItem>
            </List>
          ) : null}
          <MobileTodoList parent={user.roleType === "p"} />
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
