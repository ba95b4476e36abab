import type { DataApp } from "@eos/contracts";
import { Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { deleteDataApp } from "./dataAppsApi.ts";
import { useDataAppWrite } from "./useDataAppWrite.ts";

type Props = { app: DataApp; onEdit: () => void; onDeleted: () => void };

/** View for everyone who sees the app; edit and delete (confirmed) for those who manage it. */
export function DataAppRowActions({ app, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const run = useDataAppWrite();
  return (
    <Space size="small" wrap>
      <Link to={`/admin/data-apps/${app.id}`} data-testid={`data-app-view-${app.id}`}>
        {t("dataApps.list.view")}
      </Link>
      {app.canManage && (
        <>
          <Button type="link" size="small" onClick={onEdit} data-testid={`data-app-edit-${app.id}`}>
            {t("dataApps.list.edit")}
          </Button>
          <Popconfirm
            title={t("dataApps.list.deleteConfirm", { name: app.name })}
            okText={t("dataApps.list.confirm")}
            cancelText={t("dataApps.list.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              if ((await run(() => deleteDataApp(app.id), t("dataApps.list.deleted"))) !== undefined)
                onDeleted();
            }}
          >
            <Button type="link" size="small" danger data-testid={`data-app-delete-${app.id}`}>
              {t("dataApps.list.delete")}
            </Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );
}
