import { Form, Input, Radio, Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { TeacherItem } from "../../components/memberApi.ts";
import { TeacherDuties } from "../roles/index.ts";
import { IdCardField, type IdCardValues, idCardInput } from "./IdCardField.tsx";
import { PersonDrawer } from "./PersonDrawer.tsx";
import { saveTeacher, type TeacherInput } from "./peopleApi.ts";
import { accountRules, mobileRules, nameRules, subjectRules } from "./peopleRules.ts";

type Values = IdCardValues & {
  name: string;
  account: string;
  gender?: number;
  phone?: string;
  subject?: string;
  isAdmin?: boolean;
};

type Props = {
  open: boolean;
  /** The teacher being edited; null to add one. */
  teacher: TeacherItem | null;
  onClose: () => void;
  onSaved: () => void;
};

export const toTeacherInput = (values: Values, id?: number): TeacherInput => ({
  id,
  name: values.name.trim(),
  account: values.account.trim(),
  gender: values.gender,
  phone: values.phone?.trim() ?? "",
  subject: values.subject?.trim() ?? "",
  isAdmin: values.isAdmin ?? false,
  idCard: idCardInput(values),
});

/** Adds or edits a teacher and their sign-in account. */
export function TeacherDrawer({ open, teacher, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const initialValues: Partial<Values> = teacher
    ? {
        name: teacher.name,
        account: teacher.account ?? "",
        gender: teacher.gender ?? undefined,
        phone: teacher.phone ?? "",
        subject: teacher.subject ?? "",
        isAdmin: teacher.isAdmin,
      }
    : { isAdmin: false };
  return (
    <PersonDrawer<Values>
      open={open}
      title={teacher ? t("people.teachers.editTitle", { name: teacher.name }) : t("people.teachers.addTitle")}
      initialValues={initialValues}
      save={(values) => saveTeacher(toTeacherInput(values, teacher?.id))}
      onSaved={onSaved}
      onClose={onClose}
      testId="teacher-drawer"
    >
      <Form.Item name="name" label={t("people.common.name")} rules={nameRules(t)}>
        <Input maxLength={30} autoComplete="off" data-testid="teacher-name" />
      </Form.Item>
      <Form.Item
        name="account"
        label={t("people.common.account")}
        rules={accountRules(t)}
        extra={t("people.rules.accountHint")}
      >
        <Input maxLength={12} autoComplete="off" data-testid="teacher-account" />
      </Form.Item>
      <Form.Item name="gender" label={t("people.common.gender")}>
        <Radio.Group
          options={[
            { value: 1, label: t("people.common.male") },
            { value: 2, label: t("people.common.female") },
          ]}
        />
      </Form.Item>
      <Form.Item name="phone" label={t("people.teachers.phone")} rules={mobileRules(t)}>
        <Input maxLength={11} inputMode="numeric" autoComplete="off" data-testid="teacher-phone" />
      </Form.Item>
      <Form.Item name="subject" label={t("people.teachers.subject")} rules={subjectRules(t)}>
        <Input maxLength={20} data-testid="teacher-subject" />
      </Form.Item>
      <Form.Item
        name="isAdmin"
        label={t("people.teachers.isAdmin")}
        valuePropName="checked"
        extra={t("people.teachers.isAdminHint")}
      >
        <Switch data-testid="teacher-admin" />
      </Form.Item>
      <IdCardField kind="teacher" id={teacher?.id} masked={teacher?.idCard ?? null} />
      {teacher ? <TeacherDuties teacherId={teacher.id} /> : null}
    </PersonDrawer>
  );
}
