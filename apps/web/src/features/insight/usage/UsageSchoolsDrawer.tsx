import { DownloadOutlined } from "@ant-design/icons";
import type { SchoolSceneUsage } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App, Button, Drawer, Empty, Grid, Segmented, Table, type TableProps, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { dateTime16 } from "../../collection/index.ts";
import { UsageTasksView } from "./UsageTasksView.tsx";
import { downloadSchoolUsage, fetchSchoolUsage, type UsageFilter, usageKeys } from "./usageApi.ts";

type Props = { scene: { sceneId: number; name: string } | null; open: boolean; onClose: () => void };

function useColumns(): NonNullable<TableProps<SchoolSceneUsage>["columns"]> {
  const { t } = useTranslation();
  return [
    { key: "school", dataIndex: "schoolName", title: t("usage.schools.school") },
    {
      key: "copied",
      title: t("usage.schools.copied"),
      render: (_, row) =>
        row.copied ? <Tag color="green">{t("usage.schools.yes")}</Tag> : <Tag>{t("usage.schools.no")}</Tag>,
    },
    { key: "tasks", dataIndex: "tasks", title: t("usage.schools.tasks"), align: "right" },
    { key: "values", dataIndex: "values", title: t("usage.schools.values"), align: "right" },
    {
      key: "lastFill",
      title: t("usage.schools.lastFill"),
      render: (_, row) => dateTime16(row.lastFillAt) || t("usage.schools.never"),
    },
  ];
}

/** Downloads the current filter's .xlsx, with a message either way. */
function ExportButton({ sceneId, name, used }: { sceneId: number; name: string; used: UsageFilter }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadSchoolUsage(sceneId, used, `${name}-${t("usage.schools.exportFile")}.xlsx`);
      void message.success(t("usage.schools.exported"));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid="usage-export">
      {t("usage.schools.export")}
    </Button>
  );
}

/** One scene's schools, filtered by use and paged; the drawer remounts per scene so the filter starts at all. */
function SchoolsView({ sceneId, name }: { sceneId: number; name: string }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState<UsageFilter>("all");
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const query = { sceneId, used, page: paging.page, size: paging.size };
  const schools = useQuery({
    queryKey: usageKeys.schools(query),
    queryFn: () => fetchSchoolUsage(query),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  return (
    <>
      <div className="eos-people-filters eos-usage-toolbar">
        <Segmented<UsageFilter>
          value={used}
          aria-label={t("usage.schools.filter")}
          onChange={(value) => {
            setUsed(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { value: "all", label: t("usage.schools.filterAll") },
            { value: "used", label: t("usage.schools.filterUsed") },
            { value: "unused", label: t("usage.schools.filterUnused") },
          ]}
          data-testid="usage-schools-filter"
        />
        <ExportButton sceneId={sceneId} name={name} used={used} />
      </div>
      {schools.isError && !schools.data ? (
        <LoadFailed
          title={t("usage.schools.loadFailed")}
          error={schools.error}
          onRetry={() => void schools.refetch()}
          retryTestId="usage-schools-retry"
        />
      ) : (
        <div data-testid="usage-schools-table">
          <Table<SchoolSceneUsage>
            rowKey="schoolId"
            size="small"
            columns={columns}
            dataSource={schools.data?.list ?? []}
            loading={schools.isFetching}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: <Empty description={t("usage.schools.empty")} /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.size,
              total: schools.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t("usage.schools.total", { total }),
              onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
            }}
          />
        </div>
      )}
    </>
  );
}

/** The drawer of one scene's schools (full width on phones). */
export function UsageSchoolsDrawer({ scene, open, onClose }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={open}
      title={t("usage.schools.title", { scene: scene?.name ?? "" })}
      onClose={onClose}
      size={isPhone ? "100%" : 760}
      destroyOnHidden
      closable={{ "aria-label": t("usage.schools.close") }}
    >
      <div data-testid="usage-schools-drawer">
        {scene ? (
          <Tabs
            key={scene.sceneId}
            items={[
              {
                key: "schools",
                label: t("usage.schools.bySchool"),
                children: <SchoolsView sceneId={scene.sceneId} name={scene.name} />,
              },
              {
                key: "tasks",
                label: t("usage.tasks.byTask"),
                children: <UsageTasksView sceneId={scene.sceneId} name={scene.name} />,
              },
            ]}
            destroyOnHidden
            data-testid="usage-drawer-tabs"
          />
        ) : null}
      </div>
    </Drawer>
  );
}
