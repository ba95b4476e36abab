import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Modal, Space, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadText, toCsv } from "../../components/csv.ts";
import type { ImportResult } from "./importApi.ts";

type Props<R extends ImportResult> = {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  /** Names the texts (`people.<kind>.*`); the counts of the result fill their placeholders. */
  kind: "studentImport" | "teacherImport" | "parentImport";
  upload: (file: File, dryRun: boolean) => Promise<R>;
  downloadTemplate: () => Promise<void>;
  testId: string;
};

/** An import of people: template, a check (dry run) with per-row problems to read or download, then the import. */
export function PeopleImportModal<R extends ImportResult>(props: Props<R>) {
  const { open, onClose, onImported, kind } = props;
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return setError(t(`people.${kind}.noFile`));
    setBusy(dryRun ? "check" : "import");
    setError(null);
    try {
      const answer = await props.upload(file, dryRun);
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
          message={t(`people.${kind}.failed`, { count: result.problems.length })}
          data-testid="import-failed"
        />
      );
    const key = result.dryRun ? (`people.${kind}.ready` as const) : (`people.${kind}.done` as const);
    return (
      <Alert
        type="success"
        showIcon
        message={t(key, result as unknown as Record<string, unknown>)}
        data-testid={result.dryRun ? "import-ready" : "import-done"}
      />
    );
  };

  const downloadProblems = () => {
    if (!result) return;
    const header = [t(`people.${kind}.row`), t(`people.${kind}.column`), t(`people.${kind}.problem`)];
    const rows = result.problems.map((p) => [p.row, p.column, p.message]);
    downloadText(`${t(`people.${kind}.errorsFile`)}.csv`, toCsv(header, rows));
  };

  return (
    <Modal
      open={open}
      title={t(`people.${kind}.title`)}
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
            {t(`people.${kind}.check`)}
          </Button>
          <Button
            type="primary"
            onClick={() => void run(false)}
            loading={busy === "import"}
            disabled={!file || busy !== null || (result !== null && !result.ok)}
            data-testid="import-submit"
          >
            {t(`people.${kind}.import`)}
          </Button>
        </Space>
      }
      data-testid={props.testId}
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph type="secondary">{t(`people.${kind}.hint`)}</Typography.Paragraph>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void props.downloadTemplate()}
            data-testid="import-template"
          >
            {t(`people.${kind}.template`)}
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
              {t(`people.${kind}.pick`)}
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
                { key: "row", dataIndex: "row", title: t(`people.${kind}.row`), width: 70 },
                { key: "message", dataIndex: "message", title: t(`people.${kind}.problem`) },
              ]}
              data-testid="import-problems"
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={downloadProblems}
              data-testid="import-download-errors"
            >
              {t(`people.${kind}.downloadErrors`)}
            </Button>
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
