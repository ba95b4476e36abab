import type { NoticeItem } from "@eos/contracts";
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock, List, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { langOf, relativeWhen } from "./deadline.ts";
import { fetchNotices, markNoticeRead, type NoticePage, noticesKey } from "./progressApi.ts";
import { useNow } from "./useTodo.ts";
import "./progress.css";

const PAGE_SIZE = 20;

type Pages = InfiniteData<NoticePage>;

/** The cached pages with one notice (or all, without an id) read, and the unread count lowered to match. */
const withRead = (data: Pages | undefined, id?: number): Pages | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: id === undefined ? 0 : Math.max(0, page.unread - 1),
      list: page.list.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n)),
    })),
  };

function NoticeRow({ notice, now, onOpen }: { notice: NoticeItem; now: number; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <List.Item
      onClick={onOpen}
      arrow={notice.link ? undefined : false}
      description={
        <>
          <div className="eos-notice__body">{notice.body}</div>
          <div>{relativeWhen(notice.createdAt, now, langOf(i18n.language))}</div>
        </>
      }
      data-testid={`notice-${notice.id}`}
    >
      <span className="eos-notice">
        <span
          className={notice.read ? "eos-notice__dot eos-notice__dot--read" : "eos-notice__dot"}
          aria-hidden="true"
          data-testid={notice.read ? undefined : `notice-unread-${notice.id}`}
        />
        {notice.read ? null : <span className="eos-notice__sr">{t("progress.messages.unreadDot")}</span>}
        <span className={notice.read ? "eos-notice__body" : "eos-notice__body eos-notice__title--unread"}>
          {notice.title}
        </span>
      </span>
    </List.Item>
  );
}

type NoticeQuery = UseInfiniteQueryResult<Pages>;

/** Loading, error with retry, empty, or the notices. */
function NoticeBody(props: {
  notices: NoticeQuery;
  list: NoticeItem[];
  unread: number;
  now: number;
  onOpen: (notice: NoticeItem) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { notices, list, unread, now } = props;
  if (notices.isPending)
    return (
      <div className="eos-todo-m-state">
        <DotLoading />
      </div>
    );
  if (notices.isError)
    return (
      <ErrorBlock
        status="default"
        title={t("progress.messages.loadFailed")}
        description={notices.error.message}
      >
        <Button color="primary" onClick={() => void notices.refetch()}>
          {t("progress.messages.retry")}
        </Button>
      </ErrorBlock>
    );
  if (list.length === 0)
    return <ErrorBlock status="empty" title={t("progress.messages.empty")} description="" />;
  return (
    <List header={unread > 0 ? t("progress.messages.unread", { count: unread }) : undefined}>
      {list.map((n) => (
        <NoticeRow key={n.id} notice={n} now={now} onOpen={() => void props.onOpen(n)} />
      ))}
    </List>
  );
}

/** /m/messages: the user's notices, newest first; tapping one marks it read and opens its link. */
export function MobileMessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const now = useNow(60_000);
  const notices = useInfiniteQuery({
    queryKey: noticesKey,
    queryFn: ({ pageParam }) => fetchNotices(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const list = notices.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = notices.data?.pages[0]?.unread ?? 0;

  const open = async (notice: NoticeItem) => {
    if (!notice.read) {
      await markNoticeRead(notice.id);
      client.setQueryData<Pages>(noticesKey, (data) => withRead(data, notice.id));
    }
    // Only paths inside the app: a notice never sends the user to another site.
    if (notice.link?.startsWith("/") && !notice.link.startsWith("//")) void navigate(notice.link);
  };
  const markAll = async () => {
    await markNoticeRead();
    client.setQueryData<Pages>(noticesKey, (data) => withRead(data));
    Toast.show({ content: t("progress.messages.markedAll") });
  };

  return (
    <div className="eos-notices" data-testid="mobile-messages">
      {/* The NavBar names the page; the bar holds only what acts on the list. */}
      {unread > 0 ? (
        <div className="eos-notice-bar">
          <Button size="small" fill="outline" onClick={() => void markAll()} data-testid="notice-mark-all">
            {t("progress.messages.markAll")}
          </Button>
        </div>
      ) : null}
      <div data-testid="notice-list">
        <NoticeBody notices={notices} list={list} unread={unread} now={now} onOpen={open} />
      </div>
      {notices.hasNextPage ? (
        <div className="eos-todo-m-state">
          <Button
            loading={notices.isFetchingNextPage}
            onClick={() => void notices.fetchNextPage()}
            data-testid="notice-more"
          >
            {t("progress.messages.more")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
