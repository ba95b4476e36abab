import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { FormImport } from "@eos/contracts";
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, fetchImport, startImport } from "./formDataApi.ts";

/** `taskId`: import into that task (template with the student no. first; each row about that student). */
type Props = { formId: number; taskId?: number; open: boolean; onClose: () => void; onImported: () => void };

const POLL_MS = 500;

/** Import of values from .xlsx: template, a check (dry run), then the import, with progress and problems. */
export function FormImportModal({ formId, taskId, open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<FormImport | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = jobId !== null && (job === null || job.state === "running" || job.state === "waiting");

  useEffect(() => {
    if (jobId === null) return;
    let stopped = false;
    const poll = async () => {
      try {
        const state = await fetchImport(jobId);
        if (stopped) return;
        setJob(state);
        if (state.state !== "waiting" && state.state !== "running") {
          if (!state.dryRun && state.imported > 0) onImported();
          return;
        }
      } catch (e) {
        if (!stopped) setError(e instanceof Error ? e.message : String(e));
        return;
      }
      setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [jobId, onImported]);

  const run = async (dryRun: boolean) => {
    if (!file) return setError(t("formsData.noFile"));
    setError(null);
    setJob(null);
    try {
      setJobId((await startImport(formId, file, dryRun, taskId)).id);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const templateQuery: Record<string, number> = taskId === undefined ? { formId } : { formId, taskId };
  const bad = job ? new Set(job.problems.map((p) => p.row)).size : 0;
  const summary = () => {
    if (!job || busy) return null;
    if (job.state === "failed") return <Alert type="error" showIcon message={t("formsData.failed")} />;
    const key = job.dryRun ? "formsData.checked" : "formsData.imported";
    return (
      <Alert
        type={bad > 0 ? "warning" : "success"}
        showIcon
        message={t(key, { ok: job.imported, bad })}
        data-testid={job.dryRun ? "import-checked" : "import-done"}
      />
    );
  };

  return (
    <Modal
      open={open}
      title={t("formsData.importTitle")}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t("formsData.close")}</Button>
          <Button onClick={() => void run(true)} disabled={busy} data-testid="import-check">
            {t("formsData.check")}
          </Button>
          <Button type="primary" onClick={() => void run(false)} disabled={busy} data-testid="import-run">
            {t("formsData.doImport")}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: "100%" }} size="middle">
        <Typography.Paragraph type="secondary" data-testid="import-hint">
          {t(taskId === undefined ? "formsData.importHint" : "formsData.importTaskHint")}
        </Typography.Paragraph>
        <Space wrap align="start">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile("import/template", templateQuery, "template.xlsx")}
            data-testid="import-template"
          >
            {t("formsData.template")}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              setJob(null);
              setJobId(null);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />} data-testid="import-choose">
              {t("formsData.chooseFile")}
            </Button>
          </Upload>
        </Space>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {busy ? (
          <div data-testid="import-progress">
            <Typography.Text>{t("formsData.running")}</Typography.Text>
            <Progress percent={job?.percent ?? 0} />
          </div>
        ) : null}
        {summary()}
        {job && !busy && job.problems.length > 0 ? (
          <>
            <Table
              size="small"
              rowKey={(p) => `${p.row}-${p.name}-${p.msg}`}
              dataSource={job.problems}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              columns={[
                { key: "row", dataIndex: "row", title: t("formsData.row"), width: 80 },
                { key: "name", dataIndex: "name", title: t("formsData.item"), width: 160 },
                { key: "msg", dataIndex: "msg", title: t("formsData.problem") },
              ]}
              data-testid="import-problems"
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadFile("import/errors", { id: job.id }, "errors.xlsx")}
              data-testid="import-errors"
            >
              {t("formsData.errorFile")}
            </Button>
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
