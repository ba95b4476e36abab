import { Form, Input } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ParentChildren } from "./ParentChildren.tsx";
import { PersonDrawer } from "./PersonDrawer.tsx";
import { type ParentInput, saveParent } from "./parentApi.ts";
import { mobileRules, nameRules } from "./peopleRules.ts";

type Values = { name: string; phone: string };
export type SavedParent = { id: number; name: string; phone: string };

type Props = {
  open: boolean;
  /** The parent being edited; null to add one. */
  parent: SavedParent | null;
  onClose: () => void;
  /** `added` when a new parent was created (the page then reopens it to link children). */
  onSaved: (saved: SavedParent, added: boolean) => void;
};

export const toParentInput = (values: Values, id?: number): ParentInput => ({
  id,
  name: values.name.trim(),
  phone: values.phone.trim(),
});

/** Adds or edits a parent (name, mobile = account) and, once saved, links and unlinks their children. */
export function ParentDrawer({ open, parent, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const saved = useRef<SavedParent | null>(null);
  const initialValues: Partial<Values> = parent ? { name: parent.name, phone: parent.phone } : {};
  return (
    <PersonDrawer<Values>
      open={open}
      title={parent ? t("people.parents.editTitle", { name: parent.name }) : t("people.parents.addTitle")}
      initialValues={initialValues}
      save={async (values) => {
        const input = toParentInput(values, parent?.id);
        const { id } = await saveParent(input);
        saved.current = { id, name: input.name, phone: input.phone };
      }}
      onSaved={() => {
        if (saved.current) onSaved(saved.current, !parent);
      }}
      onClose={onClose}
      testId="parent-drawer"
    >
      <Form.Item name="name" label={t("people.common.name")} rules={nameRules(t)}>
        <Input maxLength={30} autoComplete="off" data-testid="parent-name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t("people.parents.phone")}
        rules={[{ required: true, message: t("people.parents.phoneRequired") }, ...mobileRules(t)]}
        extra={t("people.parents.phoneHint")}
      >
        <Input maxLength={11} inputMode="tel" autoComplete="off" data-testid="parent-phone" />
      </Form.Item>
      <ParentChildren parentId={parent?.id} />
    </PersonDrawer>
  );
}
