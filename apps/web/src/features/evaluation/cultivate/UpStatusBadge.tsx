import { SyncOutlined } from "@ant-design/icons";
import type { CultivateUpStatus } from "@eos/contracts";
import { Alert, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../people/peopleFormat.ts";
import { useEvalWrite } from "../useEvalWrite.ts";
import { processCultivate } from "./cultivateApi.ts";

type Props = { modelId: number; termId: number; status: CultivateUpStatus };

const kind = { never: "info", stale: "warning", fresh: "success" } as const;

/** The up-status of the term's processed data, why it is out of date, and the action that processes it. */
export function UpStatusBadge({ modelId, termId, status }: Props) {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const [busy, setBusy] = useState(false);
  const reasons = status.reasons.map((r) => t(`cultivate.status.reasons.${r}`)).join("；");
  const when = status.refreshedAt
    ? t("cultivate.status.refreshedAt", { time: formatTime(status.refreshedAt) })
    : "";
  const refresh = async () => {
    setBusy(true);
    await run(() => processCultivate(modelId, termId), t("cultivate.status.refreshed"));
    setBusy(false);
  };
  return (
    <Alert
      type={kind[status.status]}
      showIcon
      data-testid="cultivate-status"
      data-status={status.status}
      title={t(`cultivate.status.${status.status}`)}
      description={[reasons, when].filter(Boolean).join(" · ") || undefined}
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
