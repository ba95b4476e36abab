import { Progress } from "antd";
import { useTranslation } from "react-i18next";
import "./progress.css";

/** filled / expected as a bar with the counts beside it. */
export function ProgressBar({ filled, expected }: { filled: number; expected: number }) {
  const { t } = useTranslation();
  const percent = expected > 0 ? Math.round((filled / expected) * 100) : 0;
  return (
    <div className="eos-progress-cell">
      <Progress
        percent={percent}
        size="small"
        status={expected > 0 && filled >= expected ? "success" : "normal"}
        format={() => t("progress.list.filledOf", { filled, expected })}
        aria-label={t("progress.list.filledOf", { filled, expected })}
      />
    </div>
  );
}
