import type { HomeEvent, HomeIndex, HomeLesson } from "@eos/contracts";
import { Button, Card, Col, Empty, List, Progress, Row, Skeleton, Statistic, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FileImage } from "../../components/FileImage.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { useHome } from "./homeApi.ts";
import "./home.css";

const kindColor: Record<string, string | undefined> = { holiday: "green", exam: "red", event: "blue" };

function LessonList({ lessons }: { lessons: HomeLesson[] }) {
  const { t } = useTranslation();
  if (lessons.length === 0)
    return <Empty description={t("home.lessons.empty")} data-testid="home-lessons-empty" />;
  return (
    <List
      size="small"
      dataSource={lessons}
      data-testid="home-lessons"
      renderItem={(l) => (
        <List.Item key={`${l.period}-${l.className}`} data-testid="home-lesson">
          <List.Item.Meta
            title={`${l.start}–${l.end} · ${l.subject}`}
            description={[
              t("home.lessons.period", { period: l.period }),
              l.className,
              l.room ? t("home.lessons.room", { room: l.room }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        </List.Item>
      )}
    />
  );
}

const dayOf = (iso: string) => iso.slice(0, 10);

function EventList({ events }: { events: HomeEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0)
    return <Empty description={t("home.events.empty")} data-testid="home-events-empty" />;
  return (
    <List
      size="small"
      dataSource={events}
      data-testid="home-events"
      renderItem={(e) => (
        <List.Item key={e.id}>
          <List.Item.Meta
            title={e.title}
            description={`${dayOf(e.start)}${dayOf(e.end) !== dayOf(e.start) ? ` – ${dayOf(e.end)}` : ""}${e.allDay ? ` · ${t("home.events.allDay")}` : ""}`}
          />
          <Tag color={kindColor[e.kind]}>
            {t(`home.events.kinds.${e.kind}` as "home.events.kinds.event", e.kind)}
          </Tag>
        </List.Item>
      )}
    />
  );
}

function DevelopCard({ home }: { home: HomeIndex }) {
  const { t } = useTranslation();
  const d = home.teacherDevelop;
  return (
    <Card className="eos-page__card" title={t("home.develop.title")} data-testid="home-develop">
      {d === null ? (
        <Empty description={t("home.develop.none")} />
      ) : (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Statistic
                title={`${t("home.develop.total")} · ${d.termName}`}
                value={d.total}
                data-testid="home-develop-total"
              />
            </Col>
            <Col span={12}>
              <Statistic title={t("home.develop.band")} value={d.band ?? "—"} />
            </Col>
          </Row>
          {d.scored ? null : (
            <Typography.Paragraph type="secondary">{t("home.develop.notScored")}</Typography.Paragraph>
          )}
          {d.indicators.map((i) => (
            <div key={i.indicatorId} className="eos-home__indicator">
              <Typography.Text>{i.name}</Typography.Text>
              <Progress
                percent={i.maxScore > 0 ? Math.round((i.score / i.maxScore) * 100) : 0}
                size="small"
                aria-label={i.name}
              />
            </div>
          ))}
          <Link to="/admin/tea-growth/mine">{t("home.develop.open")}</Link>
        </>
      )}
    </Card>
  );
}

/**
 * The console home's cards (GET /center/api/index): a greeting by the time of day, today's classes, the to-do
 * count, the week's calendar, banners, recent apps and, for a teacher, their development figures.
 */
/**
 * The console home's greeting (the title of its welcome card): good morning, afternoon or evening by the school's
 * clock, today's date and the to-do count; the welcome line until the home has answered.
 */
export function HomeGreeting({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const home = useHome();
  const h = home.data;
  if (!h)
    return (
      <Typography.Title level={2} className="eos-card-title">
        {fallback}
      </Typography.Title>
    );
  return (
    <div className="eos-home__greeting">
      <Typography.Title level={2} className="eos-card-title" data-testid="home-greeting">
        {t(`home.greeting.${h.greeting.timeOfDay}`, { name: h.greeting.name })}
      </Typography.Title>
      <Typography.Text type="secondary">{t("home.today", { date: h.date })}</Typography.Text>{" "}
      <Tag color={h.todoCount > 0 ? "orange" : undefined} data-testid="home-todo-count">
        {t("home.todo.count", { count: h.todoCount })}
      </Tag>
    </div>
  );
}

export function ConsoleHomeCards() {
  const { t } = useTranslation();
  const home = useHome();
  if (home.isPending) return <Skeleton active data-testid="home-loading" />;
  if (home.isError || !home.data)
    return <LoadFailed title={t("home.loadFailed")} error={home.error} onRetry={() => void home.refetch()} />;
  const h = home.data;
  return (
    <div className="eos-home" data-testid="console-home-cards">
      {h.banners.length > 0 ? (
        <div className="eos-home__banners" data-testid="home-banners">
          {h.banners.map((b) => (
            <a key={b.id} href={b.link ?? undefined} className="eos-home__banner" aria-label={b.title}>
              <FileImage file={b.imageUrl} alt={b.title} scale={800} />
            </a>
          ))}
        </div>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card className="eos-page__card" title={t("home.lessons.title")}>
            <LessonList lessons={h.lessons} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card className="eos-page__card" title={t("home.events.title")}>
            <EventList events={h.events} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card className="eos-page__card" title={t("home.apps.title")}>
            {h.recentApps.length === 0 ? (
              <Empty description={t("home.apps.empty")} />
            ) : (
              <div className="eos-home__apps" data-testid="home-apps">
                {h.recentApps.map((a) => (
                  <Button key={a.id} href={`/app/${a.id}`}>
                    {a.name}
                  </Button>
                ))}
              </div>
            )}
          </Card>
        </Col>
        {h.greeting.roleType === "tea" ? (
          <Col xs={24} lg={12}>
            <DevelopCard home={h} />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}
