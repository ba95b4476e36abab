import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import "../../components/account.css";

type Props = { title: string; subtitle?: string; intro?: string; children: ReactNode };

/** The sign-in pages' frame (brand, language, one card) for the steps around signing in. */
export function AuthFrame({ title, subtitle, intro, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="eos-login">
      <header className="eos-login__bar">
        <span className="eos-brand" aria-hidden>
          {t("app.name")}
        </span>
        <LanguageSwitch />
      </header>
      <main className="eos-login__card" aria-labelledby="auth-heading">
        <h1 id="auth-heading" className="eos-login__heading" data-testid="auth-heading">
          {title}
        </h1>
        {subtitle ? <p className="eos-login__school">{subtitle}</p> : null}
        {intro ? <p className="eos-auth-intro">{intro}</p> : null}
        {children}
      </main>
    </div>
  );
}
