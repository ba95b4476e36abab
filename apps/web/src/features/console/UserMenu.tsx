import {
  CloudDownloadOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Avatar, Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getAreaPass } from "../../api/areaRoles.ts";
import type { SessionUser } from "../../api/session.ts";
import { signOut } from "../../api/signOut.ts";
import { DOWNLOADS_PATH } from "../exports/index.ts";
import { roleLabelKey } from "../identity/index.ts";

type Props = { user: SessionUser | null };

/** The signed-in user, their role, and sign out. */
export function UserMenu({ user }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = t(roleLabelKey(user?.roleType ?? user?.type));
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "who", label: `${user?.name ?? ""} · ${role}`, disabled: true },
          { type: "divider" },
          {
            key: "downloads",
            icon: <CloudDownloadOutlined />,
            label: <span data-testid="menu-downloads">{t("exports.menu")}</span>,
          },
          {
            key: "password",
            icon: <KeyOutlined />,
            label: <span data-testid="menu-change-password">{t("account.password.menu")}</span>,
          },
          ...(getAreaPass()
            ? [
                {
                  key: "switchRole",
                  icon: <SwapOutlined />,
                  label: <span data-testid="menu-switch-role">{t("account.chooseRole.switch")}</span>,
                },
              ]
            : []),
          {
            key: "signOut",
            icon: <LogoutOutlined />,
            label: <span data-testid="sign-out">{t("common.signOut")}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === "downloads") void navigate(DOWNLOADS_PATH);
          if (key === "password") void navigate("/admin/password");
          if (key === "switchRole") void navigate("/chooseRole");
          if (key === "signOut") void signOut().then((path) => navigate(path, { replace: true }));
        },
      }}
    >
      <Button
        type="text"
        aria-label={t("console.userMenu")}
        data-testid="user-menu"
        className="eos-user-menu"
      >
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="eos-user-menu__name">{user?.name}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
