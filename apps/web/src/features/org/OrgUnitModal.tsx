import { Alert, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrgNode } from "../../components/orgTree.ts";
import type { ChildKind } from "./orgEdit.ts";
import { saveOrgUnit } from "./peopleApi.ts";
import { useWriteAccess } from "./useWriteAccess.ts";

/** Adding a unit of `kind` under `parent`, or renaming `node`. */
export type OrgUnitEdit =
  | { mode: "add"; parent: OrgNode; kind: ChildKind }
  | { mode: "rename"; node: OrgNode };

type Props = {
  edit: OrgUnitEdit | null;
  onClose: () => void;
  onSaved: (id: number) => void;
};

type Values = { name: string };

/** The add and rename dialog; a refusal from the server is shown inside it and nothing changes. */
export function OrgUnitModal({ edit, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { noteRefusal } = useWriteAccess();
  // The last edit stays on screen while the dialog closes.
  const [shown, setShown] = useState(edit);
  if (edit !== null && edit !== shown) setShown(edit);

  const title = !shown
    ? ""
    : shown.mode === "add"
      ? t("people.org.addTitle", { kind: t(`people.kinds.${shown.kind}`), parent: shown.parent.label })
      : t("people.org.renameTitle", { name: shown.node.label });

  const submit = async () => {
    if (!edit) return;
    const { name } = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const input =
        edit.mode === "add"
          ? { pid: edit.parent.id, kind: edit.kind, name: name.trim() }
          : { id: edit.node.id, name: name.trim() };
      const { id } = await saveOrgUnit(input);
      onSaved(id);
    } catch (cause) {
      noteRefusal(cause);
      setError(cause instanceof Error && cause.message ? cause.message : t("people.common.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={edit !== null}
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t("people.common.save")}
      cancelText={t("people.common.cancel")}
      confirmLoading={saving}
      okButtonProps={{ "data-testid": "org-unit-save" } as never}
      afterOpenChange={(open) => {
        if (!open) setError(null);
      }}
      destroyOnHidden
    >
      {error ? <Alert type="error" title={error} showIcon className="eos-people-form-error" /> : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: shown?.mode === "rename" ? shown.node.label : "" }}
        onFinish={() => void submit().catch(() => undefined)}
        data-testid="org-unit-form"
      >
        <Form.Item
          name="name"
          label={t("people.org.name")}
          rules={[
            { required: true, whitespace: true, message: t("people.org.nameRequired") },
            { max: 50, message: t("people.org.nameTooLong", { max: 50 }) },
          ]}
        >
          <Input autoFocus maxLength={50} data-testid="org-unit-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
