import type { AppList } from "@eos/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AppIcon } from "./AppIcon.tsx";
import { appName } from "./appName.ts";
import "./center.css";

/** Apps by category as an icon grid; every icon opens through the one dispatcher, /app/:id. */
export function AppGrid({ groups }: { groups: AppList }) {
  const { i18n } = useTranslation();
  return (
    <div className="eos-app-grid" data-testid="app-grid">
      {groups.map((g) => (
        <section key={g.category} className="eos-app-grid__group" aria-label={g.category}>
          <h3 className="eos-app-grid__title">{g.category}</h3>
          <ul className="eos-app-grid__apps">
            {g.apps.map((app) => (
              <li key={app.id}>
                <Link className="eos-app-grid__app" to={`/app/${app.id}`} data-testid={`app-${app.id}`}>
                  <span className="eos-app-grid__icon">
                    <AppIcon icon={app.icon} />
                  </span>
                  <span>{appName(app, i18n.language)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
