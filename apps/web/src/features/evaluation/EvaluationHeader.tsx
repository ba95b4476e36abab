import { Breadcrumb, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../../components/consolePage.css";
import "./evaluation.css";

type Props = {
  title: string;
  testId: string;
  extra?: ReactNode;
  /** A middle crumb between the evaluation area and this page (the models list, from a model). */
  parent?: { title: string; to: string };
};

/** An evaluation page's breadcrumbs (home / evaluation / …), its title and its main actions. */
export function EvaluationHeader({ title, testId, extra, parent }: Props) {
  const { t } = useTranslation();
  const items = [
    { key: "home", title: <Link to="/admin">{t("console.menu.home")}</Link> },
    { key: "area", title: t("console.menu.evaluation") },
    ...(parent ? [{ key: "parent", title: <Link to={parent.to}>{parent.title}</Link> }] : []),
    { key: "page", title },
  ];
  return (
    <header className="eos-people-header">
      <Breadcrumb className="eos-people-header__crumbs" items={items} />
      <div className="eos-people-header__row">
        <Typography.Title level={1} className="eos-page__title eos-people-header__title" data-testid={testId}>
          {title}
        </Typography.Title>
        {extra ? <div className="eos-people-header__extra">{extra}</div> : null}
      </div>
    </header>
  );
}
