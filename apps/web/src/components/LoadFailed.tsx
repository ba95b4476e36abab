import { Button, Empty, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../api/ApiError.ts";

type Props = {
  /** What could not be loaded, in the page's words. */
  title: string;
  error?: { message: string } | null;
  onRetry: () => void;
  retryTestId?: string;
  /** Where what is missing is set up, for a "nothing here yet" answer (404): a link instead of a retry. */
  setup?: { path: string; label: string };
};

/** An answer that says nothing is set up yet (the school has no model, say): asking again will not help. */
export const isNothingYet = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * A list or page that could not be loaded: what, why, and a retry. When the server says there is nothing yet
 * (404), an empty state says so in the server's words and links to where it is set up.
 */
export function LoadFailed({ title, error, onRetry, retryTestId, setup }: Props) {
  const { t } = useTranslation();
  if (isNothingYet(error)) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error?.message} data-testid="nothing-yet">
        {setup ? (
          <Link to={setup.path}>
            <Button type="primary">{setup.label}</Button>
          </Link>
        ) : null}
      </Empty>
    );
  }
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
