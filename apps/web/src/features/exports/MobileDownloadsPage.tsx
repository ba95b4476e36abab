import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock, PullToRefresh } from "antd-mobile";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadCards } from "./DownloadCards.tsx";
import { fetchDownloads } from "./exportsApi.ts";

const SIZE = 10;

/**
 * /m/downloads: staff's background exports on a phone, as cards (name, state, size, expiry, the download
 * button), ten a page. While one is still being made the list asks again every few seconds; pulling the list
 * down asks at once (a link works for an hour, a new answer signs new ones).
 */
export function MobileDownloadsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["downloads", "m", page],
    queryFn: () => fetchDownloads({ page, size: SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.list.some((i) => i.state === "queued" || i.state === "running") ? 3000 : false,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));

  let body: ReactNode;
  if (list.isPending)
    body = (
      <div className="eos-mdownloads__loading" data-testid="mobile-downloads-loading">
        <DotLoading />
      </div>
    );
  else if (list.isError)
    body = (
      <ErrorBlock
        status="default"
        title={t("exports.loadFailed")}
        description={
          <Button size="small" onClick={() => void list.refetch()} data-testid="mobile-downloads-retry">
            {t("common.retry")}
          </Button>
        }
      />
    );
  else if (list.data.list.length === 0)
    body = <ErrorBlock status="empty" title={t("exports.empty")} description={t("exports.emptyHint")} />;
  else
    body = (
      <>
        <DownloadCards items={list.data.list} testId="mobile-downloads-cards" />
        {pages > 1 ? (
          <nav className="eos-mdownloads__pager" aria-label={t("exports.pager")}>
            <Button
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
              data-testid="mobile-downloads-prev"
            >
              {t("exports.previous")}
            </Button>
            <span data-testid="mobile-downloads-page">{t("exports.pageOf", { page, pages })}</span>
            <Button
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
              data-testid="mobile-downloads-next"
            >
              {t("exports.next")}
            </Button>
          </nav>
        ) : null}
      </>
    );

  return (
    <PullToRefresh onRefresh={async () => void (await list.refetch())}>
      <div className="eos-mdownloads" data-testid="mobile-downloads">
        <p className="eos-mdownloads__hint">{t("exports.hint")}</p>
        {body}
      </div>
    </PullToRefresh>
  );
}
