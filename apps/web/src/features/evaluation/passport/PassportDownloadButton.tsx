import { DownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../useEvalWrite.ts";

type Props = {
  label: string;
  download: () => Promise<number>;
  disabled?: boolean;
  block?: boolean;
  testId: string;
};

/** Fetches a passport file (a PDF or a class's zip) and tells the user when the server refuses. */
export function PassportDownloadButton({ label, download, disabled, block, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await download();
      void message.success(t("passport.downloaded"));
    } catch (error) {
      void message.error(errorText(error, t("passport.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      block={block}
      onClick={() => void click()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
