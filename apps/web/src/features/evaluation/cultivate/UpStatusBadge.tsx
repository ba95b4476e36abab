import { SyncOutlined } from "@ant-design/icons";
import type { CultivateUpStatus } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Progress } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../components/format.ts";
import { useJob } from "../../../components/useJob.ts";
import { useEvalWrite } from "../useEvalWrite.ts";
import { cultivateKeys, processCultivate } from "./cultivateApi.ts";

type Props = { modelId: number; termId: number; status: CultivateUpStatus };

const kind = { never: "info", stale: "warning", fresh: "success" } as const;

/**
 * The up-status of the term's processed data, why it is out of date, and the action that processes it: a
 * background job whose progress shows here; the chart reloads when it is done.
 */
export function UpStatusBadge({ modelId, termId, status }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const run = useEvalWrite();
  const [jobId, setJobId] = useState<number | null>(null);
  const { view, busy } = useJob(jobId);
  const state = view?.state;
  useEffect(() => {
    if (state === "done") {
      void message.success(t("cultivate.status.refreshed"));
      void queryClient.invalidateQueries({ queryKey: cultivateKeys.all });
    } else if (state === "failed" || state === "cancelled") {
      void message.error(t("cultivate.status.failed"));
    }
    if (state === "done" || state === "failed" || state === "cancelled") setJobId(null);
  }, [state, message, queryClient, t]);
  const reasons = status.reasons.map((r) => t(`cultivate.status.reasons.${r}`)).join("；");
  const when = status.refreshedAt
    ? t("cultivate.status.refreshedAt", { time: formatTime(status.refreshedAt) })
    : "";
  const refresh = async () => {
    const out = await run(() => processCultivate(modelId, termId));
    if (out) setJobId(out.jobId);
  };
  return (
    <Alert
      type={kind[status.status]}
      showIcon
      data-testid="cultivate-status"
      data-status={status.status}
      title={t(`cultivate.status.${status.status}`)}
      description={
        busy ? (
          <Progress
            percent={Math.round(view?.percent ?? 0)}
            status="active"
            data-testid="cultivate-progress"
          />
        ) : (
          [reasons, when].filter(Boolean).join(" · ") || undefined
        )
      }
      action={
        <Button
          size="small"
          type={status.status === "fresh" ? "default" : "primary"}
          icon={<SyncOutlined />}
          loading={busy}
          onClick={() => void refresh()}
          data-testid="cultivate-refresh"
        >
          {t("cultivate.status.refresh")}
        </Button>
      }
    />
  );
}
