import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Popconfirm, Progress, Space, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import {
  directorySyncKeys,
  fetchSyncStatus,
  type SchoolRef,
  type SyncFailure,
  type SyncStatus,
  startSync,
} from "./directorySyncApi.ts";
import { SyncCountsView } from "./SyncCountsView.tsx";
import { useDirectorySyncWrite } from "./useDirectorySyncWrite.ts";

const BAD_CREDENTIALS = new Set([40001, 40013, 40089, 40091, 40125]);

/** A failure in the reader's language: which platform call refused, its errcode, and what to check. */
export const failureText = (t: TFunction, f: SyncFailure): string => {
  if (f.reason === "noApp") return t("directorySync.sync.noApp");
  if (f.reason === "noOrgRoot") return t("directorySync.sync.noOrgRoot");
  const text = t("directorySync.sync.upstream", {
    platform: t(`directorySync.apps.${f.platform}`),
    call: f.call,
    errcode: f.errcode ?? "—",
    errmsg: f.errmsg,
  });
  return f.errcode !== null && BAD_CREDENTIALS.has(f.errcode)
    ? `${text} ${t("directorySync.sync.badSecret")}`
    : text;
};

const active = (s: SyncStatus | undefined) => s?.job?.state === "queued" || s?.job?.state === "running";

/** "Sync now" with a preview first if wanted, the running job's progress, its result and the last real sync. */
export function DirectorySyncPanel({ school }: { school: SchoolRef }) {
  const { t } = useTranslation();
  const run = useDirectorySyncWrite();
  const status = useQuery({
    queryKey: directorySyncKeys.status(school.schoolId),
    queryFn: () => fetchSyncStatus(school),
    refetchInterval: (q) => (active(q.state.data) ? 1000 : false),
  });
  const s = status.data;
  const job = s?.job ?? null;
  const busy = active(s);
  const start = (dryRun: boolean) =>
    void run(() => startSync(school, dryRun), t("directorySync.sync.queued"));
  return (
    <div data-testid="directory-sync">
      <Typography.Paragraph type="secondary">{t("directorySync.sync.hint")}</Typography.Paragraph>
      <Space wrap>
        <Button onClick={() => start(true)} disabled={busy} data-testid="sync-preview-run">
          {t("directorySync.sync.preview")}
        </Button>
        <Popconfirm
          title={t("directorySync.sync.runConfirm")}
          okText={t("directorySync.apps.confirm")}
          cancelText={t("directorySync.apps.cancel")}
          onConfirm={() => start(false)}
          disabled={busy}
        >
          <Button type="primary" disabled={busy} data-testid="sync-run">
            {t("directorySync.sync.run")}
          </Button>
        </Popconfirm>
      </Space>
      {busy && job ? (
        <div data-testid="sync-progress">
          <Typography.Text>{t("directorySync.sync.running")}</Typography.Text>
          <Progress percent={job.percent} status="active" />
        </div>
      ) : null}
      {job?.state === "done" && job.result ? (
        <SyncCountsView
          result={job.result}
          title={t(job.result.dryRun ? "directorySync.sync.previewTitle" : "directorySync.sync.resultTitle")}
        />
      ) : null}
      {job?.state === "failed" && !s?.last?.error ? (
        <Alert type="error" showIcon title={t("directorySync.sync.jobFailed", { detail: job.error ?? "" })} />
      ) : null}
      <LastSync status={s} />
    </div>
  );
}

function LastSync({ status }: { status: SyncStatus | undefined }) {
  const { t } = useTranslation();
  const last = status?.last;
  if (!status) return null;
  return (
    <div className="eos-directory-sync__last" data-testid="sync-last">
      <Typography.Text strong>{t("directorySync.sync.last")}: </Typography.Text>
      <Typography.Text>
        {last
          ? t("directorySync.sync.lastAt", { at: formatTime(last.at), by: last.byName ?? "—" })
          : t("directorySync.sync.never")}
      </Typography.Text>
      {last?.error ? (
        <Alert
          type="error"
          showIcon
          data-testid="sync-last-error"
          title={t("directorySync.sync.lastFailed", { detail: failureText(t, last.error) })}
        />
      ) : null}
    </div>
  );
}
