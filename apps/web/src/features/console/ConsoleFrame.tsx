import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button, Drawer, Grid, Layout } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { getUserInfo } from "../../api/session.ts";
import { useSchool } from "../../api/useSchool.ts";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { ConsoleMenu } from "./ConsoleMenu.tsx";
import { UserMenu } from "./UserMenu.tsx";

/**
 * Left menu (a drawer on phones), top bar with school, language and user menu, and the page. On a PC the menu and
 * the top bar stay in place while the page scrolls, and a long menu scrolls on its own.
 */
export function ConsoleFrame() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { school } = useSchool();
  const user = getUserInfo();

  const toggleLabel = isPhone
    ? t("common.openMenu")
    : collapsed
      ? t("console.expandMenu")
      : t("console.collapseMenu");
  const toggleIcon = isPhone ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;

  return (
    <Layout className="eos-console" hasSider={!isPhone}>
      {isPhone ? null : (
        <Layout.Sider
          className="eos-console__sider"
          width={232}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          <div className="eos-console__logo">{t("app.name")}</div>
          <ConsoleMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="eos-console__header">
          <Button
            type="text"
            icon={toggleIcon}
            aria-label={toggleLabel}
            aria-expanded={isPhone ? drawerOpen : !collapsed}
            onClick={() => (isPhone ? setDrawerOpen(true) : setCollapsed((c) => !c))}
            data-testid="menu-toggle"
          />
          <span className="eos-console__school" data-testid="console-school-name">
            {school?.name ?? ""}
          </span>
          <div className="eos-console__actions">
            <LanguageSwitch />
            <UserMenu user={user} />
          </div>
        </Layout.Header>
        <Layout.Content className="eos-console__content">
          <Outlet />
        </Layout.Content>
      </Layout>
      {isPhone ? (
        <Drawer
          className="eos-console__drawer"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={264}
          title={t("console.title")}
          closable={{ "aria-label": t("common.closeMenu") }}
        >
          <ConsoleMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
    </Layout>
  );
}
