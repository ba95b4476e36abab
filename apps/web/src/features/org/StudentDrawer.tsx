import { Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import type { StudentItem } from "../../components/memberApi.ts";
import { OrgTreePicker } from "../../components/OrgTreePicker.tsx";
import { IdCardField, type IdCardValues, idCardInput } from "./IdCardField.tsx";
import { PersonDrawer } from "./PersonDrawer.tsx";
import { type StudentInput, saveStudent } from "./peopleApi.ts";
import { accountRules, classRules, nameRules, studentNoRules } from "./peopleRules.ts";
import { StudentParents } from "./StudentParents.tsx";

type Values = IdCardValues & {
  name: string;
  account: string;
  studentNo: string;
  classId: number;
  gender?: number;
};

type Props = {
  open: boolean;
  /** The student being edited; null to add one. */
  student: StudentItem | null;
  /** The class a new student starts in (the list's class filter). */
  defaultClassId?: number;
  onClose: () => void;
  onSaved: () => void;
};

const classOnly = ["class"] as const;

export const toStudentInput = (values: Values, id?: number): StudentInput => ({
  id,
  name: values.name.trim(),
  account: values.account.trim(),
  studentNo: values.studentNo.trim(),
  classId: values.classId,
  gender: values.gender,
  idCard: idCardInput(values),
});

/** Adds or edits a student, their class and their sign-in account. */
export function StudentDrawer({ open, student, defaultClassId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const initialValues: Partial<Values> = student
    ? {
        name: student.name,
        account: student.account ?? "",
        studentNo: student.studentNo,
        classId: student.classId,
        gender: student.gender ?? undefined,
      }
    : { classId: defaultClassId };
  return (
    <PersonDrawer<Values>
      open={open}
      title={student ? t("people.students.editTitle", { name: student.name }) : t("people.students.addTitle")}
      initialValues={initialValues}
      save={(values) => saveStudent(toStudentInput(values, student?.id))}
      onSaved={onSaved}
      onClose={onClose}
      testId="student-drawer"
    >
      <Form.Item name="name" label={t("people.common.name")} rules={nameRules(t)}>
        <Input maxLength={30} autoComplete="off" data-testid="student-name" />
      </Form.Item>
      <Form.Item name="studentNo" label={t("people.students.studentNo")} rules={studentNoRules(t)}>
        <Input maxLength={20} autoComplete="off" data-testid="student-no" />
      </Form.Item>
      <Form.Item name="classId" label={t("people.students.className")} rules={classRules(t)}>
        <OrgTreePicker
          kinds={classOnly}
          placeholder={t("people.students.pickClass")}
          data-testid="student-class"
        />
      </Form.Item>
      <Form.Item
        name="account"
        label={t("people.common.account")}
        rules={accountRules(t)}
        extra={t("people.rules.accountHint")}
      >
        <Input maxLength={12} autoComplete="off" data-testid="student-account" />
      </Form.Item>
      <Form.Item name="gender" label={t("people.common.gender")}>
        <Radio.Group
          options={[
            { value: 1, label: t("people.common.male") },
            { value: 2, label: t("people.common.female") },
          ]}
        />
      </Form.Item>
      <IdCardField kind="student" id={student?.id} masked={student?.idCard ?? null} />
      {student ? <StudentParents studentId={student.id} /> : null}
    </PersonDrawer>
  );
}
