import { Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { SyncCounts, SyncResult } from "./directorySyncApi.ts";

const ORDER: (keyof SyncCounts)[] = [
  "departments",
  "members",
  "departmentsCreated",
  "departmentsRenamed",
  "teachersCreated",
  "teachersMatchedByPhone",
  "teachersUpdated",
  "linksAdded",
  "membershipsAdded",
  "membershipsRemoved",
  "departmentsGone",
  "membersGone",
  "departmentsSkipped",
  "ambiguous",
];

/** What a sync (or its preview) counted, app by app; the platform totals always, the rest when not zero. */
export function SyncCountsView({ result, title }: { result: SyncResult; title: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={result.dryRun ? "sync-preview" : "sync-result"}>
      <Typography.Text strong>{title}</Typography.Text>
      {result.changed ? null : (
        <Typography.Paragraph type="secondary" data-testid="sync-unchanged">
          {t("directorySync.sync.unchanged")}
        </Typography.Paragraph>
      )}
      {result.apps.map((app) => (
        <Descriptions
          key={app.appId}
          title={app.name}
          size="small"
          column={{ xs: 1, sm: 2 }}
          bordered
          items={ORDER.filter((k) => k === "departments" || k === "members" || app.counts[k] > 0).map(
            (k) => ({
              key: k,
              label: t(`directorySync.sync.counts.${k}`),
              children: app.counts[k],
            }),
          )}
        />
      ))}
    </div>
  );
}
