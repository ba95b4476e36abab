import { DownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  run: () => Promise<unknown>;
  testId: string;
  /** i18n keys of the button's label and of the message once downloaded (the monitor's by default). */
  labelKey?: ParseKeys;
  doneKey?: ParseKeys;
};

/** A download button with a busy state and a message either way. */
export function ExportButton({
  run,
  testId,
  labelKey = "appMonitor.monitor.export",
  doneKey = "appMonitor.monitor.exported",
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
      void message.success(t(doneKey));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void click()} data-testid={testId}>
      {t(labelKey)}
    </Button>
  );
}
