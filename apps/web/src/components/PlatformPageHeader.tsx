import { Breadcrumb, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSchool } from "../api/useSchool.ts";
import "./consolePage.css";

type Props = { title: string; testId: string; extra?: ReactNode };

/**
 * A platform page's breadcrumbs (home / platform, or this area on an area's site, as in the menu / this page), its
 * title and its main actions.
 */
export function PlatformPageHeader({ title, testId, extra }: Props) {
  const { t } = useTranslation();
  const onArea = useSchool().school?.type === 1;
  return (
    <header className="eos-people-header">
      <Breadcrumb
        className="eos-people-header__crumbs"
        items={[
          { key: "home", title: <Link to="/admin">{t("console.menu.home")}</Link> },
          { key: "area", title: t(onArea ? "console.menu.region" : "schoolAdmin.menu.platform") },
          { key: "page", title },
        ]}
      />
      <div className="eos-people-header__row">
        <Typography.Title level={1} className="eos-page__title eos-people-header__title" data-testid={testId}>
          {title}
        </Typography.Title>
        {extra ? <div className="eos-people-header__extra">{extra}</div> : null}
      </div>
    </header>
  );
}
