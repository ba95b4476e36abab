import type { CourseMain } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Drawer, Form, Input, InputNumber, Select, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type CourseMainForm, courseKeys, fetchCatalogue, fetchGrades, fetchScenes } from "./courseApi.ts";
import { TeacherSelect } from "./TeacherSelect.tsx";

type Props = {
  editing: CourseMain | "new" | null;
  onClose: () => void;
  onSave: (values: CourseMainForm) => Promise<boolean>;
};

/** The course main's form in a drawer: name, subject, type, description, hours, grades, places, teachers, scene. */
export function CourseMainDrawer({ editing, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CourseMainForm>();
  const open = editing !== null;
  const subjects = useQuery({
    queryKey: courseKeys.catalogue("subject"),
    queryFn: () => fetchCatalogue("subject"),
    enabled: open,
  });
  const types = useQuery({
    queryKey: courseKeys.catalogue("courseType"),
    queryFn: () => fetchCatalogue("courseType"),
    enabled: open,
  });
  const grades = useQuery({ queryKey: courseKeys.grades, queryFn: fetchGrades, enabled: open });
  const scenes = useQuery({ queryKey: courseKeys.scenes, queryFn: fetchScenes, enabled: open });
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing !== "new") form.setFieldsValue({ ...editing, sceneId: editing.sceneId ?? null });
  }, [editing, form]);
  const required = [{ required: true, message: t("course.mains.required") }];
  const known =
    editing && editing !== "new"
      ? editing.teacherIds.map((id, i) => ({ value: id, label: editing.teacherNames[i] }))
      : [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={editing === "new" ? t("course.mains.addTitle") : t("course.mains.editTitle")}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("course.cancel")}</Button>
          <Button type="primary" onClick={() => form.submit()} data-testid="main-save">
            {t("course.save")}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ hours: 16, capacity: 30, gradeIds: [], teacherIds: [], sceneId: null }}
        onFinish={async (v) => {
          const id = editing && editing !== "new" ? editing.id : undefined;
          if (await onSave({ ...v, id })) onClose();
        }}
      >
        <Form.Item name="name" label={t("course.name")} rules={[...required, { whitespace: true, max: 60 }]}>
          <Input data-testid="main-name" />
        </Form.Item>
        <Form.Item name="subjectId" label={t("course.mains.subject")} rules={required}>
          <Select
            data-testid="main-subject"
            options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            loading={subjects.isFetching}
          />
        </Form.Item>
        <Form.Item name="typeId" label={t("course.mains.type")} rules={required}>
          <Select
            data-testid="main-type"
            options={(types.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            loading={types.isFetching}
          />
        </Form.Item>
        <Form.Item name="description" label={t("course.mains.description")} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="hours" label={t("course.mains.hours")} rules={required}>
            <InputNumber min={1} max={1000} precision={0} data-testid="main-hours" />
          </Form.Item>
          <Form.Item name="capacity" label={t("course.mains.capacity")} rules={required}>
            <InputNumber min={1} max={5000} precision={0} data-testid="main-capacity" />
          </Form.Item>
        </Space>
        <Form.Item name="gradeIds" label={t("course.mains.grades")}>
          <Select
            mode="multiple"
            options={(grades.data ?? []).map((g) => ({ value: g.id, label: g.label }))}
          />
        </Form.Item>
        <Form.Item name="teacherIds" label={t("course.mains.teachers")}>
          <TeacherSelect known={known} testId="main-teachers" />
        </Form.Item>
        <Form.Item name="sceneId" label={t("course.mains.scene")}>
          <Select
            options={[
              { value: null, label: t("course.mains.noScene") },
              ...(scenes.data ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
