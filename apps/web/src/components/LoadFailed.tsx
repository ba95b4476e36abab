import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

type Props = {
  /** What could not be loaded, in the page's words. */
  title: string;
  error?: { message: string } | null;
  onRetry: () => void;
  retryTestId?: string;
};

/** A list or page that could not be loaded: what, why, and a retry. */
export function LoadFailed({ title, error, onRetry, retryTestId }: Props) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={error?.message}
      extra={
        <Button onClick={onRetry} data-testid={retryTestId}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
