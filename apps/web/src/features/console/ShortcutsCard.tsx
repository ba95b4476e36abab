import { Card, Empty, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConsoleMenu } from "./useConsoleMenu.ts";

/** The home page's shortcuts: every built page the person may open, grouped as in the menu. */
export function ShortcutsCard() {
  const { t } = useTranslation();
  const groups = useConsoleMenu()
    .filter((area) => area.key !== "home")
    .map((area) => ({ ...area, links: (area.children ?? []).filter((entry) => entry.path) }))
    .filter((area) => area.links.length > 0);
  return (
    <Card className="eos-page__card" data-testid="console-shortcuts">
      <Typography.Title level={2} className="eos-card-title">
        {t("console.home.shortcuts")}
      </Typography.Title>
      {groups.length === 0 ? (
        <Empty description={t("console.home.noShortcuts")} />
      ) : (
        <div className="eos-shortcuts">
          {groups.map((area) => {
            const Icon = area.icon;
            return (
              <section key={area.key} className="eos-shortcuts__group" aria-label={t(area.label)}>
                <Typography.Text strong className="eos-shortcuts__title">
                  <Icon /> {t(area.label)}
                </Typography.Text>
                <ul className="eos-shortcuts__links">
                  {area.links.map((entry) => (
                    <li key={entry.key}>
                      <Link to={entry.path ?? "/admin"} data-testid={`shortcut-${entry.key}`}>
                        {t(entry.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </Card>
  );
}
