import { DownloadOutlined } from "@ant-design/icons";
import { App, Button, InputNumber, Segmented } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  downloadMonitor,
  type MonitorKind,
  type MonitorSettings,
  minCountRange,
  thresholdRange,
} from "./monitorApi.ts";

type Props = { settings: MonitorSettings; onChange: (settings: MonitorSettings) => void };

const applyDelay = 400;

/** The current kind's number (duplicates and out-of-range values have none), applied a moment after the last keystroke (or at once on Enter). */
function SettingInput({ settings, onChange }: Props) {
  if (settings.kind === "duplicate" || settings.kind === "outOfRange") return null;
  return <NumberSetting settings={settings} onChange={onChange} />;
}

function NumberSetting({ settings, onChange }: Props) {
  const { t } = useTranslation();
  const low = settings.kind === "lowCompletion";
  const field = low ? "threshold" : "minCount";
  const range = low ? thresholdRange : minCountRange;
  const applied = settings[field];
  const [draft, setDraft] = useState<number | null>(applied);
  const valid = draft !== null && Number.isInteger(draft) && draft >= range.min && draft <= range.max;
  const apply = () => {
    if (valid && draft !== applied) onChange({ ...settings, [field]: draft });
  };
  useEffect(() => {
    if (!valid || draft === applied) return;
    const timer = setTimeout(apply, applyDelay);
    return () => clearTimeout(timer);
  }, [draft]);
  return (
    <InputNumber<number>
      className="eos-monitor-setting"
      min={range.min}
      max={range.max}
      precision={0}
      value={draft}
      status={valid ? undefined : "error"}
      onChange={setDraft}
      onPressEnter={apply}
      prefix={
        <span className="eos-monitor-setting__label">
          {t(low ? "monitor.page.threshold" : "monitor.page.minCount")}
        </span>
      }
      aria-label={t(low ? "monitor.page.threshold" : "monitor.page.minCount")}
      data-testid={low ? "monitor-threshold" : "monitor-min-count"}
    />
  );
}

/** Downloads the current kind's findings under the current setting, with a message either way. */
function ExportButton({ settings }: { settings: MonitorSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadMonitor(settings, `${t("monitor.page.exportFile")}.xlsx`);
      void message.success(t("monitor.page.exported"));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void run()}
      data-testid="monitor-export"
    >
      {t("monitor.page.export")}
    </Button>
  );
}

/** Which finding to look at, its setting and the export. */
export function MonitorToolbar({ settings, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="eos-people-filters eos-monitor-toolbar">
      <Segmented<MonitorKind>
        value={settings.kind}
        aria-label={t("monitor.page.kind")}
        onChange={(kind) => onChange({ ...settings, kind })}
        options={[
          { value: "lowCompletion", label: t("monitor.page.lowCompletion") },
          { value: "bulk", label: t("monitor.page.bulk") },
          { value: "duplicate", label: t("monitor.page.duplicate") },
          { value: "outOfRange", label: t("monitor.page.outOfRange") },
        ]}
        data-testid="monitor-kind"
      />
      <SettingInput key={settings.kind} settings={settings} onChange={onChange} />
      <ExportButton settings={settings} />
    </div>
  );
}
