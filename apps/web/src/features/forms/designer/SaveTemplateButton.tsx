import { CopyOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { post } from "../../../api/request.ts";
import { templatesKey } from "../list/formsListApi.ts";

type Props = { formId: number; name: string; saveFirst: () => Promise<unknown> };

/** Saves the form as it is now (after saving the draft) as one of the school's templates. */
export function SaveTemplateButton({ formId, name, saveFirst }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = value?.trim();
    if (!text) return;
    setBusy(true);
    try {
      await saveFirst();
      await post("/v3/eos/form/template/save", { formId, name: text }, { json: true });
      void message.success(t("formsDesigner.templates.saved"));
      await queryClient.invalidateQueries({ queryKey: templatesKey });
      setValue(null);
    } catch {
      // The client has told the user why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<CopyOutlined />} onClick={() => setValue(name)} data-testid="designer-save-template">
        {t("formsDesigner.templates.saveAs")}
      </Button>
      <Modal
        open={value !== null}
        title={t("formsDesigner.templates.saveTitle")}
        okText={t("formsDesigner.templates.ok")}
        cancelText={t("formsDesigner.templates.cancel")}
        confirmLoading={busy}
        onCancel={() => setValue(null)}
        onOk={() => void submit()}
        okButtonProps={{ disabled: !value?.trim(), "data-testid": "save-template-ok" } as never}
        destroyOnHidden
      >
        <Input
          aria-label={t("formsDesigner.templates.name")}
          placeholder={t("formsDesigner.templates.nameRequired")}
          value={value ?? ""}
          maxLength={100}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={() => void submit()}
          data-testid="save-template-name"
        />
      </Modal>
    </>
  );
}
