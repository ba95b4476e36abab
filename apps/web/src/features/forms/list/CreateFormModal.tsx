import { DeleteOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, List, Modal, Popconfirm, Select, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  createForm,
  createFromTemplate,
  deleteTemplate,
  type FormTemplate,
  fetchTemplates,
  templatesKey,
} from "./formsListApi.ts";

type Props = { open: boolean; onClose: () => void; onCreated: (id: number) => void };
type Values = { name: string; template: string };

const BLANK = "";

/** Asks for the new form's name and what to start from (blank or a template), creates it, hands its id on. */
export function CreateFormModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const templates = useQuery({ queryKey: templatesKey, queryFn: fetchTemplates, enabled: open });
  const mine = (templates.data ?? []).filter((x) => !x.builtin);

  const submit = async () => {
    const { name, template } = await form.validateFields();
    setBusy(true);
    try {
      const { id } = template
        ? await createFromTemplate(template, name.trim())
        : await createForm(name.trim());
      form.resetFields();
      onCreated(id);
    } catch {
      // The client has told the user why.
    } finally {
      setBusy(false);
    }
  };
  const remove = async (x: FormTemplate) => {
    await deleteTemplate(x.id);
    if (form.getFieldValue("template") === x.id) form.setFieldValue("template", BLANK);
    void message.success(t("formsDesigner.templates.deleted"));
    await queryClient.invalidateQueries({ queryKey: templatesKey });
  };
  const label = (x: FormTemplate) => (
    <span>
      {x.name}{" "}
      <Tag>{x.builtin ? t("formsDesigner.templates.builtin") : t("formsDesigner.templates.mine")}</Tag>
      <Typography.Text type="secondary">
        {t("formsDesigner.templates.fields", { count: x.itemCount })}
      </Typography.Text>
    </span>
  );

  return (
    <Modal
      open={open}
      title={t("formsDesigner.list.createTitle")}
      okText={t("formsDesigner.list.create_ok")}
      cancelText={t("formsDesigner.list.cancel")}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ "data-testid": "forms-create-ok" } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ template: BLANK }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label={t("formsDesigner.list.name")}
          rules={[
            { required: true, whitespace: true, message: t("formsDesigner.list.nameRequired") },
            { max: 100 },
          ]}
        >
          <Input placeholder={t("formsDesigner.list.namePlaceholder")} data-testid="forms-create-name" />
        </Form.Item>
        <Form.Item name="template" label={t("formsDesigner.templates.startFrom")}>
          <Select
            data-testid="forms-create-template"
            loading={templates.isLoading}
            onChange={(value: string) => {
              const chosen = templates.data?.find((x) => x.id === value);
              if (chosen && !form.getFieldValue("name")) form.setFieldValue("name", chosen.name);
            }}
            options={[
              { value: BLANK, label: t("formsDesigner.templates.blank") },
              ...(templates.data ?? []).map((x) => ({ value: x.id, label: label(x) })),
            ]}
          />
        </Form.Item>
      </Form>
      <Typography.Text strong>{t("formsDesigner.templates.manage")}</Typography.Text>
      <List
        size="small"
        data-testid="forms-templates"
        locale={{ emptyText: t("formsDesigner.templates.none") }}
        dataSource={mine}
        renderItem={(x) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title={t("formsDesigner.templates.deleteTitle", { name: x.name })}
                description={t("formsDesigner.templates.deleteHint")}
                okText={t("formsDesigner.templates.delete")}
                cancelText={t("formsDesigner.templates.cancel")}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(x)}
              >
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t("formsDesigner.templates.delete")}
                />
              </Popconfirm>,
            ]}
          >
            {x.name}
          </List.Item>
        )}
      />
    </Modal>
  );
}
