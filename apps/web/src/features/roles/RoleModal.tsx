import { permissionCatalogue } from "@eos/contracts";
import { App, Form, Input, Modal, Tree } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError.ts";
import { useLanguage } from "../../i18n/useLanguage.ts";
import { addRole, type RoleItem, updateRole } from "./rolesApi.ts";

type Props = {
  open: boolean;
  role: RoleItem | null;
  heldCodes: ReadonlySet<string>;
  onClose: (saved: boolean) => void;
};

/** Create or edit a role: its name and a checkbox tree of codes grouped by area (codes the editor lacks are off). */
export function RoleModal({ open, role, heldCodes, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage().language;
  const [name, setName] = useState(role?.name ?? "");
  const [codes, setCodes] = useState<string[]>(role?.codes ?? []);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const treeData = permissionCatalogue.map((area) => ({
    key: `area:${area.area}`,
    title: area.label[lang],
    children: area.codes.map((c) => ({
      key: c.code,
      title: <span data-testid={`role-code-${c.code}`}>{c.label[lang]}</span>,
      disableCheckbox: !heldCodes.has(c.code),
    })),
  }));

  const save = async () => {
    if (!name.trim()) return setError(t("roles.nameRequired"));
    setSaving(true);
    try {
      const input = { name: name.trim(), codes };
      if (role) await updateRole({ id: role.id, ...input });
      else await addRole(input);
      void message.success(t("roles.saved"));
      onClose(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(role ? "roles.editTitle" : "roles.addTitle")}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      confirmLoading={saving}
      okButtonProps={{ "data-testid": "role-modal-save" }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t("roles.name")} required validateStatus={error ? "error" : undefined} help={error}>
          <Input
            value={name}
            maxLength={30}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            data-testid="role-name"
          />
        </Form.Item>
        <Form.Item label={t("roles.codes")}>
          <Tree
            checkable
            defaultExpandAll
            selectable={false}
            treeData={treeData}
            checkedKeys={codes}
            onCheck={(checked) => {
              const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
              setCodes(keys.filter((k) => !k.startsWith("area:")));
            }}
            data-testid="role-codes"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
