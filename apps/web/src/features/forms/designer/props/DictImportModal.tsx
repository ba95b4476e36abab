import { UploadOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Modal, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveDict } from "../designerApi.ts";
import { parseDictRows } from "../dictRows.ts";

type Props = { open: boolean; initialType: string; onClose: () => void; onImported: (type: string) => void };

/** Imports a school dictionary (dict/save) from pasted rows or an uploaded .csv/.txt file. */
export function DictImportModal({ open, initialType, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [type, setType] = useState(initialType);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const parsed = parseDictRows(text);
  const ready = type.trim() !== "" && parsed.entries.length > 0 && parsed.problems.length === 0;

  const submit = async () => {
    setBusy(true);
    try {
      await saveDict(type.trim(), parsed.entries);
      void message.success(t("formsDesigner.cascade.imported", { count: parsed.entries.length }));
      setText("");
      onImported(type.trim());
    } catch {
      // The client has told the user why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("formsDesigner.cascade.importTitle")}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !ready, "data-testid": "dict-import-ok" } as never}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t("formsDesigner.cascade.importType")}>
          <Input
            aria-label={t("formsDesigner.cascade.importType")}
            value={type}
            onChange={(e) => setType(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t("formsDesigner.cascade.importRows")} help={t("formsDesigner.cascade.editHint")}>
          <Input.TextArea
            aria-label={t("formsDesigner.cascade.importRows")}
            value={text}
            autoSize={{ minRows: 6, maxRows: 14 }}
            className="eos-designer-code"
            onChange={(e) => setText(e.target.value)}
            data-testid="dict-import-rows"
          />
        </Form.Item>
        <Upload
          accept=".csv,.txt,text/csv,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then(setText);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t("formsDesigner.cascade.upload")}</Button>
        </Upload>
        <ul className="eos-designer-messages">
          {parsed.problems.map((x) => (
            <li key={`${x.line}-${x.reason}`}>
              <Typography.Text type="danger">
                {t("formsDesigner.cascade.parseError", {
                  line: x.line,
                  reason: t(`formsDesigner.cascade.${x.reason}`, { code: x.code }),
                })}
              </Typography.Text>
            </li>
          ))}
        </ul>
        {parsed.entries.length > 0 ? (
          <Typography.Text type="secondary">
            {t("formsDesigner.cascade.entries", { count: parsed.entries.length })}
          </Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
