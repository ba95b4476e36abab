import { Form, Radio } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Whom a task's fills are about: students of its classes, or the filling teacher themself (a teacher task,
 * scored by teacher growth models). Choosing teachers makes teachers the fillers and clears the classes, which a
 * teacher task does not take; review stays as chosen (staff review teachers' own fills).
 */
export function TaskSubjectField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.Item name="subjectType" label={t("teaGrowth.task.subject")} extra={t("teaGrowth.task.subjectHint")}>
      <Radio.Group
        onChange={(e) => {
          if (e.target.value === 0) form.setFieldsValue({ fillerType: 0, classIds: [] });
        }}
      >
        <Radio value={1} data-testid="task-subject-1">
          {t("teaGrowth.task.students")}
        </Radio>
        <Radio value={0} data-testid="task-subject-0">
          {t("teaGrowth.task.teachers")}
        </Radio>
      </Radio.Group>
    </Form.Item>
  );
}
