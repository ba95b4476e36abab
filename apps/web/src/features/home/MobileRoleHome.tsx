import type { HomeIndex, HomeLesson, NoticeItem } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock, List } from "antd-mobile";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { request } from "../../api/request.ts";
import { getUserInfo } from "../../api/session.ts";
import { useSysMenu } from "../../api/sysMenu.ts";
import { MobileLinkItem } from "../../components/MobileLinkItem.tsx";
import { MobileTodoList } from "../collection/index.ts";
import { useHome } from "./homeApi.ts";
import "./home.css";

/** The phone home's entries the server may list (sysMenu, group phoneHome), drawn by key. */
const phoneEntries: Record<string, { label: ParseKeys; hint: ParseKeys; testId: string }> = {
  "m.scores": {
    label: "evaluation.mobile.entry",
    hint: "evaluation.mobile.entryHint",
    testId: "mobile-scores-entry",
  },
  "m.passport": {
    label: "passport.mobileEntry",
    hint: "passport.mobileEntryHint",
    testId: "mobile-passport-entry",
  },
  "m.timetable": {
    label: "home.entries.timetable",
    hint: "home.entries.timetableHint",
    testId: "mobile-timetable-entry",
  },
  "m.calendar": {
    label: "home.entries.calendar",
    hint: "home.entries.calendarHint",
    testId: "mobile-calendar-entry",
  },
  "m.apps": { label: "home.entries.apps", hint: "home.entries.appsHint", testId: "mobile-apps-entry" },
  "m.encyclopedia": {
    label: "home.entries.encyclopedia",
    hint: "home.entries.encyclopediaHint",
    testId: "mobile-encyclopedia-entry",
  },
  "m.consent": {
    label: "consent.mobile.entry",
    hint: "consent.mobile.entryHint",
    testId: "mobile-consent-entry",
  },
  "m.health": {
    label: "health.mobile.entry",
    hint: "health.mobile.entryHint",
    testId: "mobile-health-entry",
  },
  "m.visual": {
    label: "visual.menu.mobile",
    hint: "visual.menu.mobileHint",
    testId: "mobile-visual-entry",
  },
  "m.leave": {
    label: "attendance.leave.entry",
    hint: "attendance.leave.entryHint",
    testId: "mobile-leave-entry",
  },
  "m.leaveReview": {
    label: "attendance.leave.reviewEntry",
    hint: "attendance.leave.reviewEntryHint",
    testId: "mobile-leave-review-entry",
  },
  "m.teaGrowth": {
    label: "teaGrowth.mobile.entry",
    hint: "teaGrowth.mobile.entryHint",
    testId: "mobile-growth-entry",
  },
};

function Lessons({ lessons, testId }: { lessons: HomeLesson[]; testId: string }) {
  const { t } = useTranslation();
  if (lessons.length === 0)
    return <List.Item data-testid={`${testId}-empty`}>{t("home.lessons.empty")}</List.Item>;
  return (
    <>
      {lessons.map((l) => (
        <List.Item
          key={`${l.period}-${l.className}`}
          description={[l.className, l.room ? t("home.lessons.room", { room: l.room }) : null]
            .filter(Boolean)
            .join(" · ")}
          extra={`${l.start}–${l.end}`}
          data-testid={testId}
        >
          {t("home.lessons.period", { period: l.period })} · {l.subject}
        </List.Item>
      ))}
    </>
  );
}

/** The entries of the phone home the server lists for the person (what the school hid is not there). */
function Entries() {
  const { t } = useTranslation();
  const menu = useSysMenu();
  const items = (menu.items ?? []).filter((i) => i.parent === "phoneHome" && i.path && phoneEntries[i.key]);
  if (items.length === 0) return null;
  return (
    <List header={t("home.entries.title")} className="eos-home-m__section" data-testid="mobile-home-entries">
      {items.map((i) => {
        const e = phoneEntries[i.key];
        return (
          <MobileLinkItem key={i.key} to={i.path ?? "/m/"} description={t(e.hint)} testId={e.testId}>
            {t(e.label)}
          </MobileLinkItem>
        );
      })}
    </List>
  );
}

