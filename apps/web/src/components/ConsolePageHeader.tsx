import { Alert, Breadcrumb, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "./consolePage.css";

type Props = {
  title: string;
  /** The console area the page belongs to (the middle breadcrumb); people by default. */
  area?:
    | "console.menu.people"
    | "console.menu.forms"
    | "console.menu.portalApps"
    | "console.menu.schoolLife"
    | "console.menu.system";
  testId: string;
  extra?: ReactNode;
  /** Says that this user may look but not change (after the server refused a write). */
  readOnly?: boolean;
};

/** A console page's breadcrumbs (home / its area / this page), its title, its main actions and a read-only note. */
export function ConsolePageHeader({ title, testId, extra, readOnly, area = "console.menu.people" }: Props) {
  const { t } = useTranslation();
  return (
    <header className="eos-people-header">
      <Breadcrumb
        className="eos-people-header__crumbs"
        items={[
          { key: "home", title: <Link to="/admin">{t("console.menu.home")}</Link> },
          { key: "area", title: t(area) },
          { key: "page", title },
        ]}
      />
      <div className="eos-people-header__row">
        <Typography.Title level={1} className="eos-page__title eos-people-header__title" data-testid={testId}>
          {title}
        </Typography.Title>
        {extra ? <div className="eos-people-header__extra">{extra}</div> : null}
      </div>
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          title={t("people.common.readOnly")}
          className="eos-people-readonly"
          data-testid="people-read-only"
        />
      ) : null}
    </header>
  );
}
