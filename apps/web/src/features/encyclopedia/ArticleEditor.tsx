import type { EncyclopediaType } from "@eos/contracts";
import { App, Button, Form, Input, Modal, Select, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../evaluation/index.ts";
import { uploadFile } from "../forms/index.ts";
import { ArticleBody } from "./ArticleBody.tsx";
import { saveArticle } from "./encyclopediaApi.ts";

type Values = { typeId: number; title: string; body: string };

type Props = {
  types: EncyclopediaType[];
  article: (Values & { id?: number }) | null;
  onClose: (changed: boolean) => void;
};

/** Adds or edits an article (administrators): HTML the server sanitises, images uploaded through the files API. */
export function ArticleEditor({ types, article, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const body = Form.useWatch("body", form) ?? article?.body ?? "";
  const insertImage = async (file: File) => {
    try {
      const ref = await uploadFile(file, "image", () => undefined);
      form.setFieldValue(
        "body",
        `${form.getFieldValue("body") ?? ""}<p><img src="/api/oss/file/${ref.id}" alt="${file.name.replace(/["<>&]/g, "")}"></p>`,
      );
    } catch (e) {
      message.error(errorText(e, t("encyclopedia.failed")));
    }
  };
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await saveArticle({ ...v, id: article?.id });
      message.success(t("encyclopedia.saved"));
      onClose(true);
    } catch (e) {
      message.error(errorText(e, t("encyclopedia.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={860}
      title={article?.id ? t("encyclopedia.editArticle") : t("encyclopedia.addArticle")}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "encyclopedia-article-save" } as never}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={article ?? { typeId: types[0]?.id, title: "", body: "" }}
        onFinish={submit}
      >
        <Form.Item
          name="typeId"
          label={t("encyclopedia.articleType")}
          rules={[{ required: true, message: t("encyclopedia.required") }]}
        >
          <Select options={types.map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t("encyclopedia.articleTitle")}
          rules={[{ required: true, whitespace: true, message: t("encyclopedia.required") }]}
        >
          <Input maxLength={100} data-testid="encyclopedia-article-title" />
        </Form.Item>
        <Form.Item name="body" label={t("encyclopedia.articleBody")}>
          <Input.TextArea rows={8} data-testid="encyclopedia-article-body-input" />
        </Form.Item>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(f) => {
            void insertImage(f);
            return false;
          }}
        >
          <Button>{t("encyclopedia.insertImage")}</Button>
        </Upload>
        <h4 style={{ marginTop: 16 }}>{t("encyclopedia.preview")}</h4>
        <ArticleBody html={body} />
      </Form>
    </Modal>
  );
}
