import { DownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Runs a download with a busy state and a message either way. */
export function UsageExportButton({ run, testId }: { run: () => Promise<unknown>; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
      void message.success(t("usage.schools.exported"));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void click()} data-testid={testId}>
      {t("usage.schools.export")}
    </Button>
  );
}
