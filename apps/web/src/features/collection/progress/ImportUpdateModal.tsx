import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { FormImport } from "@eos/contracts";
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchImport } from "../../forms/index.ts";
import { downloadErrorRows, FINISHED, startImportUpdate, type TaskImport } from "./taskImportsApi.ts";

type Props = { row: TaskImport; onClose: () => void; onChanged: () => void };

const POLL_MS = 500;

/** Follows an import (here, an update) until it finishes; answers its latest state. */
function useFollowImport(jobId: number | null, onFinished: (job: FormImport) => void) {
  const [job, setJob] = useState<FormImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setJob(null);
    if (jobId === null) return;
    let stopped = false;
    const poll = async () => {
      try {
        const state = await fetchImport(jobId);
        if (stopped) return;
        setJob(state);
        if (FINISHED.has(state.state)) return onFinished(state);
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
  }, [jobId, onFinished]);
  return { job, error, setError };
}

/** The outcome of a finished update (or its check) in words. */
function Outcome({ job }: { job: FormImport }) {
  const { t } = useTranslation();
  const bad = new Set(job.problems.map((p) => p.row)).size;
  const ok = job.imported;
  if (job.state === "failed") return <Alert type="error" showIcon title={t("taskImports.update.failed")} />;
  if (job.state === "refused")
    return (
      <Alert
        type="error"
        showIcon
        title={t("taskImports.update.refused", { bad })}
        data-testid="update-refused"
      />
    );
  const key = job.dryRun ? "checked" : bad > 0 ? "doneWithProblems" : "done";
  return (
    <Alert
      type={bad > 0 ? "warning" : "success"}
      showIcon
      title={t(`taskImports.update.${key}`, { ok, bad })}
      data-testid={job.dryRun ? "update-checked" : "update-done"}
    />
  );
}

/** While it runs, the update's progress; then its outcome and the rows with problems, with their file. */
function UpdateState({ job, busy }: { job: FormImport | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {busy ? (
        <div data-testid="update-progress">
          <Typography.Text>{t("taskImports.update.running")}</Typography.Text>
          <Progress percent={job?.percent ?? 0} />
        </div>
      ) : null}
      {job && !busy ? <Outcome job={job} /> : null}
      {job && !busy && job.problems.length > 0 ? (
        <>
          <Table
            size="small"
            rowKey={(p) => `${p.row}-${p.name}-${p.msg}`}
            dataSource={job.problems}
            scroll={{ x: 480 }}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            columns={[
              { key: "row", dataIndex: "row", title: t("taskImports.update.row"), width: 70 },
              { key: "name", dataIndex: "name", title: t("taskImports.update.item"), width: 140 },
              { key: "msg", dataIndex: "msg", title: t("taskImports.update.problem") },
            ]}
            data-testid="update-problems"
          />
          <Button icon={<DownloadOutlined />} onClick={() => void downloadErrorRows(job.id)}>
            {t("taskImports.update.errorFile")}
          </Button>
        </>
      ) : null}
    </>
  );
}

/** Starts the update (or its check) of the row's import with the chosen file, and follows it. */
function useUpdateRun(row: TaskImport, file: File | null, onChanged: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [jobId, setJobId] = useState<number | null>(null);
  const [onFinished] = useState(() => (job: FormImport) => {
    if (!job.dryRun) onChanged();
  });
  const { job, error, setError } = useFollowImport(jobId, onFinished);
  const busy = jobId !== null && (job === null || !FINISHED.has(job.state));
  // Once the values are replaced this import has nothing left to update: its replacement is updated instead.
  const applied = job?.state === "done" && !job.dryRun;
  const run = async (dryRun: boolean) => {
    if (!file) return setError(t("taskImports.update.noFile"));
    setError(null);
    setJobId(null);
    try {
      setJobId((await startImportUpdate(row.id, file, dryRun)).id);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const confirmRun = () => {
    if (!file) return setError(t("taskImports.update.noFile"));
    modal.confirm({
      title: t("taskImports.update.confirmTitle"),
      content: t("taskImports.update.confirmHint", { count: row.values, file: file.name }),
      okText: t("taskImports.update.confirmOk"),
      okButtonProps: { danger: true, "data-testid": "update-confirm-ok" } as never,
      cancelText: t("taskImports.imports.cancel"),
      onOk: () => run(false),
    });
  };
  return { job, error, busy, applied, run, confirmRun, reset: () => setJobId(null) };
}

/**
 * "Update" of a finished import: a new file replaces exactly the values it stored. The server checks every
 * row before changing anything; the real run asks for confirmation first, then shows its progress.
 */
export function ImportUpdateModal({ row, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { job, error, busy, applied, run, confirmRun, reset } = useUpdateRun(row, file, onChanged);

  return (
    <Modal
      open
      title={t("taskImports.update.title", { id: row.id, file: row.fileName })}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t("taskImports.update.close")}</Button>
          <Button onClick={() => void run(true)} disabled={busy || applied} data-testid="update-check">
            {t("taskImports.update.check")}
          </Button>
          <Button
            type="primary"
            danger
            onClick={confirmRun}
            disabled={busy || applied}
            data-testid="update-run"
          >
            {t("taskImports.update.run")}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: "100%" }} size="middle" data-testid="update-modal">
        <Typography.Paragraph type="secondary">
          {t("taskImports.update.hint", { count: row.values })}
        </Typography.Paragraph>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            reset();
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />} data-testid="update-choose">
            {t("taskImports.update.choose")}
          </Button>
        </Upload>
        {error ? <Alert type="error" showIcon title={error} data-testid="update-error" /> : null}
        <UpdateState job={job} busy={busy} />
      </Space>
    </Modal>
  );
}
