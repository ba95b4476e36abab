import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { TimetableImportResult } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Modal, Space, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadTemplate, errorText, timetableKeys, uploadImport } from "./timetableApi.ts";

type Props = { open: boolean; setId: number; onClose: () => void };

/**
 * Lessons from an .xlsx: the template, a check (dry run) listing each row's problem, then the import, which the
 * server refuses as a whole while any row fails.
 */
export function TimetableImportModal({ open, setId, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [result, setResult] = useState<TimetableImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setResult(null);
    setError(null);
    onClose();
  };
  const run = async (dryRun: boolean) => {
    if (!file) return setError(t("timetable.import.noFile"));
    setBusy(dryRun ? "check" : "import");
    setError(null);
    try {
      const answer = await uploadImport(setId, file, dryRun);
      setResult(answer);
      if (answer.ok && !answer.dryRun) void queryClient.invalidateQueries({ queryKey: timetableKeys.all });
    } catch (e) {
      setError(errorText(e, t("timetable.failed")));
    } finally {
      setBusy(null);
    }
  };
  const template = async () => {
    try {
      await downloadTemplate(setId);
    } catch (e) {
      setError(errorText(e, t("timetable.failed")));
    }
  };
  const imported = result?.ok === true && !result.dryRun;
  return (
    <Modal
      open={open}
      title={t("timetable.import.title")}
      onCancel={close}
      width={720}
      destroyOnHidden
      data-testid="timetable-import"
      footer={
        <Space wrap>
          <Button
            onClick={() => void run(true)}
            loading={busy === "check"}
            disabled={!file || busy !== null || imported}
            data-testid="timetable-import-check"
          >
            {t("timetable.import.check")}
          </Button>
          <Button
            type="primary"
            onClick={() => void run(false)}
            loading={busy === "import"}
            disabled={!file || busy !== null || imported || (result !== null && !result.ok)}
            data-testid="timetable-import-submit"
          >
            {t("timetable.import.submit")}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph type="secondary">{t("timetable.import.hint")}</Typography.Paragraph>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void template()}
            data-testid="timetable-import-template"
          >
            {t("timetable.import.template")}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              setResult(null);
              return false;
            }}
            onRemove={() => {
              setFile(null);
              setResult(null);
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="timetable-import-pick">
              {t("timetable.import.pick")}
            </Button>
          </Upload>
        </Space>
        {error ? <Alert type="error" showIcon message={error} data-testid="timetable-import-error" /> : null}
        {result ? (
          <Alert
            type={result.ok ? "success" : "error"}
            showIcon
            data-testid={
              result.ok
                ? result.dryRun
                  ? "timetable-import-ready"
                  : "timetable-import-done"
                : "timetable-import-failed"
            }
            message={
              result.ok
                ? t(result.dryRun ? "timetable.import.ready" : "timetable.import.done", {
                    rows: result.rows,
                    placed: result.placed,
                  })
                : t("timetable.import.failed", { count: result.problems.length })
            }
          />
        ) : null}
        {result && result.problems.length > 0 ? (
          <Table
            size="small"
            rowKey={(p) => `${p.row}-${p.column}-${p.code}`}
            dataSource={result.problems}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            columns={[
              { key: "row", dataIndex: "row", title: t("timetable.import.row"), width: 70 },
              { key: "message", dataIndex: "message", title: t("timetable.import.problem") },
            ]}
            data-testid="timetable-import-problems"
          />
        ) : null}
      </Space>
    </Modal>
  );
}
