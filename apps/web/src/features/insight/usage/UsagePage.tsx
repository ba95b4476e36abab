import type { SceneUsage } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Result, Skeleton, Table, type TableProps, Tabs, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchool } from "../../../api/useSchool.ts";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { ProgressBar } from "../../collection/index.ts";
import { AppCountView } from "./AppCountView.tsx";
import { TargetUsageView } from "./TargetUsageView.tsx";
import { UsageNotUsedDrawer } from "./UsageNotUsedDrawer.tsx";
import { UsageSchoolsDrawer } from "./UsageSchoolsDrawer.tsx";
import { fetchSceneUsage, type SceneUsageQuery, usageKeys } from "./usageApi.ts";
import "../../../components/consolePage.css";
import "./usage.css";

type Picked = { sceneId: number; name: string };

function useColumns(onOpen: (row: SceneUsage) => void): NonNullable<TableProps<SceneUsage>["columns"]> {
  const { t } = useTranslation();
  return [
    {
      key: "name",
      title: t("usage.scenes.name"),
      render: (_, row) => (
        <Button
          type="link"
          className="eos-usage-scene"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
          data-testid={`usage-scene-open-${row.sceneId}`}
        >
          {row.name}
        </Button>
      ),
    },
    {
      key: "shelved",
      title: t("usage.scenes.shelved"),
      render: (_, row) =>
        row.shelved ? (
          <Tag color="green">{t("usage.scenes.shelved")}</Tag>
        ) : (
          <Tag>{t("usage.scenes.unshelved")}</Tag>
        ),
    },
    {
      key: "copied",
      title: t("usage.scenes.copied"),
      render: (_, row) => t("usage.scenes.copiedOf", { copied: row.copiedSchools, schools: row.schools }),
    },
    {
      key: "active",
      title: t("usage.scenes.active"),
      render: (_, row) => t("usage.scenes.activeCount", { count: row.activeSchools }),
    },
    {
      key: "rate",
      title: t("usage.scenes.activeRate"),
      className: "eos-usage-rate",
      render: (_, row) => <ProgressBar filled={row.activeSchools} expected={row.schools} />,
    },
    { key: "values", dataIndex: "values", title: t("usage.scenes.values"), align: "right" },
  ];
}

/** The area's own scenes with how many of its schools copied and use each: searchable, paged. */
function UsageScenesTable({ onOpen }: { onOpen: (picked: Picked) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<SceneUsageQuery>({ page: 1, size: 20 });
  const scenes = useQuery({
    queryKey: usageKeys.scenes(query),
    queryFn: () => fetchSceneUsage(query),
    placeholderData: keepPreviousData,
  });
  const open = (row: SceneUsage) => onOpen({ sceneId: row.sceneId, name: row.name });
  const columns = useColumns(open);
  const search = (
    <search className="eos-people-filters">
      <KeywordSearch
        className="eos-people-filters__search"
        label={t("usage.scenes.search")}
        onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
        testId="usage-search"
      />
    </search>
  );
  if (scenes.isError && !scenes.data)
    return (
      <>
        {search}
        <LoadFailed
          title={t("usage.scenes.loadFailed")}
          error={scenes.error}
          onRetry={() => void scenes.refetch()}
          retryTestId="usage-retry"
        />
      </>
    );
  return (
    <>
      {search}
      <div data-testid="usage-scenes-table">
        <Table<SceneUsage>
          rowKey="sceneId"
          columns={columns}
          dataSource={scenes.data?.list ?? []}
          loading={scenes.isFetching}
          scroll={{ x: "max-content" }}
          onRow={(row) => ({ onClick: () => open(row), style: { cursor: "pointer" } })}
          locale={{
            emptyText: (
              <Empty description={t(query.keyword ? "usage.scenes.noMatch" : "usage.scenes.empty")} />
            ),
          }}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: scenes.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t("usage.scenes.total", { total }),
            onChange: (page, size) => setQuery((q) => ({ ...q, page: size !== q.size ? 1 : page, size })),
          }}
        />
      </div>
    </>
  );
}

/** Says that the statistics belong to area administrators; a school site calls nothing. */
function AreaOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Card className="eos-page__card">
      <Result
        status="info"
        title={t("usage.page.areaOnlyTitle")}
        subTitle={t("usage.page.areaOnlyHint")}
        data-testid="usage-area-only"
      />
    </Card>
  );
}

/**
 * /admin/usage: on an area's own site, how its schools copy and use the area's scenes (elsewhere a notice), usage
 * by target level (the area's schools, or the school's own), and data app usage.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const { school } = useSchool();
  // The scene stays while the drawer closes, so its title does not blink away.
  const [drawer, setDrawer] = useState<{ open: boolean; scene: Picked | null }>({ open: false, scene: null });
  const [notUsed, setNotUsed] = useState(false);
  let body = <Skeleton active />;
  if (school && school.type !== 1) body = <AreaOnlyNotice />;
  else if (school)
    body = (
      <Card className="eos-page__card eos-people-table-card">
        <Typography.Paragraph type="secondary">{t("usage.page.hint")}</Typography.Paragraph>
        <Button onClick={() => setNotUsed(true)} data-testid="usage-not-used">
          {t("usage.notUsed.open")}
        </Button>
        <UsageNotUsedDrawer open={notUsed} onClose={() => setNotUsed(false)} />
        <UsageScenesTable onOpen={(scene) => setDrawer({ open: true, scene })} />
        <UsageSchoolsDrawer
          scene={drawer.scene}
          open={drawer.open}
          onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        />
      </Card>
    );
  return (
    <div className="eos-page" data-testid="usage-page">
      <ConsolePageHeader area="console.menu.forms" title={t("usage.page.title")} testId="usage-title" />
      <Tabs
        destroyOnHidden
        items={[
          { key: "scenes", label: t("appMonitor.tabs.scenes"), children: body },
          {
            key: "targets",
            label: t("usage.targets.tab"),
            children: (
              <Card className="eos-page__card eos-people-table-card">
                {school ? <TargetUsageView area={school.type === 1} /> : <Skeleton active />}
              </Card>
            ),
          },
          {
            key: "apps",
            label: t("appMonitor.tabs.appCount"),
            children: (
              <Card className="eos-page__card eos-people-table-card">
                <AppCountView />
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
}
