import type { AreaSchoolCompletion } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Table, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchool } from "../../../api/useSchool.ts";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { ProgressBar } from "../../collection/index.ts";
import { AreaSchoolDrawer } from "./AreaSchoolDrawer.tsx";
import { areaProgressKeys, fetchAreaSceneSchools } from "./areaApi.ts";
import "../../../components/consolePage.css";
import "./area.css";

type Picked = { schoolId: number; schoolName: string };

function useColumns(onOpen: (row: AreaSchoolCompletion) => void) {
  const { t } = useTranslation();
  const columns: NonNullable<TableProps<AreaSchoolCompletion>["columns"]> = [
    {
      key: "school",
      title: t("areaProgress.schools.school"),
      render: (_, row) =>
        row.copied ? (
          <Button
            type="link"
            className="eos-area-progress__school"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row);
            }}
            data-testid={`area-school-open-${row.schoolId}`}
          >
            {row.schoolName}
          </Button>
        ) : (
          row.schoolName
        ),
    },
    {
      key: "copied",
      title: t("areaProgress.schools.copied"),
      render: (_, row) =>
        row.copied ? (
          <Tag color="green">{t("areaProgress.schools.yes")}</Tag>
        ) : (
          <Tag>{t("areaProgress.schools.no")}</Tag>
        ),
    },
    { key: "tasks", dataIndex: "taskCount", title: t("areaProgress.schools.tasks"), align: "right" },
    {
      key: "progress",
      title: t("areaProgress.schools.progress"),
      render: (_, row) =>
        row.copied ? (
          <ProgressBar filled={row.filled} expected={row.expected} />
        ) : (
          t("areaProgress.schools.none")
        ),
    },
  ];
  return columns;
}

/** The schools of the area and how far each has filled its copy of the scene: searchable, paged. */
function AreaSchoolsTable({ sceneId, onOpen }: { sceneId: number; onOpen: (picked: Picked) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const query = { sceneId, page: paging.page, size: paging.size, keyword };
  const schools = useQuery({
    queryKey: areaProgressKeys.schools(query),
    queryFn: () => fetchAreaSceneSchools(query),
    placeholderData: keepPreviousData,
  });
  const open = (row: AreaSchoolCompletion) => onOpen({ schoolId: row.schoolId, schoolName: row.schoolName });
  const columns = useColumns(open);
  if (schools.isError && !schools.data)
    return (
      <LoadFailed
        title={t("areaProgress.schools.loadFailed")}
        error={schools.error}
        onRetry={() => void schools.refetch()}
        retryTestId="area-schools-retry"
      />
    );
  return (
    <>
      <search className="eos-people-filters">
        <KeywordSearch
          className="eos-people-filters__search"
          label={t("areaProgress.schools.search")}
          onKeyword={(keyword) => {
            setKeyword(keyword);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          testId="area-schools-search"
        />
      </search>
      <div data-testid="area-schools-progress-table">
        <Table<AreaSchoolCompletion>
          rowKey="schoolId"
          columns={columns}
          dataSource={schools.data?.list ?? []}
          loading={schools.isFetching}
          scroll={{ x: "max-content" }}
          onRow={(row) => (row.copied ? { onClick: () => open(row), style: { cursor: "pointer" } } : {})}
          locale={{
            emptyText: (
              <Empty
                description={t(keyword ? "areaProgress.schools.noMatch" : "areaProgress.schools.empty")}
              />
            ),
          }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: schools.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t("areaProgress.schools.total", { total }),
            onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
          }}
        />
      </div>
    </>
  );
}

/** On an area's own site only: each school's completion of this area scene, drilling down to classes and students. */
export function AreaSceneProgress({ sceneId }: { sceneId: number }) {
  const { t } = useTranslation();
  const { school } = useSchool();
  // The school stays while the drawer closes, so its title does not blink away.
  const [drawer, setDrawer] = useState<{ open: boolean; school: Picked | null }>({
    open: false,
    school: null,
  });
  if (school?.type !== 1 || !Number.isInteger(sceneId) || sceneId <= 0) return null;
  return (
    <Card className="eos-page__card eos-people-table-card" data-testid="area-scene-progress">
      <Typography.Title level={2} className="eos-card-title">
        {t("areaProgress.schools.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("areaProgress.schools.hint")}</Typography.Paragraph>
      <AreaSchoolsTable sceneId={sceneId} onOpen={(picked) => setDrawer({ open: true, school: picked })} />
      <AreaSchoolDrawer
        sceneId={sceneId}
        open={drawer.open}
        school={drawer.school}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </Card>
  );
}
