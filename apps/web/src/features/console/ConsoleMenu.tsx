import { Menu, type MenuProps, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { selectedMenuKey } from "./consoleMenu.ts";
import { useConsoleMenu } from "./useConsoleMenu.ts";

type Props = { onNavigate?: () => void };
type Item = Required<MenuProps>["items"][number];

/** The console's left menu, grouped by feature area; entries not yet built are greyed with "coming soon". */
export function ConsoleMenu({ onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const paths = new Map<string, string>();
  const visible = useConsoleMenu();

  const items: Item[] = visible.map((area) => {
    const Icon = area.icon;
    if (area.path) paths.set(area.key, area.path);
    if (!area.children) return { key: area.key, icon: <Icon />, label: t(area.label) };
    return {
      key: area.key,
      icon: <Icon />,
      label: t(area.label),
      children: area.children.map((entry) => {
        if (entry.path) {
          paths.set(entry.key, entry.path);
          return { key: entry.key, label: t(entry.label) };
        }
        return {
          key: entry.key,
          disabled: true,
          label: (
            <Tooltip title={t("common.comingSoon")} placement="right">
              <span data-testid={`menu-soon-${entry.key}`}>{t(entry.label)}</span>
            </Tooltip>
          ),
        };
      }),
    };
  });

  const selected = selectedMenuKey(pathname);
  return (
    <nav aria-label={t("console.navLabel")}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => {
          const path = paths.get(key);
          if (!path) return;
          void navigate(path);
          onNavigate?.();
        }}
        data-testid="console-menu"
      />
    </nav>
  );
}
