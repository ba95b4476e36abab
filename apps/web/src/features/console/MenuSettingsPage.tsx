import type { MenuRole, MenuSettingItem } from "@eos/contracts";
import { menuRoles } from "@eos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Checkbox, Table, Tag } from "antd";
import type { ParseKeys } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { request } from "../../api/request.ts";
import { ui } from "../../api/ui.ts";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { labelOfMenuKey } from "./consoleMenu.ts";

const settingsKey = ["menuSetting"] as const;
type Hidden = Set<string>;
const cell = (key: string, role: MenuRole) => `${key}:${role}`;

/**
 * /admin/menu-settings: which console and phone menu entries the school shows to teachers, students and parents
 * (GET /center/api/app/menuSetting, saved at once with POST /center/api/app/saveMenuSetting). An entry a role
 * never has is greyed out.
 */
export function MenuSettingsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () =>
      request<MenuSettingItem[]>({ url: "/center/api/app/menuSetting", noCache: true, noToast: true }),
    retry: false,
  });
  const [hidden, setHidden] = useState<Hidden>(new Set());
  useEffect(() => {
    if (settings.data)
      setHidden(new Set(settings.data.flatMap((e) => e.hiddenFor.map((r) => cell(e.key, r)))));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () =>
      request<MenuSettingItem[]>({
        method: "POST",
        url: "/center/api/app/saveMenuSetting",
        json: true,
        data: {
          hidden: [...hidden].map((c) => {
            const at = c.lastIndexOf(":");
            return { key: c.slice(0, at), role: c.slice(at + 1) };
          }),
        },
      }),
    onSuccess: (data) => {
      client.setQueryData(settingsKey, data);
      void client.invalidateQueries({ queryKey: ["sysMenu"] });
      ui().toast(t("home.menuSettings.saved"));
    },
  });
  const rows = (settings.data ?? []).filter((e) => labelOfMenuKey(e.key));
  return (
    <div className="eos-page">
      <ConsolePageHeader
        title={t("home.menuSettings.title")}
        area="console.menu.system"
        testId="menu-settings-title"
        extra={
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => save.mutate()}
            disabled={!settings.data}
            data-testid="menu-settings-save"
          >
            {t("home.menuSettings.save")}
          </Button>
        }
      />
      <Card className="eos-page__card">
        <Alert type="info" showIcon message={t("home.menuSettings.intro")} style={{ marginBottom: 16 }} />
        {settings.isError ? (
          <LoadFailed
            title={t("home.menuSettings.loadFailed")}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <Table<MenuSettingItem>
            rowKey="key"
            size="small"
            loading={settings.isPending}
            pagination={false}
            dataSource={rows}
            scroll={{ x: 560 }}
            data-testid="menu-settings-table"
            columns={[
              {
                key: "entry",
                title: t("home.menuSettings.entry"),
                render: (_, e) => (
                  <span style={{ paddingLeft: e.parent ? 24 : 0, fontWeight: e.parent ? undefined : 600 }}>
                    {t(labelOfMenuKey(e.key) as ParseKeys)}{" "}
                    {e.parent ? null : <Tag>{t(`home.menuSettings.${e.surface}`)}</Tag>}
                  </span>
                ),
              },
              ...menuRoles.map((role) => ({
                key: role,
                title: t(`home.menuSettings.roles.${role}`),
                width: 100,
                render: (_: unknown, e: MenuSettingItem) => (
                  <Checkbox
                    aria-label={`${t(labelOfMenuKey(e.key) as ParseKeys)} · ${t(`home.menuSettings.roles.${role}`)}`}
                    data-testid={`menu-setting-${e.key}-${role}`}
                    disabled={!e.roles.includes(role)}
                    checked={e.roles.includes(role) && !hidden.has(cell(e.key, role))}
                    onChange={(ev) =>
                      setHidden((prev) => {
                        const next = new Set(prev);
                        if (ev.target.checked) next.delete(cell(e.key, role));
                        else next.add(cell(e.key, role));
                        return next;
                      })
                    }
                  />
                ),
              })),
            ]}
          />
        )}
      </Card>
    </div>
  );
}
