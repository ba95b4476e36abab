import { Menu, type MenuProps, Tooltip } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { menuGroupOf, selectedMenuKey } from "./consoleMenu.ts";
import { useConsoleMenu } from "./useConsoleMenu.ts";

type Props = {
  onNavigate?: () => void;
  /** The sider is folded: antd then shows groups as pop-ups, which it opens and closes itself. */
  collapsed?: boolean;
};
type Item = Required<MenuProps>["items"][number];

/**
 * The console's left menu, grouped by feature area. Every live entry is a link (so it opens in a new tab with a
 * middle or ctrl click); entries not yet built are greyed with "coming soon". One group is open at a time: the
 * current page's, until the user opens another.
 */
export function ConsoleMenu({ onNavigate, collapsed = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const paths = new Map<string, string>();
  const visible = useConsoleMenu();
  const selected = selectedMenuKey(pathname, visible);
  const group = selected ? menuGroupOf(selected, visible) : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  // Another page (reached from a shortcut or a link in a page) opens its own group.
  useEffect(() => {
    if (group) setOpenKeys([group]);
  }, [group]);

  const link = (key: string, path: string, label: string) => {
    paths.set(key, path);
    return (
      <Link to={path} data-testid={`menu-link-${key}`}>
        {label}
      </Link>
    );
  };
  const items: Item[] = visible.map((area) => {
    const Icon = area.icon;
    if (!area.children) {
      return {
        key: area.key,
        icon: <Icon />,
        label: area.path ? link(area.key, area.path, t(area.label)) : t(area.label),
      };
    }
    return {
      key: area.key,
      icon: <Icon />,
      label: t(area.label),
      children: area.children.map((entry) => {
        if (entry.path) return { key: entry.key, label: link(entry.key, entry.path, t(entry.label)) };
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

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? [opened] : keys);
  };
  return (
    <nav aria-label={t("console.navLabel")}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange })}
        onClick={({ key, domEvent }) => {
          // A click on the link itself is the link's (a new tab with a modifier); Enter on the item is ours.
          const target = domEvent.target;
          const onLink = target instanceof Element && target.closest("a") !== null;
          const path = paths.get(key);
          if (!onLink && path) void navigate(path);
          if (!(domEvent.ctrlKey || domEvent.metaKey || domEvent.shiftKey)) onNavigate?.();
        }}
        data-testid="console-menu"
      />
    </nav>
  );
}
