import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Modal, Space, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadText, toCsv } from "./csv.ts";
import {
  downloadStudentTemplate,
  type StudentImportResult,
  uploadStudentImport,
} from "./studentImportApi.ts";

type Props = { open: boolean; onClose: () => void; onImported: () => void };

/** Import of students and parents: template, a check (dry run) with per-row problems, then the import. */
export function StudentImportModal({ open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [result, setResult] = useState<StudentImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return setError(t("people.studentImport.noFile"));
    setBusy(dryRun ? "check" : "import");
    setError(null);
    try {
      const answer = await uploadStudentImport(file, dryRun);
      setResult(answer);
      if (answer.ok && !answer.dryRun) onImported();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
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
          message={t("people.studentImport.failed", { count: result.problems.length })}
          data-testid="import-failed"
        />
      );
    const key = result.dryRun ? "people.studentImport.ready" : "people.studentImport.done";
    return (
      <Alert
        type="success"
        showIcon
        message={t(key, result)}
        data-testid={result.dryRun ? "import-ready" : "import-done"}
      />
    );
  };

  const downloadProblems = () => {
    if (!result) return;
    const header = [
      t("people.studentImport.row"),
      t("people.studentImport.column"),
      t("people.studentImport.problem"),
    ];
    const rows = result.problems.map((p) => [p.row, p.column, p.message]);
    downloadText(`${t("people.studentImport.errorsFile")}.csv`, toCsv(header, rows));
  };

  return (
    <Modal
      open={open}
      title={t("people.studentImport.title")}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button
            onClick={() => void run(true)}
            loading={busy === "check"}
            disabled={!file || busy !== null}
            data-testid="import-check"
          >
            {t("people.studentImport.check")}
          </Button>
          <Button
            type="primary"
            onClick={() => void run(false)}
            loading={busy === "import"}
            disabled={!file || busy !== null || (result !== null && !result.ok)}
            data-testid="import-submit"
          >
            {t("people.studentImport.import")}
          </Button>
        </Space>
      }
      data-testid="student-import"
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph type="secondary">{t("people.studentImport.hint")}</Typography.Paragraph>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadStudentTemplate()}
            data-testid="import-template"
          >
            {t("people.studentImport.template")}
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
            <Button icon={<UploadOutlined />} data-testid="import-pick">
              {t("people.studentImport.pick")}
            </Button>
          </Upload>
        </Space>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {summary()}
        {result && result.problems.length > 0 ? (
          <>
            <Table
              size="small"
              rowKey={(p) => `${p.row}-${p.column}-${p.code}`}
              dataSource={result.problems}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              scroll={{ x: 480 }}
              columns={[
                { key: "row", dataIndex: "row", title: t("people.studentImport.row"), width: 70 },
                { key: "message", dataIndex: "message", title: t("people.studentImport.problem") },
              ]}
              data-testid="import-problems"
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={downloadProblems}
              data-testid="import-download-errors"
            >
              {t("people.studentImport.downloadErrors")}
            </Button>
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
