import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { createFeed, errorText, fetchFeed, revokeFeed, timetableKeys } from "./timetableApi.ts";

/** The person's iCalendar feed: make a secret link (shown once), make a new one, or revoke it. */
export function FeedCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: timetableKeys.feed, queryFn: fetchFeed });
  const [url, setUrl] = useState<string | null>(null);
  const run = async (work: () => Promise<string | null>) => {
    try {
      setUrl(await work());
      await queryClient.invalidateQueries({ queryKey: timetableKeys.feed });
    } catch (e) {
      void message.error(errorText(e, t("timetable.failed")));
    }
  };
  const active = feed.data?.active === true;
  return (
    <Card title={t("timetable.feed.title")} className="eos-timetable-feed" data-testid="timetable-feed">
      <Typography.Paragraph type="secondary">{t("timetable.feed.hint")}</Typography.Paragraph>
      <Typography.Paragraph data-testid="timetable-feed-status">
        {active
          ? t("timetable.feed.active", { at: formatTime(feed.data?.createdAt ?? "") })
          : t("timetable.feed.none")}
      </Typography.Paragraph>
      {url ? (
        <Typography.Paragraph copyable data-testid="timetable-feed-url">
          {`${window.location.origin}${url}`}
        </Typography.Paragraph>
      ) : null}
      <Space wrap>
        <Button
          onClick={() => void run(async () => (await createFeed()).url)}
          data-testid="timetable-feed-create"
        >
          {t(active ? "timetable.feed.recreate" : "timetable.feed.create")}
        </Button>
        {active ? (
          <Popconfirm
            title={t("timetable.feed.revoke")}
            onConfirm={() =>
              run(async () => {
                await revokeFeed();
                return null;
              })
            }
          >
            <Button danger data-testid="timetable-feed-revoke">
              {t("timetable.feed.revoke")}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Card>
  );
}
