import { ArrowLeftOutlined, UserAddOutlined } from "@ant-design/icons";
import type { ClubMember } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Popconfirm, Result, Space, Spin, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListCard } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { addMembers, courseKeys, fetchClub, fetchMembers, removeMember } from "./courseApi.ts";
import { StudentPickerModal } from "./StudentPickerModal.tsx";
import type { SortedQuery } from "./sorting.ts";
import { useAct } from "./useAct.ts";
import "../../components/consolePage.css";

/** /TMS/course-router?clubId=: a club's page: its info and leaders, its members added in batch and removed. */
export function ClubPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const clubId = Number(params.get("clubId"));
  const valid = Number.isInteger(clubId) && clubId > 0;
  const queryClient = useQueryClient();
  const club = useQuery({
    queryKey: courseKeys.club(clubId),
    queryFn: () => fetchClub(clubId),
    enabled: valid,
    retry: false,
  });
  const members = useListQuery<SortedQuery & { clubId: number }, ClubMember>(
    { page: 1, size: 20, clubId },
    courseKeys.members,
    fetchMembers,
  );
  const act = useAct(() => queryClient.invalidateQueries({ queryKey: courseKeys.all }));
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  if (!valid || club.isError)
    return (
      <Result
        status="404"
        title={t("course.club.notFound")}
        extra={<Link to="/admin/course/clubs">{t("course.club.back")}</Link>}
      />
    );
  if (!club.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const c = club.data;
  const removeMany = async () => {
    for (const id of selected) await removeMember(clubId, id);
  };
  const columns: TableProps<ClubMember>["columns"] = [
    { key: "name", title: t("course.club.student"), dataIndex: "studentName" },
    { key: "no", title: t("course.club.studentNo"), dataIndex: "studentNo" },
    { key: "class", title: t("course.club.className"), dataIndex: "className" },
    {
      key: "actions",
      title: t("course.actions"),
      render: (_, r) => (
        <Popconfirm
          okButtonProps={{ "data-testid": "confirm-ok" } as never}
          title={t("course.club.removeMemberConfirm", { name: r.studentName })}
          onConfirm={async () => {
            if (await act(() => removeMember(clubId, r.studentId), t("course.removed")))
              members.afterDelete();
          }}
        >
          <Button type="link" size="small" danger data-testid={`member-remove-${r.studentId}`}>
            {t("course.club.removeMember")}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <div className="eos-page" data-testid="club-page">
      <Space style={{ marginBottom: 12 }}>
        <Link to="/admin/course/clubs">
          <ArrowLeftOutlined /> {t("course.club.back")}
        </Link>
      </Space>
      <Card title={<span data-testid="club-title">{c.name}</span>} className="eos-page__card">
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t("course.clubs.description")}>{c.description}</Descriptions.Item>
          <Descriptions.Item label={t("course.clubs.members")}>
            <span data-testid="club-count">
              {t("course.clubs.memberCount", { count: c.memberCount, capacity: c.capacity })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t("course.term.leaders")}>
            {c.leaders.map((l) => l.teacherName).join("、") || t("course.leaders.empty")}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ListCard<ClubMember>
        title={t("course.club.members")}
        filters={<KeywordSearch label={t("course.club.searchMembers")} onKeyword={members.search} />}
        actions={
          <Space wrap style={{ marginBottom: 12 }}>
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => setPicking(true)}
              data-testid="member-add"
            >
              {t("course.club.addMembers")}
            </Button>
            <Popconfirm
              okButtonProps={{ "data-testid": "confirm-ok" } as never}
              title={t("course.club.removeSelectedConfirm", { count: selected.length })}
              disabled={selected.length === 0}
              onConfirm={async () => {
                if (await act(removeMany, t("course.removed"))) setSelected([]);
              }}
            >
              <Button danger disabled={selected.length === 0} data-testid="member-remove-selected">
                {t("course.club.removeSelected", { count: selected.length })}
              </Button>
            </Popconfirm>
          </Space>
        }
        table={{
          list: members.list,
          rows: members.rows,
          rowKey: "studentId",
          columns,
          rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) },
          failedTitle: t("course.loadFailed"),
          empty: members.query.keyword ? t("course.noMatch") : t("course.club.empty"),
          testId: "member-table",
          paging: { page: members.query.page, size: members.query.size, total: members.total },
          totalText: (total) => t("course.total", { total }),
          onPage: members.turn,
        }}
      />
      {picking ? (
        <StudentPickerModal
          onClose={() => setPicking(false)}
          onPick={async (ids) => {
            let added = 0;
            const ok = await act(async () => {
              added = (await addMembers(clubId, ids)).added;
            }, t("course.saved"));
            if (ok) setSelected([]);
            return ok && added >= 0;
          }}
        />
      ) : null}
    </div>
  );
}
