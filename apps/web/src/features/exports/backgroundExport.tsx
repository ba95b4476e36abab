import { CloudDownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { get } from "../../api/request.ts";
import { DOWNLOADS_PATH } from "./exportsApi.ts";

/**
 * Starts an export in the background (its route with async=1 answers the job's id) and tells the person where
 * the file will be: a message with a link to the Downloads page. Errors are shown by the request itself.
 */
export function useBackgroundExport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async (url: string, params: Record<string, string | number | undefined>) => {
    setStarting(true);
    try {
      const started = await get<{ jobId: number }>(url, { ...params, async: 1 });
      void message.success({
        key: `export-${started.jobId}`,
        duration: 8,
        content: (
          <span data-testid="export-started">
            {t("exports.started")}{" "}
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(DOWNLOADS_PATH)}
              data-testid="export-open-downloads"
            >
              {t("exports.open")}
            </Button>
          </span>
        ),
      });
      return started.jobId;
    } catch {
      return null;
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}

type NoticeProps = {
  url: string;
  params: Record<string, string | number | undefined>;
  testId?: string;
};

/** The "Export in background" button beside an export button. */
export function BackgroundExportNotice({ url, params, testId = "export-background" }: NoticeProps) {
  const { t } = useTranslation();
  const { start, starting } = useBackgroundExport();
  return (
    <Button
      icon={<CloudDownloadOutlined />}
      loading={starting}
      onClick={() => void start(url, params)}
      data-testid={testId}
    >
      {t("exports.background")}
    </Button>
  );
}
