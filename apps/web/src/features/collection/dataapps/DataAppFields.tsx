import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Input, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import { DataAppConditions } from "./DataAppConditions.tsx";
import { fixedColumns } from "./dataAppForm.ts";
import { dataAppKeys, fetchDataAppItems, fetchDataAppTasks } from "./dataAppsApi.ts";

const classKinds = ["class"] as const;

/** The drawer's fields; the columns, conditions and sort offer the items of the chosen task's form. */
export function DataAppFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const taskId = Form.useWatch("taskId", form) as number | undefined;
  const tasks = useQuery({ queryKey: dataAppKeys.tasks, queryFn: fetchDataAppTasks });
  const items = useQuery({
    queryKey: dataAppKeys.items(taskId ?? 0),
    queryFn: () => fetchDataAppItems(taskId as number),
    enabled: taskId !== undefined,
  });
  const columnOptions = [
    ...fixedColumns.map((c) => ({ value: c, label: t(`dataApps.fixed.${c}`) })),
    ...(items.data ?? []).map((i) => ({ value: `item:${i.id}`, label: i.name })),
  ];
  return (
    <>
      <Form.Item
        name="name"
        label={t("dataApps.drawer.name")}
        rules={[{ required: true, whitespace: true, message: t("dataApps.drawer.nameRequired") }]}
      >
        <Input maxLength={100} autoComplete="off" data-testid="data-app-name" />
      </Form.Item>
      <Form.Item
        name="taskId"
        label={t("dataApps.drawer.task")}
        rules={[{ required: true, message: t("dataApps.drawer.taskRequired") }]}
      >
        <Select
          showSearch={{ optionFilterProp: "label" }}
          loading={tasks.isLoading}
          placeholder={t("dataApps.drawer.taskPlaceholder")}
          options={(tasks.data?.list ?? []).map((task) => ({ value: task.taskId, label: task.taskName }))}
          onChange={() =>
            form.setFieldsValue({ conditions: [], columns: [...fixedColumns], sortColumn: "filledAt" })
          }
          data-testid="data-app-task"
        />
      </Form.Item>
      <Form.Item
        name="columns"
        label={t("dataApps.drawer.columns")}
        rules={[{ required: true, type: "array", min: 1, message: t("dataApps.drawer.columnsRequired") }]}
      >
        <Select
          mode="multiple"
          loading={items.isFetching}
          options={columnOptions}
          data-testid="data-app-columns"
        />
      </Form.Item>
      <Form.Item name="classIds" label={t("dataApps.drawer.classes")}>
        <OrgTreePicker
          multiple
          kinds={classKinds}
          placeholder={t("dataApps.drawer.classesPlaceholder")}
          data-testid="data-app-classes"
        />
      </Form.Item>
      <Form.Item name="dates" label={t("dataApps.drawer.dates")}>
        <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="data-app-dates" />
      </Form.Item>
      <DataAppConditions items={items.data ?? []} />
      <Form.Item label={t("dataApps.drawer.sort")}>
        <Space.Compact block>
          <Form.Item name="sortColumn" noStyle>
            <Select options={columnOptions} style={{ width: "65%" }} aria-label={t("dataApps.drawer.sort")} />
          </Form.Item>
          <Form.Item name="sortOrder" noStyle>
            <Select
              style={{ width: "35%" }}
              aria-label={t("dataApps.drawer.sort")}
              options={[
                { value: "asc", label: t("dataApps.drawer.asc") },
                { value: "desc", label: t("dataApps.drawer.desc") },
              ]}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
