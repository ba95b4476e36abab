import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { PracticeActivity } from "@eos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
  TreeSelect,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type ActivityInput, fetchOrgTree, fetchTasks, practiceKeys, saveActivity } from "./practiceApi.ts";

type Values = {
  name: string;
  description?: string;
  maxNum: number;
  joinTimeType: number;
  range?: [Dayjs, Dayjs];
  orgIds: number[];
  tasks?: { name: string; content?: string }[];
};

const MINUTE = "YYYY-MM-DD HH:mm";

type Props = { open: boolean; editing: PracticeActivity | null; onClose: () => void };

/** Adds or edits an activity: places, sign-up kind (and period), the grades and classes, its tasks. */
export function ActivityDrawer({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const joinTimeType = Form.useWatch("joinTimeType", form);
  const tree = useQuery({ queryKey: practiceKeys.orgTree, queryFn: fetchOrgTree, enabled: open });
  const tasks = useQuery({
    queryKey: practiceKeys.tasks(editing?.id ?? 0),
    queryFn: () => fetchTasks(editing?.id ?? 0),
    enabled: open && editing !== null,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        name: editing.name,
        description: editing.description,
        maxNum: editing.maxNum,
        joinTimeType: editing.joinTimeType,
        range:
          editing.joinStart && editing.joinEnd
            ? [dayjs(editing.joinStart, MINUTE), dayjs(editing.joinEnd, MINUTE)]
            : undefined,
        orgIds: editing.orgIds,
      });
  }, [open, editing, form]);
  useEffect(() => {
    if (open && editing && tasks.data)
      form.setFieldsValue({ tasks: tasks.data.list.map((x) => ({ name: x.name, content: x.content })) });
  }, [open, editing, tasks.data, form]);

  const save = useMutation({
    mutationFn: (input: ActivityInput) => saveActivity(input),
    onSuccess: async () => {
      message.success(t("practice.drawer.saved"));
      await client.invalidateQueries({ queryKey: practiceKeys.all });
      onClose();
    },
  });
  const submit = (v: Values) =>
    save.mutate({
      id: editing?.id,
      name: v.name,
      description: v.description ?? "",
      maxNum: v.maxNum,
      joinTimeType: v.joinTimeType,
      joinStart: v.joinTimeType === 2 && v.range ? v.range[0].format(MINUTE) : null,
      joinEnd: v.joinTimeType === 2 && v.range ? v.range[1].format(MINUTE) : null,
      orgIds: v.orgIds,
      tasks: (v.tasks ?? []).map((x) => ({ name: x.name, content: x.content ?? "" })),
    });
  const treeData = (tree.data ?? []).map((g) => ({
    value: g.id,
    title: g.name,
    children: g.children.map((c) => ({ value: c.id, title: c.name })),
  }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={editing ? t("practice.drawer.editTitle") : t("practice.drawer.addTitle")}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("practice.drawer.cancel")}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="practice-save"
          >
            {t("practice.drawer.save")}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ maxNum: 0, joinTimeType: 0, orgIds: [], tasks: [] }}
        data-testid="practice-drawer"
      >
        <Form.Item
          name="name"
          label={t("practice.drawer.name")}
          rules={[{ required: true, whitespace: true, message: t("practice.drawer.nameRequired") }]}
        >
          <Input maxLength={60} data-testid="practice-name" />
        </Form.Item>
        <Form.Item name="description" label={t("practice.drawer.description")}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
        <Form.Item name="maxNum" label={t("practice.drawer.maxNum")} extra={t("practice.drawer.maxNumHint")}>
          <InputNumber
            min={0}
            max={100000}
            precision={0}
            style={{ width: "100%" }}
            data-testid="practice-max"
          />
        </Form.Item>
        <Form.Item name="joinTimeType" label={t("practice.drawer.joinType")}>
          <Radio.Group
            options={[0, 1, 2].map((k) => ({
              value: k,
              label: t(`practice.joinTypes.${k as 0 | 1 | 2}`),
            }))}
            data-testid="practice-join-type"
          />
        </Form.Item>
        {joinTimeType === 1 && !editing ? (
          <Alert type="info" showIcon title={t("practice.drawer.closedHint")} style={{ marginBottom: 16 }} />
        ) : null}
        {joinTimeType === 2 ? (
          <Form.Item
            name="range"
            label={t("practice.drawer.range")}
            rules={[{ required: true, message: t("practice.drawer.rangeRequired") }]}
          >
            <DatePicker.RangePicker
              showTime={{ format: "HH:mm" }}
              format={MINUTE}
              style={{ width: "100%" }}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="orgIds"
          label={t("practice.drawer.orgs")}
          rules={[{ required: true, type: "array", min: 1, message: t("practice.drawer.orgsRequired") }]}
        >
          <TreeSelect
            treeData={treeData}
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            loading={tree.isFetching}
            treeDefaultExpandAll
            data-testid="practice-orgs"
          />
        </Form.Item>
        <Form.List name="tasks">
          {(fields, { add, remove }) => (
            <Form.Item label={t("practice.drawer.tasks")}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: "flex" }}>
                  <Form.Item
                    name={[field.name, "name"]}
                    rules={[{ required: true, whitespace: true, message: "" }]}
                  >
                    <Input placeholder={t("practice.drawer.taskName")} maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[field.name, "content"]}>
                    <Input placeholder={t("practice.drawer.taskContent")} maxLength={500} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()} block>
                {t("practice.drawer.addTask")}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
