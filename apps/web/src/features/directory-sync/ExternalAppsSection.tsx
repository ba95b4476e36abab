import { useQuery } from "@tanstack/react-query";
import { Button, Empty, List, Popconfirm, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import {
  directorySyncKeys,
  type ExternalApp,
  fetchExternalApps,
  removeExternalApp,
  type SchoolRef,
} from "./directorySyncApi.ts";
import { ExternalAppModal } from "./ExternalAppModal.tsx";
import { useDirectorySyncWrite } from "./useDirectorySyncWrite.ts";

/** The school's WeCom and DingTalk apps: add, edit, remove after confirming. */
export function ExternalAppsSection({ school }: { school: SchoolRef }) {
  const { t } = useTranslation();
  const run = useDirectorySyncWrite();
  const apps = useQuery({
    queryKey: directorySyncKeys.apps(school.schoolId),
    queryFn: () => fetchExternalApps(school),
  });
  const [editing, setEditing] = useState<ExternalApp | null>(null);
  const [open, setOpen] = useState(false);
  const openModal = (app: ExternalApp | null) => {
    setEditing(app);
    setOpen(true);
  };

  if (apps.error) {
    return (
      <LoadFailed
        title={t("schoolAdmin.common.loadFailed")}
        error={apps.error}
        onRetry={() => void apps.refetch()}
      />
    );
  }
  return (
    <div data-testid="external-apps">
      <Typography.Paragraph type="secondary">{t("directorySync.apps.hint")}</Typography.Paragraph>
      <List
        loading={apps.isPending}
        dataSource={apps.data ?? []}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("directorySync.apps.empty")} />
          ),
        }}
        renderItem={(app) => (
          <List.Item
            data-testid={`external-app-${app.id}`}
            actions={[
              <Button key="edit" size="small" onClick={() => openModal(app)}>
                {t("directorySync.apps.edit")}
              </Button>,
              <Popconfirm
                key="remove"
                title={t("directorySync.apps.removeConfirm", { name: app.name })}
                okText={t("directorySync.apps.confirm")}
                cancelText={t("directorySync.apps.cancel")}
                onConfirm={() =>
                  void run(() => removeExternalApp(school, app.id), t("directorySync.apps.removed"))
                }
              >
                <Button size="small" danger>
                  {t("directorySync.apps.remove")}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap size={4}>
                  <span>{app.name}</span>
                  <Tag color={app.kind === "wecom" ? "green" : "blue"}>
                    {t(`directorySync.apps.${app.kind}`)}
                  </Tag>
                  {app.enabled ? null : <Tag>{t("directorySync.apps.disabled")}</Tag>}
                </Space>
              }
              description={
                <span className="eos-external-app__ids">
                  {app.clientId}
                  {app.agentId ? ` · ${app.agentId}` : ""}
                  {app.hasSecret ? ` · ${t("directorySync.apps.secretSet")}` : ""}
                </span>
              }
            />
          </List.Item>
        )}
      />
      <Button type="dashed" block onClick={() => openModal(null)} data-testid="external-app-add">
        {t("directorySync.apps.add")}
      </Button>
      <ExternalAppModal school={school} app={editing} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
