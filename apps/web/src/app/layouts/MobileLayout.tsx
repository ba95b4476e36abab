import { ConfigProvider, TabBar } from "antd-mobile";
import "antd-mobile/es/components/nav-bar/nav-bar.css";
import mobileEnUS from "antd-mobile/es/locales/en-US";
import mobileZhCN from "antd-mobile/es/locales/zh-CN";
import { LeftOutline } from "antd-mobile-icons";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { useSysMenu } from "../../api/sysMenu.ts";
import { mobileTabs } from "../../features/mobile/mobileTabs.tsx";
import { installMobileUi } from "../../features/mobile/mobileUi.tsx";
import { PasswordDueRedirect } from "../../features/mobile/PasswordDueRedirect.tsx";
import { useLanguage } from "../../i18n/useLanguage.ts";
import { mobilePageHandle } from "../mobilePageHandle.ts";
import "./mobileLayout.css";

const allTabs = mobileTabs;

/** /m/*: antd-mobile pages for phones, a NavBar on top and the TabBar at the bottom. */
export function MobileLayout() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = mobilePageHandle(useMatches());
  // The tabs the server lists for the signed-in person (sysMenu: what the school hid is not there); all of them
  // for a visitor, and while the menu loads or could not be had.
  const menu = useSysMenu();
  const listed = menu.items?.filter((i) => i.parent === "tabs").map((i) => i.key);
  const tabs = listed ? allTabs.filter((tab) => listed.includes(tab.key)) : allTabs;
  useEffect(() => installMobileUi(), []);

  const trimmed = pathname.replace(/\/+$/, "");
  const path = trimmed === "/m" ? "/m/" : trimmed;
  const activeTab = tabs.find((tab) => tab.path === path);
  const onLogin = path === "/m/login" || path === "/m/forgetPwd";
  // The page's own title (its route's handle), else its tab's; the app's name only where a page has none.
  const title = page.title ? t(page.title) : activeTab ? t(activeTab.label) : t("app.name");

  return (
    <ConfigProvider locale={language === "en-US" ? mobileEnUS : mobileZhCN}>
      <div className="eos-mobile">
        {/* antd-mobile's NavBar markup and look, without its left slot's role="button": an empty button on the
            tab pages and a button inside a button around our back button (axe: aria-command-name,
            nested-interactive). */}
        <header className="adm-nav-bar eos-mobile__nav">
          <div className="adm-nav-bar-left">
            {activeTab ? null : (
              <button
                type="button"
                className="eos-mobile__back"
                aria-label={t("common.back")}
                onClick={() => void navigate("/m/")}
              >
                <LeftOutline aria-hidden />
              </button>
            )}
          </div>
          <div className="adm-nav-bar-title">
            {page.heading === "page" ? (
              <span data-testid="mobile-nav-title">{title}</span>
            ) : (
              <h1 className="eos-mobile__title" data-testid="mobile-nav-title">
                {title}
              </h1>
            )}
          </div>
          <div className="adm-nav-bar-right" />
        </header>
        <main className="eos-mobile__body">
          <PasswordDueRedirect />
          <Outlet />
        </main>
        {onLogin ? null : (
          <nav className="eos-mobile__tabs" aria-label={t("mobile.tabs.label")}>
            <TabBar
              activeKey={activeTab?.path ?? null}
              onChange={(key) => {
                if (key !== path) void navigate(key);
              }}
              safeArea
            >
              {tabs.map((tab) => (
                <TabBar.Item
                  key={tab.path}
                  icon={<tab.icon />}
                  title={
                    <Link
                      to={tab.path}
                      className="eos-mobile__tab-link"
                      aria-current={activeTab?.path === tab.path ? "page" : undefined}
                      onClick={(event) => event.stopPropagation()}
                      data-testid={`mobile-tab-${tab.id}`}
                    >
                      {t(tab.label)}
                    </Link>
                  }
                />
              ))}
            </TabBar>
          </nav>
        )}
      </div>
    </ConfigProvider>
  );
}
