import { UploadOutlined } from "@ant-design/icons";
import { App, Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { fetchTeacherPage, type TeacherItem } from "../../components/memberApi.ts";
import { type PeopleColumns, PeopleListPage } from "./PeopleListPage.tsx";
import { deleteTeachers } from "./peopleApi.ts";
import { genderLabel } from "./peopleFormat.ts";
import { TeacherDrawer } from "./TeacherDrawer.tsx";
import { TeacherImportModal } from "./TeacherImportModal.tsx";
import { sortedColumn } from "./tableQuery.ts";
import { usePeopleList } from "./usePeopleList.ts";
import { useWriteAccess } from "./useWriteAccess.ts";

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
  const [importing, setImporting] = useState(false);
  const openDrawer = (teacher: TeacherItem | null) =>
    setDrawer((d) => ({ open: true, teacher, session: d.session + 1 }));

  const sorted = (key: (typeof sortable)[number]) => sortedColumn(list.query, key);
  const columns: PeopleColumns<TeacherItem> = [
    { ...sorted("name"), title: t("people.common.name"), fixed: "left" },
    { key: "account", dataIndex: "account", title: t("people.common.account") },
    { key: "gender", title: t("people.common.gender"), render: (_, row) => genderLabel(t, row.gender) },
    { key: "phone", dataIndex: "phone", title: t("people.teachers.phone") },
    { ...sorted("subject"), title: t("people.teachers.subject") },
    { key: "idCard", dataIndex: "idCard", title: t("people.idCard.label") },
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

  return (
    <PeopleListPage<TeacherItem>
      kind="teachers"
      list={list}
      canWrite={canWrite}
      columns={columns}
      orgKinds={deptOrClass}
      onAdd={() => openDrawer(null)}
      onEdit={openDrawer}
      writeActions={
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="teachers-import">
          {t("people.teacherImport.open")}
        </Button>
      }
    >
      <TeacherImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void list.refresh()}
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
    </PeopleListPage>
  );
}
