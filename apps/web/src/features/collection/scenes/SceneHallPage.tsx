import type { SceneHallItem } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App, Button, Card, Empty, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { copyFromHall, fetchHall, type HallQuery, scenesKeys } from "./scenesApi.ts";
import { useRunWrite } from "./useRunWrite.ts";
import "../../../components/consolePage.css";
import "./scenes.css";

/** /admin/scene-hall: scenes other schools of the area have shelved; copy one into this school. */
export function SceneHallPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const run = useRunWrite();
  const [query, setQuery] = useState<HallQuery>({ page: 1, size: 20 });
  const list = useQuery({
    queryKey: scenesKeys.hall(query),
    queryFn: () => fetchHall(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const offerToOpen = (id: number) =>
    modal.confirm({
      title: t("scenes.hall.copyDone"),
      content: t("scenes.hall.copyDoneHint"),
      okText: t("scenes.hall.openNew"),
      cancelText: t("scenes.hall.stay"),
      okButtonProps: { "data-testid": "hall-open-new" } as never,
      onOk: () => void navigate(`/admin/scenes/${id}`),
    });

  const confirmCopy = (row: SceneHallItem) =>
    modal.confirm({
      title: t("scenes.hall.copyTitle", { name: row.name }),
      content: t("scenes.hall.copyHint"),
      okText: t("scenes.hall.copy"),
      cancelText: t("scenes.common.cancel"),
      okButtonProps: { "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: async () => {
        const out = await run(() => copyFromHall(row.schoolId, row.sceneId));
        if (out) offerToOpen(out.id);
      },
    });

  const columns: NonNullable<TableProps<SceneHallItem>["columns"]> = [
    { key: "school", dataIndex: "schoolName", title: t("scenes.hall.school") },
    {
      key: "scene",
      title: t("scenes.hall.scene"),
      render: (_, row) => (
        <span className="eos-scenes-tags">
          <span>{row.name}</span>
          {row.copied ? <Tag color="blue">{t("scenes.hall.copied")}</Tag> : null}
        </span>
      ),
    },
    {
      key: "classify",
      title: t("scenes.hall.classify"),
      render: (_, row) => row.classifyName ?? t("scenes.list.noClassify"),
    },
    { key: "tasks", dataIndex: "taskCount", title: t("scenes.hall.tasks") },
    {
      key: "actions",
      title: t("scenes.common.actions"),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => confirmCopy(row)}>
          {t("scenes.hall.copy")}
        </Button>
      ),
    },
  ];

  return (
    <div className="eos-page" data-testid="scene-hall-page">
      <ConsolePageHeader
        area="console.menu.forms"
        title={t("scenes.hall.title")}
        testId="scene-hall-title"
        extra={<Button onClick={() => void navigate("/admin/scenes")}>{t("scenes.hall.back")}</Button>}
      />
      <Card className="eos-page__card eos-scenes-table-card">
        <search className="eos-scenes-filters">
          <KeywordSearch
            className="eos-scenes-filters__search"
            label={t("scenes.hall.search")}
            onKeyword={(keyword) => setQuery((q) => ({ ...q, keyword, page: 1 }))}
            testId="scene-hall-search"
          />
        </search>
        {list.error && rows.length === 0 ? (
          <LoadFailed
            title={t("scenes.common.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div data-testid="scene-hall-table">
            <Table<SceneHallItem>
              rowKey={(row) => `${row.schoolId}-${row.sceneId}`}
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              scroll={{ x: "max-content" }}
              onChange={(paging) =>
                setQuery((q) => {
                  const size = paging.pageSize ?? q.size;
                  return { ...q, size, page: size !== q.size ? 1 : (paging.current ?? q.page) };
                })
              }
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={query.keyword ? t("scenes.hall.noMatch") : t("scenes.hall.empty")}
                  />
                ),
              }}
              pagination={{
                current: query.page,
                pageSize: query.size,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: (n) => t("scenes.common.total", { total: n }),
              }}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