function Apps({ home }: { home: HomeIndex }) {
  const { t } = useTranslation();
  return (
    <List header={t("home.apps.title")} className="eos-home-m__section">
      {home.recentApps.length === 0 ? (
        <List.Item>{t("home.apps.empty")}</List.Item>
      ) : (
        <div className="eos-home-m__apps" data-testid="mobile-home-apps">
          {home.recentApps.map((a) => (
            <a key={a.id} href={`/app/${a.id}`} className="eos-home-m__app">
              {a.name}
            </a>
          ))}
        </div>
      )}
    </List>
  );
}

function Notices() {
  const { t } = useTranslation();
  const notices = useQuery({
    queryKey: ["home", "notices"],
    queryFn: () =>
      request<{ list: NoticeItem[] }>({
        url: "/v3/notice/page",
        params: { size: 3 },
        noToast: true,
        background: true,
      }),
    retry: false,
  });
  return (
    <List header={t("home.notices.title")} className="eos-home-m__section" data-testid="mobile-home-notices">
      {notices.isPending ? (
        <List.Item>
          <DotLoading />
        </List.Item>
      ) : (notices.data?.list ?? []).length === 0 ? (
        <List.Item>{t("home.notices.empty")}</List.Item>
      ) : (
        notices.data?.list.map((n) => (
          <List.Item key={n.id} description={n.body}>
            {n.title}
          </List.Item>
        ))
      )}
    </List>
  );
}

/**
 * The phone's home per role (GET /center/api/index): a teacher today's classes, the to-do and their apps; a parent
 * each child's day, the notices and the to-do; a student their timetable of the day and the to-do. The week's
 * events follow for everyone.
 */
export function MobileRoleHome() {
  const { t } = useTranslation();
  const home = useHome();
  // The to-do list stands on its own calls: it shows while the day's summary loads, and when it fails.
  const parent = (home.data?.greeting.roleType ?? getUserInfo()?.roleType) === "p";
  if (home.isPending)
    return (
      <>
        <div className="eos-todo-m-state" data-testid="mobile-home-loading">
          <DotLoading />
        </div>
        <MobileTodoList parent={parent} />
      </>
    );
  if (home.isError || !home.data)
    return (
      <>
        <ErrorBlock status="default" title={t("home.loadFailed")} description={home.error?.message}>
          <Button color="primary" onClick={() => void home.refetch()}>
            {t("home.retry")}
          </Button>
        </ErrorBlock>
        <MobileTodoList parent={parent} />
      </>
    );
  const h = home.data;
  const role = h.greeting.roleType;
  return (
    <div data-testid={`mobile-home-${role}`}>
      {role === "p" ? (
        <List
          header={t("home.children.title")}
          className="eos-home-m__section"
          data-testid="mobile-home-children"
        >
          {h.children.map((c) => (
            <List
              key={c.id}
              header={`${c.name}${c.className ? ` · ${c.className}` : ""}`}
              data-testid={`mobile-home-child-${c.id}`}
            >
              <Lessons lessons={c.lessons} testId="mobile-home-child-lesson" />
            </List>
          ))}
        </List>
      ) : (
        <List header={t("home.lessons.title")} className="eos-home-m__section">
          <Lessons lessons={h.lessons} testId="mobile-home-lesson" />
        </List>
      )}
      {/* One to-do section: the count beside its title, a parent's grouped by child (the children's day above
          shows their lessons only). */}
      <MobileTodoList
        parent={role === "p"}
        extra={
          <span className="eos-home-m__count" data-testid="mobile-home-todo-count">
            {h.todoCount}
          </span>
        }
      />
      {role === "p" ? <Notices /> : null}
      {role === "tea" ? <Apps home={h} /> : null}
      <Entries />
      <List header={t("home.events.title")} className="eos-home-m__section" data-testid="mobile-home-events">
        {h.events.length === 0 ? (
          <List.Item>{t("home.events.empty")}</List.Item>
        ) : (
          h.events.map((e) => (
            <List.Item
              key={e.id}
              extra={e.allDay ? t("home.events.allDay") : e.start.slice(11, 16)}
              description={e.start.slice(0, 10)}
            >
              {e.title}
            </List.Item>
          ))
        )}
      </List>
    </div>
  );
}
