import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

type Props = { onRetry: () => void };

/** SPEC 8: 'school information fetch failed', with a retry. */
export function SchoolFetchFailed({ onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={<span data-testid="school-fetch-failed">{t("school.fetchFailed")}</span>}
      subTitle={t("school.fetchFailedHint")}
      extra={
        <Button type="primary" onClick={onRetry} data-testid="school-retry">
          {t("common.retry")}
        </Button>
      }
    />
  );
}
