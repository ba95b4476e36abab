import type { TimetableSet } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Popconfirm, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../components/format.ts";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { TimetableSetDrawer } from "./TimetableSetDrawer.tsx";
import { deleteSet, errorText, fetchSets, publishSet, type SetQuery, timetableKeys } from "./timetableApi.ts";
import "./timetable.css";

/** /admin/timetable: the school's timetable sets; create, edit, fill, publish and delete them. */
export function TimetableSetsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sets = useListQuery<SetQuery, TimetableSet>({ page: 1, size: 20 }, timetableKeys.sets, fetchSets);
  const [drawer, setDrawer] = useState<{ editing: TimetableSet | null } | null>(null);
  const days = t("timetable.daysShort", { returnObjects: true }) as Record<number, string>;
  const refresh = () => queryClient.invalidateQueries({ queryKey: timetableKeys.all });
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
      await refresh();
    } catch (e) {
      void message.error(errorText(e, t("timetable.failed")));
    }
  };
  return (
    <ListPage<TimetableSet>
      testId="timetable-sets-page"
      header={
        <ConsolePageHeader
          title={t("timetable.title")}
          area="console.menu.portalApps"
          testId="timetable-sets-title"
          extra={
            <Button
              type="primary"
              onClick={() => setDrawer({ editing: null })}
              data-testid="timetable-set-add"
            >
              {t("timetable.add")}
            </Button>
          }
        />
      }
      filters={
        <KeywordSearch label={t("timetable.search")} onKeyword={sets.search} testId="timetable-search" />
      }
      table={{
        list: sets.list,
        rows: sets.rows,
        rowKey: "id",
        failedTitle: t("timetable.loadFailed"),
        empty: sets.query.keyword ? t("timetable.noMatch") : t("timetable.empty"),
        paging: { page: sets.query.page, size: sets.query.size, total: sets.total },
        totalText: (total) => t("timetable.total", { total }),
        onPage: sets.turn,
        testId: "timetable-sets",
        columns: [
          {
            key: "name",
            title: t("timetable.col.name"),
            render: (_, s) => <Link to={`/admin/timetable/${s.id}`}>{s.name}</Link>,
          },
          { key: "term", dataIndex: "termName", title: t("timetable.col.term") },
          {
            key: "days",
            title: t("timetable.col.days"),
            render: (_, s) => s.days.map((d) => days[d]).join(" "),
          },
          { key: "periods", title: t("timetable.col.periods"), render: (_, s) => s.periods.length },
          { key: "lessons", dataIndex: "entryCount", title: t("timetable.col.lessons") },
          {
            key: "status",
            title: t("timetable.col.status"),
            render: (_, s) =>
              s.status === 1 ? (
                <Tag color="green">{t("timetable.published")}</Tag>
              ) : (
                <Tag>{t("timetable.draft")}</Tag>
              ),
          },
          { key: "updated", title: t("timetable.col.updated"), render: (_, s) => formatTime(s.updatedAt) },
          {
            key: "actions",
            title: t("timetable.col.actions"),
            render: (_, s) => (
              <Space wrap>
                <Button size="small" type="link" onClick={() => void navigate(`/admin/timetable/${s.id}`)}>
                  {t("timetable.fill")}
                </Button>
                <Button size="small" type="link" onClick={() => setDrawer({ editing: s })}>
                  {t("timetable.edit")}
                </Button>
                <Button
                  size="small"
                  type="link"
                  data-testid={`timetable-publish-${s.id}`}
                  onClick={() =>
                    void act(
                      () => publishSet(s.id, s.status !== 1),
                      t(s.status === 1 ? "timetable.unpublishedDone" : "timetable.publishedDone"),
                    )
                  }
                >
                  {t(s.status === 1 ? "timetable.unpublish" : "timetable.publish")}
                </Button>
                <Popconfirm
                  title={t("timetable.deleteConfirm", { name: s.name })}
                  onConfirm={() => act(() => deleteSet(s.id), t("timetable.deleted"))}
                >
                  <Button size="small" type="link" danger>
                    {t("timetable.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ],
      }}
    >
      {drawer ? (
        <TimetableSetDrawer
          open
          editing={drawer.editing}
          onClose={() => setDrawer(null)}
          onSaved={(id) => {
            setDrawer(null);
            void refresh();
            if (!drawer.editing) void navigate(`/admin/timetable/${id}`);
          }}
        />
      ) : null}
    </ListPage>
  );
}
