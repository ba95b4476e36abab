import type { TaskItem } from "@eos/contracts";
import { DatePicker, Form, Input, Radio, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import { EditDrawer } from "./EditDrawer.tsx";
import { FormSelect } from "./FormSelect.tsx";
import { saveTask } from "./scenesApi.ts";
import { TaskFillersField } from "./TaskFillersField.tsx";
import { TaskRemindersField } from "./TaskRemindersField.tsx";
import { TaskSubjectField } from "./TaskSubjectField.tsx";
import { fillerLabel, joinTimeLabel, recurrenceLabel } from "./taskFormat.ts";
import { rangeRule, type TaskValues, taskValuesOf, toTaskInput } from "./taskValues.ts";

type Props = {
  open: boolean;
  sceneId: number;
  /** The task being edited; null to add one. */
  task: TaskItem | null;
  onClose: () => void;
  onSaved: () => void;
};

const choices = [0, 1, 2] as const;
const classKinds = ["class"] as const;

/** Adds or edits a task of a scene: its form, who fills it, for which classes, when, and how often. */
export function TaskDrawer({ open, sceneId, task, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <EditDrawer<TaskValues, { id: number }>
      open={open}
      title={task ? t("scenes.taskDrawer.editTitle", { name: task.name }) : t("scenes.taskDrawer.addTitle")}
      initialValues={taskValuesOf(task)}
      save={(values) => saveTask(toTaskInput(values, sceneId, task))}
      onSaved={onSaved}
      onClose={onClose}
      testIdPrefix="task"
    >
      <Form.Item
        name="name"
        label={t("scenes.taskDrawer.name")}
        rules={[{ required: true, whitespace: true, message: t("scenes.taskDrawer.nameRequired") }]}
      >
        <Input maxLength={60} autoComplete="off" data-testid="task-name" />
      </Form.Item>
      <Form.Item
        name="formId"
        label={t("scenes.taskDrawer.form")}
        rules={[{ required: true, message: t("scenes.taskDrawer.formRequired") }]}
      >
        <FormSelect
          current={task ? { id: task.formId, name: task.formName } : undefined}
          data-testid="task-form"
        />
      </Form.Item>
      <TaskSubjectField />
      {/* A teacher task is about every teacher: it names no classes. */}
      <Form.Item noStyle dependencies={["subjectType"]}>
        {({ getFieldValue }) => (
          <Form.Item
            name="classIds"
            label={t("scenes.taskDrawer.classes")}
            hidden={getFieldValue("subjectType") === 0}
          >
            <OrgTreePicker
              multiple
              kinds={classKinds}
              placeholder={t("scenes.taskDrawer.classesPlaceholder")}
              data-testid="task-classes"
            />
          </Form.Item>
        )}
      </Form.Item>
      {/* One "who fills" section: whom the task reaches, then, optionally, only some of them. */}
      <Form.Item label={t("scenes.taskDrawer.filler")}>
        <Form.Item name="fillerType" noStyle>
          <Radio.Group aria-label={t("scenes.taskDrawer.filler")}>
            {choices.map((n) => (
              <Radio key={n} value={n} data-testid={`task-filler-${n}`}>
                {fillerLabel(t, n)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <div className="eos-task-fillers-hint">{t("scenes.taskDrawer.fillerHint")}</div>
        <Form.Item noStyle dependencies={["fillerType", "subjectType"]}>
          {({ getFieldValue }) => (
            <div className="eos-task-fillers-narrow">
              <Typography.Text strong>{t("taskFillers.section")}</Typography.Text>
              <Typography.Paragraph type="secondary" className="eos-task-fillers-narrow__hint">
                {t("taskFillers.sectionHint")}
              </Typography.Paragraph>
              <Form.Item name="fillers" noStyle>
                <TaskFillersField
                  fillerType={getFieldValue("fillerType") ?? 0}
                  withClasses={getFieldValue("subjectType") !== 0}
                />
              </Form.Item>
            </div>
          )}
        </Form.Item>
      </Form.Item>
      <Form.Item name="joinTimeType" label={t("scenes.taskDrawer.joinTime")}>
        <Radio.Group>
          {choices.map((n) => (
            <Radio key={n} value={n} data-testid={`task-join-${n}`}>
              {joinTimeLabel(t, n)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle dependencies={["joinTimeType"]}>
        {({ getFieldValue }) =>
          getFieldValue("joinTimeType") === 2 ? (
            <Form.Item name="range" label={t("scenes.taskDrawer.range")} rules={[rangeRule(t)]} required>
              <DatePicker.RangePicker
                showTime={{ format: "HH:mm" }}
                format="YYYY-MM-DD HH:mm"
                allowEmpty={[true, true]}
                placeholder={[t("scenes.taskDrawer.start"), t("scenes.taskDrawer.end")]}
                style={{ width: "100%" }}
                data-testid="task-range"
              />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="recurrence" label={t("scenes.taskDrawer.recurrence")}>
        <Radio.Group>
          {choices.map((n) => (
            <Radio key={n} value={n} data-testid={`task-recurrence-${n}`}>
              {recurrenceLabel(t, n)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="reminders" label={t("taskFillers.reminders")} extra={t("taskFillers.remindersHint")}>
        <TaskRemindersField />
      </Form.Item>
      <Form.Item
        name="needReview"
        label={t("scenes.taskDrawer.needReview")}
        valuePropName="checked"
        extra={t("scenes.taskDrawer.needReviewHint")}
      >
        <Switch data-testid="task-need-review" />
      </Form.Item>
      <Form.Item name="description" label={t("scenes.taskDrawer.description")}>
        <Input.TextArea
          maxLength={500}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          data-testid="task-description"
        />
      </Form.Item>
    </EditDrawer>
  );
}
