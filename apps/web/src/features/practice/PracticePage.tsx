import { PlusOutlined } from "@ant-design/icons";
import type { PracticeActivity } from "@eos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Popconfirm, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { ActivityChartModal } from "./ActivityChartModal.tsx";
import { ActivityDrawer } from "./ActivityDrawer.tsx";
import { ParticipantsDrawer } from "./ParticipantsDrawer.tsx";
import {
  type ActivityQuery,
  fetchActivities,
  practiceKeys,
  removeActivity,
  setOpened,
} from "./practiceApi.ts";

const joinType = (n: number) => String(n) as "0" | "1" | "2";

/** /admin/practice: the school's practice activities; add, edit, open or close, remove, score, figures. */
export function PracticePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const q = useListQuery<ActivityQuery, PracticeActivity>(
    { page: 1, size: 20 },
    practiceKeys.activities,
    fetchActivities,
  );
  const [drawer, setDrawer] = useState<{ open: boolean; editing: PracticeActivity | null }>({
    open: false,
    editing: null,
  });
  const [scoring, setScoring] = useState<PracticeActivity | null>(null);
  const [charting, setCharting] = useState<PracticeActivity | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: practiceKeys.all });
  const toggle = useMutation({
    mutationFn: (a: PracticeActivity) => setOpened(a.id, !a.opened),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (a: PracticeActivity) => removeActivity(a.id),
    onSuccess: async () => {
      message.success(t("practice.removed"));
      q.afterDelete();
      await refresh();
    },
  });
  const filtered = Boolean(q.query.keyword) || q.query.joinTimeType !== undefined;
  const sorted = (field: string) => (q.query.sortField === field ? (q.query.sortOrder ?? null) : null);

  return (
    <ListPage<PracticeActivity>
      testId="practice-page"
      header={
        <ConsolePageHeader
          title={t("practice.title")}
          area="console.menu.schoolLife"
          testId="practice-title"
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ open: true, editing: null })}
              data-testid="practice-add"
            >
              {t("practice.add")}
            </Button>
          }
        />
      }
      hint={t("practice.hint")}
      filters={
        <Space wrap>
          <KeywordSearch label={t("practice.search")} onKeyword={q.search} testId="practice-search" />
          <Select
            allowClear
            placeholder={t("practice.allTypes")}
            style={{ minWidth: 160 }}
            value={q.query.joinTimeType}
            onChange={(joinTimeType?: number) => q.setQuery((x) => ({ ...x, joinTimeType, page: 1 }))}
            options={[0, 1, 2].map((k) => ({ value: k, label: t(`practice.joinTypes.${joinType(k)}`) }))}
            data-testid="practice-type-filter"
          />
        </Space>
      }
      table={{
        list: q.list,
        rows: q.rows,
        rowKey: "id",
        failedTitle: t("practice.loadFailed"),
        empty: filtered ? t("practice.noMatch") : t("practice.empty"),
        testId: "practice-table",
        paging: { page: q.query.page, size: q.query.size, total: q.total },
        totalText: (total) => t("practice.total", { total }),
        onPage: q.turn,
        onChange: (_p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          q.setQuery((x) => ({
            ...x,
            sortField: s?.order ? String(s.field) : undefined,
            sortOrder: s?.order ?? undefined,
          }));
        },
        columns: [
          { title: t("practice.columns.name"), dataIndex: "name", sorter: true, sortOrder: sorted("name") },
          {
            title: t("practice.columns.orgs"),
            key: "orgs",
            render: (_, a) => a.orgs.map((o) => o.name).join("、"),
          },
          {
            title: t("practice.columns.joinType"),
            key: "joinType",
            render: (_, a) =>
              a.joinTimeType === 2
                ? `${a.joinStart ?? ""} ~ ${a.joinEnd ?? ""}`
                : t(`practice.joinTypes.${joinType(a.joinTimeType)}`),
          },
          {
            title: t("practice.columns.places"),
            dataIndex: "maxNum",
            sorter: true,
            sortOrder: sorted("maxNum"),
            render: (n: number) => (n === 0 ? t("practice.unlimited") : n),
          },
          {
            title: t("practice.columns.joined"),
            dataIndex: "joinedNum",
            sorter: true,
            sortOrder: sorted("joinedNum"),
          },
          { title: t("practice.columns.scored"), dataIndex: "scoredNum" },
          {
            title: t("practice.columns.state"),
            key: "state",
            render: (_, a) =>
              a.joinable ? (
                <Tag color="green">{t("practice.state.open")}</Tag>
              ) : (
                <Tag>{t("practice.state.closed")}</Tag>
              ),
          },
          {
            title: t("practice.columns.createdAt"),
            dataIndex: "createdAt",
            sorter: true,
            sortOrder: sorted("createdAt"),
            render: (at: string) => at.slice(0, 16).replace("T", " "),
          },
          {
            title: t("practice.columns.actions"),
            key: "actions",
            render: (_, a) => (
              <Space size={0} wrap>
                {a.joinTimeType === 1 ? (
                  <Button
                    type="link"
                    loading={toggle.isPending && toggle.variables?.id === a.id}
                    onClick={() => toggle.mutate(a)}
                    data-testid={`practice-toggle-${a.id}`}
                  >
                    {a.opened ? t("practice.close") : t("practice.open")}
                  </Button>
                ) : null}
                <Button
                  type="link"
                  onClick={() => setScoring(a)}
                  data-testid={`practice-participants-${a.id}`}
                >
                  {t("practice.participants")}
                </Button>
                <Button type="link" onClick={() => setCharting(a)} data-testid={`practice-chart-${a.id}`}>
                  {t("practice.chart")}
                </Button>
                <Button type="link" onClick={() => setDrawer({ open: true, editing: a })}>
                  {t("practice.edit")}
                </Button>
                <Popconfirm
                  title={t("practice.removeConfirm", { name: a.name })}
                  onConfirm={() => remove.mutate(a)}
                >
                  <Button type="link" danger data-testid={`practice-remove-${a.id}`}>
                    {t("practice.remove")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ],
      }}
    >
      <ActivityDrawer
        open={drawer.open}
        editing={drawer.editing}
        onClose={() => setDrawer({ open: false, editing: null })}
      />
      <ParticipantsDrawer activity={scoring} onClose={() => setScoring(null)} />
      <ActivityChartModal activity={charting} onClose={() => setCharting(null)} />
    </ListPage>
  );
}
