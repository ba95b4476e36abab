import type { SceneHallItem } from "@eos/contracts";
import { App, Button, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListPage } from "../../../components/ListPage.tsx";
import { useListQuery } from "../../../components/useListQuery.ts";
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
  const { query, setQuery, list, rows, total, search } = useListQuery<HallQuery, SceneHallItem>(
    { page: 1, size: 20 },
    scenesKeys.hall,
    fetchHall,
  );

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
    <ListPage<SceneHallItem>
      testId="scene-hall-page"
      header={
        <ConsolePageHeader
          area="console.menu.forms"
          title={t("scenes.hall.title")}
          testId="scene-hall-title"
          extra={<Button onClick={() => void navigate("/admin/scenes")}>{t("scenes.hall.back")}</Button>}
        />
      }
      cardClassName="eos-page__card eos-scenes-table-card"
      filtersClassName="eos-scenes-filters"
      filters={
        <KeywordSearch
          className="eos-scenes-filters__search"
          label={t("scenes.hall.search")}
          onKeyword={search}
          testId="scene-hall-search"
        />
      }
      table={{
        list,
        rows,
        rowKey: (row) => `${row.schoolId}-${row.sceneId}`,
        columns,
        failedTitle: t("scenes.common.loadFailed"),
        testId: "scene-hall-table",
        empty: query.keyword ? t("scenes.hall.noMatch") : t("scenes.hall.empty"),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("scenes.common.total", { total: n }),
        onChange: (paging) =>
          setQuery((q) => {
            const size = paging.pageSize ?? q.size;
            return { ...q, size, page: size !== q.size ? 1 : (paging.current ?? q.page) };
          }),
      }}
    />
  );
}
