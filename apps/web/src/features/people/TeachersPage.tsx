import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchTeacherPage, type TeacherItem } from "../../components/memberApi.ts";
import { ConsolePageHeader } from "./ConsolePageHeader.tsx";
import { PeopleFilterBar } from "./PeopleFilterBar.tsx";
import { PeopleTableCard } from "./PeopleTableCard.tsx";
import { deleteTeachers } from "./peopleApi.ts";
import { formatTime, genderLabel } from "./peopleFormat.ts";
import { RowActions } from "./RowActions.tsx";
import { TeacherDrawer } from "./TeacherDrawer.tsx";
import { sortOrderOf } from "./tableQuery.ts";
import { usePeopleList } from "./usePeopleList.ts";
import { useWriteAccess } from "./useWriteAccess.ts";
import "./people.css";

const sortable = ["name", "subject", "createdAt"] as const;
const deptOrClass = ["dept", "class"] as const;

type DrawerState = { open: boolean; teacher: TeacherItem | null; session: number };

/** /admin/teachers: the school's teachers and their accounts, searched, sorted, edited and exported. */
export function TeachersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { canWrite } = useWriteAccess();
  const list = usePeopleList<TeacherItem>({
    type: "teacher",
    fetchPage: fetchTeacherPage,
    remove: deleteTeachers,
    sortable,
  });
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, teacher: null, session: 0 });
  const openDrawer = (teacher: TeacherItem | null) =>
    setDrawer((d) => ({ open: true, teacher, session: d.session + 1 }));

  const sorted = (key: (typeof sortable)[number]) => ({
    key,
    dataIndex: key,
    sorter: true,
    sortOrder: sortOrderOf(list.query, key),
  });
  const columns: NonNullable<TableProps<TeacherItem>["columns"]> = [
    { ...sorted("name"), title: t("people.common.name"), fixed: "left" },
    { key: "account", dataIndex: "account", title: t("people.common.account") },
    { key: "gender", title: t("people.common.gender"), render: (_, row) => genderLabel(t, row.gender) },
    { key: "phone", dataIndex: "phone", title: t("people.teachers.phone") },
    { ...sorted("subject"), title: t("people.teachers.subject") },
    {
      key: "isAdmin",
      title: t("people.teachers.isAdmin"),
      render: (_, row) => (row.isAdmin ? <Tag color="blue">{t("people.teachers.admin")}</Tag> : null),
    },
    {
      ...sorted("createdAt"),
      title: t("people.common.createdAt"),
      render: (_, row) => formatTime(row.createdAt),
    },
  ];
  if (canWrite) {
    columns.push({
      key: "actions",
      title: t("people.common.actions"),
      render: (_, row) => (
        <RowActions
          testIdPrefix="teacher"
          id={row.id}
          name={row.name}
          onEdit={() => openDrawer(row)}
          onDelete={() => list.confirmDelete([row])}
        />
      ),
    });
  }

  return (
    <div className="eos-page" data-testid="teachers-page">
      <ConsolePageHeader
        title={t("people.teachers.title")}
        testId="teachers-title"
        readOnly={!canWrite}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={list.exporting}
              disabled={list.total === 0}
              onClick={() => void list.exportFile()}
              data-testid="teachers-export"
            >
              {t("people.common.export")}
            </Button>
            {canWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openDrawer(null)}
                data-testid="teachers-add"
              >
                {t("people.teachers.add")}
              </Button>
            ) : null}
          </>
        }
      />
      <PeopleFilterBar
        testIdPrefix="teachers"
        searchPlaceholder={t("people.teachers.searchPlaceholder")}
        onSearch={(keyword) => list.filter({ keyword })}
        orgKinds={deptOrClass}
        orgPlaceholder={t("people.teachers.orgPlaceholder")}
        orgId={list.query.orgId}
        onOrgChange={(orgId) => list.filter({ orgId })}
      />
      <PeopleTableCard<TeacherItem>
        testIdPrefix="teachers"
        columns={columns}
        rows={list.rows}
        total={list.total}
        query={list.query}
        loading={list.list.isFetching}
        error={list.list.error}
        onRetry={() => void list.list.refetch()}
        canWrite={canWrite}
        selected={list.selected}
        onSelectedChange={list.setSelected}
        onDeleteSelected={() => list.confirmDelete(list.selected)}
        onTableChange={list.tableChange}
        emptyText={
          list.query.keyword || list.query.orgId ? t("people.common.noMatch") : t("people.teachers.empty")
        }
      />
      <TeacherDrawer
        key={drawer.session}
        open={drawer.open}
        teacher={drawer.teacher}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onSaved={() => {
          void message.success(t("people.common.saved"));
          setDrawer((d) => ({ ...d, open: false }));
          void list.refresh();
        }}
      />
    </div>
  );
}
