import { PlayCircleOutlined } from "@ant-design/icons";
import type { ComputeRunResult } from "@eos/contracts";
import { Alert, Button, Progress } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TermSelect } from "../../components/TermSelect.tsx";
import { useJob } from "../../components/useJob.ts";
import { batchExecute } from "./evaluationApi.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

type Props = { modelId: number; onShowErrors: (termId: number) => void };

/** Scores the model's executing rules for a term in the background, with the run's progress and result. */
export function BatchExecute({ modelId, onShowErrors }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const [termId, setTermId] = useState<number>();
  const [jobId, setJobId] = useState<number | null>(null);
  const { view, busy } = useJob<ComputeRunResult>(jobId);

  const start = async () => {
    if (termId === undefined) return;
    const out = await run(() => batchExecute(modelId, termId));
    if (out) setJobId(out.jobId);
  };

  return (
    <div className="eos-eval-stack" data-testid="batch-execute">
      <div className="eos-eval-toolbar">
        <TermSelect value={termId} onChange={setTermId} testId="batch-term" />
        <Button
          icon={<PlayCircleOutlined />}
          loading={busy}
          disabled={termId === undefined}
          onClick={() => void start()}
          data-testid="batch-execute-start"
        >
          {t("evaluation.run.execute")}
        </Button>
      </div>
      {jobId !== null ? (
        <div data-testid="batch-progress">
          <Progress
            percent={Math.round(view?.percent ?? 0)}
            status={view?.state === "failed" ? "exception" : view?.state === "done" ? "success" : "active"}
          />
          {view?.state === "done" && view.result ? (
            <Alert
              type={view.result.errors > 0 ? "warning" : "success"}
              showIcon
              title={t("evaluation.run.done")}
              description={t("evaluation.run.result", view.result)}
              action={
                view.result.errors > 0 && termId !== undefined ? (
                  <Button size="small" onClick={() => onShowErrors(termId)}>
                    {t("evaluation.run.errorsLink")}
                  </Button>
                ) : null
              }
              data-testid="batch-result"
            />
          ) : null}
          {view?.state === "failed" || view?.state === "cancelled" ? (
            <Alert
              type="error"
              showIcon
              title={t("evaluation.run.failed", { error: view.error ?? view.state })}
              data-testid="batch-result"
            />
          ) : null}
          {busy ? (
            <span>{view?.state === "queued" ? t("evaluation.run.queued") : t("evaluation.run.running")}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
