import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet } from "react-router";
import { loginPathFor } from "../../api/loginPath.ts";
import { useSchool } from "../../api/useSchool.ts";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { SchoolLogo } from "../../components/SchoolLogo.tsx";

/** The portal frame at `/`: school header, navigation, language switch, sign-in link, footer. */
export function PortalLayout() {
  const { t } = useTranslation();
  const { school } = useSchool();
  const name = school?.name ?? t("app.name");
  return (
    <div className="eos-portal">
      <header className="eos-portal__header">
        <Link to="/" className="eos-portal__brand">
          <SchoolLogo school={school} />
          <span className="eos-portal__school" data-testid="portal-school-name">
            {name}
          </span>
        </Link>
        <nav className="eos-portal__nav" aria-label={t("portal.nav.label")}>
          <NavLink to="/" end>
            {t("portal.nav.home")}
          </NavLink>
        </nav>
        <div className="eos-portal__actions">
          <LanguageSwitch />
          <Link to={loginPathFor(school ?? null)} className="eos-link-button" data-testid="portal-sign-in">
            {t("common.signIn")}
          </Link>
        </div>
      </header>
      <main className="eos-portal__main">
        <Outlet />
      </main>
      <footer className="eos-portal__footer">
        <p>{t("portal.footer", { year: new Date().getFullYear(), school: name })}</p>
        <p>{t("portal.poweredBy")}</p>
      </footer>
    </div>
  );
}
