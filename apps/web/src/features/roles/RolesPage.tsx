import { PlusOutlined } from "@ant-design/icons";
import { permissionEntries } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Popconfirm, Space, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError.ts";
import { usePermissions } from "../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { MemberPicker } from "../../components/MemberPicker.tsx";
import { useLanguage } from "../../i18n/useLanguage.ts";
import { RoleModal } from "./RoleModal.tsx";
import { assignmentsFor, assignRoles, fetchRoles, type RoleItem, removeRole } from "./rolesApi.ts";
import "../../components/consolePage.css";

type Editing = { open: boolean; role: RoleItem | null; session: number };

const allCodes = permissionEntries;

/** Custom teacher roles: list, create and edit with a code tree, give to teachers, delete after confirming. */
export function RolesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage().language;
  const permissions = usePermissions();
  const held = new Set(allCodes.map((c) => c.code).filter((c) => permissions.can(c)));
  const client = useQueryClient();
  const roles = useQuery({
    queryKey: ["roles"],
    queryFn: fetchRoles,
    enabled: permissions.can("roles.manage"),
  });
  const [editing, setEditing] = useState<Editing>({ open: false, role: null, session: 0 });
  const [assigning, setAssigning] = useState<RoleItem | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ["roles"] });
  const fail = (e: unknown) => void message.error(e instanceof ApiError ? e.message : String(e));
  const labelOf = (code: string) => allCodes.find((c) => c.code === code)?.label[lang] ?? code;

  const assign = async (role: RoleItem, teacherIds: number[]) => {
    try {
      for (const [teacherId, roleIds] of assignmentsFor(roles.data ?? [], role, teacherIds)) {
        await assignRoles(teacherId, roleIds);
      }
      void message.success(t("roles.saved"));
      setAssigning(null);
    } catch (e) {
      fail(e);
    }
    refresh();
  };

  const columns: NonNullable<TableProps<RoleItem>["columns"]> = [
    { key: "name", dataIndex: "name", title: t("roles.name") },
    {
      key: "codes",
      title: t("roles.codes"),
      render: (_, row) => row.codes.map((c) => <Tag key={c}>{labelOf(c)}</Tag>),
    },
    {
      key: "holders",
      title: t("roles.holders"),
      render: (_, row) => (
        <span title={row.teachers.map((x) => x.name).join("、")}>
          {t("roles.holdersCount", { count: row.teachers.length })}
        </span>
      ),
    },
    {
      key: "actions",
      title: t("people.common.actions"),
      render: (_, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing((e) => ({ open: true, role: row, session: e.session + 1 }))}
            data-testid={`role-edit-${row.id}`}
          >
            {t("roles.edit")}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => setAssigning(row)}
            data-testid={`role-assign-${row.id}`}
          >
            {t("roles.assign")}
          </Button>
          <Popconfirm
            title={t("roles.removeConfirm", { name: row.name })}
            onConfirm={() => removeRole(row.id).then(refresh, fail)}
          >
            <Button type="link" size="small" danger data-testid={`role-remove-${row.id}`}>
              {t("roles.remove")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ListPage<RoleItem>
      testId="roles-page"
      header={
        <ConsolePageHeader
          title={t("roles.title")}
          area="console.menu.system"
          testId="roles-title"
          extra={
            permissions.can("roles.manage") ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing((e) => ({ open: true, role: null, session: e.session + 1 }))}
                data-testid="roles-add"
              >
                {t("roles.add")}
              </Button>
            ) : null
          }
        />
      }
      toolbar={
        <Alert
          type="info"
          showIcon
          className="eos-people-readonly"
          title={t("roles.systemRoles")}
          description={t("roles.systemHint")}
        />
      }
      table={{
        list: roles,
        rows: roles.data ?? [],
        rowKey: "id",
        columns,
        failedTitle: t("roles.loadFailed"),
        retryTestId: "roles-retry",
        testId: "roles-table",
        empty: t("roles.empty"),
      }}
    >
      <RoleModal
        key={editing.session}
        open={editing.open}
        role={editing.role}
        heldCodes={held}
        onClose={(saved) => {
          setEditing((e) => ({ ...e, open: false }));
          if (saved) refresh();
        }}
      />
      <MemberPicker
        open={assigning !== null}
        title={assigning ? t("roles.assignTitle", { name: assigning.name }) : undefined}
        value={(assigning?.teachers ?? []).map((x) => ({ ...x, type: "teacher" as const }))}
        onOk={(members) =>
          assigning &&
          void assign(
            assigning,
            members.map((m) => m.id),
          )
        }
        onCancel={() => setAssigning(null)}
      />
    </ListPage>
  );
}
