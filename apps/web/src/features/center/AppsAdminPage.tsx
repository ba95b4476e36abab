import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import type { CenterApp } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Popconfirm, Space, Switch, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListTable } from "../../components/ListPage.tsx";
import { type PageQuery, useListQuery } from "../../components/useListQuery.ts";
import { AppDrawer } from "./AppDrawer.tsx";
import { AppIcon } from "./AppIcon.tsx";
import { AppOrderBoard } from "./AppOrderBoard.tsx";
import { appName } from "./appName.ts";
import { moveWithin } from "./appOrder.ts";
import { centerKeys, deleteApp, enableApp, fetchAdminApps, fetchTemplate, sortApps } from "./centerApi.ts";
import { SchoolSettingModal } from "./SchoolSettingModal.tsx";
import { TemplateModal } from "./TemplateModal.tsx";
import "../../components/consolePage.css";
import "./center.css";

/** The most apps the ordering board shows (the list route's largest page). */
const ALL = { page: 1, size: 200 };

/** /admin/center/apps: the school's apps; add, edit, order, enable and delete them. */
export function AppsAdminPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const apps = useListQuery<PageQuery, CenterApp>({ page: 1, size: 50 }, centerKeys.admin, fetchAdminApps);
  const template = useQuery({ queryKey: centerKeys.template, queryFn: fetchTemplate });
  const [editing, setEditing] = useState<CenterApp | null | "new">(null);
  const all = useQuery({ queryKey: centerKeys.admin(ALL), queryFn: () => fetchAdminApps(ALL) });
  const [settings, setSettings] = useState(false);
  const [look, setLook] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["center"] });

  /** Moves an app one place up or down among its category's apps. */
  const move = async (id: number, by: -1 | 1) => {
    const ids = moveWithin((await fetchAdminApps(ALL)).list, id, by);
    if (!ids) return;
    await sortApps(ids);
    await refresh();
  };

  const columns: TableProps<CenterApp>["columns"] = [
    {
      key: "order",
      title: t("center.admin.order"),
      width: 96,
      render: (_, r) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t("center.admin.up")}
            onClick={() => void move(r.id, -1)}
            data-testid={`app-up-${r.id}`}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t("center.admin.down")}
            onClick={() => void move(r.id, 1)}
            data-testid={`app-down-${r.id}`}
          />
        </Space>
      ),
    },
    {
      key: "name",
      title: t("center.admin.name"),
      render: (_, r) => (
        <Space>
          <AppIcon icon={r.icon} size={20} />
          <span data-testid="app-row-name">{appName(r, i18n.language)}</span>
        </Space>
      ),
    },
    { key: "category", title: t("center.admin.category"), dataIndex: "category" },
    { key: "kind", title: t("center.admin.kind"), render: (_, r) => t(`center.kinds.${r.kind}`) },
    {
      key: "roles",
      title: t("center.admin.roles"),
      render: (_, r) => r.roles.map((role) => <Tag key={role}>{t(`center.roles.${role}`)}</Tag>),
    },
    {
      key: "enabled",
      title: t("center.admin.enabled"),
      render: (_, r) => (
        <Switch
          checked={r.enabled}
          aria-label={t("center.admin.enabled")}
          onChange={async (on) => {
            await enableApp(r.id, on);
            await refresh();
          }}
          data-testid={`app-enable-${r.id}`}
        />
      ),
    },
    {
      key: "actions",
      title: t("center.admin.actions"),
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(r)} data-testid={`app-edit-${r.id}`}>
            {t("center.admin.edit")}
          </Button>
          <Popconfirm
            title={t("center.admin.deleteConfirm", { name: appName(r, i18n.language) })}
            onConfirm={async () => {
              await deleteApp(r.id);
              apps.afterDelete();
              await refresh();
            }}
          >
            <Button type="link" size="small" danger data-testid={`app-delete-${r.id}`}>
              {t("center.admin.delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="eos-page" data-testid="apps-admin-page">
      <ConsolePageHeader
        area="console.menu.portalApps"
        title={t("center.menu.apps")}
        testId="apps-admin-title"
        extra={
          <Space wrap>
            <Button onClick={() => setLook(true)} data-testid="school-look">
              {t("center.admin.settings")}
            </Button>
            <Button onClick={() => setSettings(true)} data-testid="center-settings">
              {t("center.template.title")}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing("new")}
              data-testid="app-add"
            >
              {t("center.admin.add")}
            </Button>
          </Space>
        }
      />
      <Card className="eos-page__card">
        <KeywordSearch label={t("center.admin.search")} onKeyword={apps.search} testId="apps-search" />
        <ListTable<CenterApp>
          list={apps.list}
          rows={apps.rows}
          rowKey="id"
          columns={columns}
          failedTitle={t("center.admin.loadFailed")}
          empty={apps.query.keyword ? t("center.admin.noMatch") : t("center.admin.empty")}
          paging={{ page: apps.query.page, size: apps.query.size, total: apps.total }}
          onPage={apps.turn}
          totalText={(total) => t("center.admin.total", { total })}
          testId="apps-table"
        />
      </Card>
      {all.data ? <AppOrderBoard apps={all.data.list} onSorted={refresh} /> : null}
      <AppDrawer
        open={editing !== null}
        app={editing === "new" ? null : editing}
        categories={template.data?.categories ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <SchoolSettingModal open={look} onClose={() => setLook(false)} />
      <TemplateModal
        open={settings}
        template={template.data}
        onClose={() => setSettings(false)}
        onSaved={() => void refresh()}
      />
    </div>
  );
}
