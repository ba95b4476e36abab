import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { AwardImportResult } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Modal, Space, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { certificateKeys, downloadAwardTemplate, errorText, uploadAwardImport } from "../evaluation/index.ts";

type Props = { open: boolean; termId: number | undefined; onClose: () => void };

/**
 * Awards from an .xlsx for the chosen term: the template, a check (dry run) listing each row's problem, then the
 * import, which the server refuses as a whole while any row fails.
 */
export function AwardImportModal({ open, termId, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [result, setResult] = useState<AwardImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setResult(null);
    setError(null);
    onClose();
  };
  const run = async (dryRun: boolean) => {
    if (!file) return setError(t("certificate.importNoFile"));
    setBusy(dryRun ? "check" : "import");
    setError(null);
    try {
      const answer = await uploadAwardImport(file, dryRun, termId);
      setResult(answer);
      if (answer.ok && !answer.dryRun) void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    } catch (e) {
      setError(errorText(e, t("certificate.failed")));
    } finally {
      setBusy(null);
    }
  };
  const summary = () => {
    if (!result) return null;
    if (!result.ok)
      return (
        <Alert
          type="error"
          showIcon
          message={t("certificate.importFailed", { count: result.problems.length })}
          data-testid="award-import-failed"
        />
      );
    return (
      <Alert
        type="success"
        showIcon
        message={t(result.dryRun ? "certificate.importReady" : "certificate.importDone", {
          rows: result.rows,
          awards: result.awards,
        })}
        data-testid={result.dryRun ? "award-import-ready" : "award-import-done"}
      />
    );
  };
  const template = async () => {
    try {
      await downloadAwardTemplate(termId);
    } catch (e) {
      setError(errorText(e, t("certificate.failed")));
    }
  };
  const imported = result?.ok === true && !result.dryRun;
  return (
    <Modal
      open={open}
      title={t("certificate.importTitle")}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button
            onClick={() => void run(true)}
            loading={busy === "check"}
            disabled={!file || busy !== null || imported}
            data-testid="award-import-check"
          >
            {t("certificate.importCheck")}
          </Button>
          <Button
            type="primary"
            onClick={() => void run(false)}
            loading={busy === "import"}
            disabled={!file || busy !== null || imported || (result !== null && !result.ok)}
            data-testid="award-import-submit"
          >
            {t("certificate.importSubmit")}
          </Button>
        </Space>
      }
      data-testid="award-import"
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph type="secondary">{t("certificate.importHint")}</Typography.Paragraph>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void template()}
            data-testid="award-import-template"
          >
            {t("certificate.importTemplate")}
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
            <Button icon={<UploadOutlined />} data-testid="award-import-pick">
              {t("certificate.importPick")}
            </Button>
          </Upload>
        </Space>
        {error ? <Alert type="error" showIcon message={error} data-testid="award-import-error" /> : null}
        {summary()}
        {result && result.problems.length > 0 ? (
          <Table
            size="small"
            rowKey={(p) => `${p.row}-${p.column}-${p.code}`}
            dataSource={result.problems}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            columns={[
              { key: "row", dataIndex: "row", title: t("certificate.importRow"), width: 70 },
              { key: "message", dataIndex: "message", title: t("certificate.importProblem") },
            ]}
            data-testid="award-import-problems"
          />
        ) : null}
      </Space>
    </Modal>
  );
}
