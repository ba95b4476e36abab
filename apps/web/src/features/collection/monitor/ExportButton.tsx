import { DownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A download button with a busy state and a message either way. */
export function ExportButton({ run, testId }: { run: () => Promise<unknown>; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
      void message.success(t("appMonitor.monitor.exported"));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void click()} data-testid={testId}>
      {t("appMonitor.monitor.export")}
    </Button>
  );
}
